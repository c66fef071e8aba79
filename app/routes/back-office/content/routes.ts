import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { blogRoutes } from "./blog/routes";

/** The shop's texts, feature switches and legal texts, edited without a deploy (paths relative to /back-office). */
export const contentRoutes: RouteConfigEntry[] = [
  route("content", "routes/back-office/content/texts.tsx"),
  route("content/legal", "routes/back-office/content/legal.tsx"),
  route("content/legal/:code", "routes/back-office/content/legal-text.tsx"),
  ...blogRoutes,
];
