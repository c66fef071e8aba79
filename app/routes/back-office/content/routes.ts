import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { blogRoutes } from "./blog/routes";

/** The shop's texts, feature switches, legal texts, FAQ, SEO and blog, edited without a deploy (paths relative to /back-office). */
export const contentRoutes: RouteConfigEntry[] = [
  route("content", "routes/back-office/content/texts.tsx"),
  route("content/legal", "routes/back-office/content/legal.tsx"),
  route("content/legal/:code", "routes/back-office/content/legal-text.tsx"),
  route("content/faq", "routes/back-office/content/faq.tsx"),
  route("content/faq/sections/:sectionId", "routes/back-office/content/faq-section.tsx"),
  route("content/faq/questions/new", "routes/back-office/content/faq-question-new.tsx"),
  route("content/faq/questions/:questionId", "routes/back-office/content/faq-question.tsx"),
  route("content/seo", "routes/back-office/content/seo.tsx"),
  route("content/seo/new", "routes/back-office/content/seo-new.tsx"),
  route("content/seo/pages/:slug", "routes/back-office/content/seo-page.tsx"),
  ...blogRoutes,
];
