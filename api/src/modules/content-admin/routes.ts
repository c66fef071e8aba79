/**
 * Content administration (issue 6): staff calls (permission manage:content, decision 0041) under /admin/website/… that create
 * and edit the FAQ, the legal texts, the SEO metadata and the translations (feature switches
 * included) per locale, so content changes without a deploy. Every write empties the matching
 * website-cache entries, so the public reads answer the new content at once (decision 0009).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { faqAdminRoutes } from "./faq-routes.js";
import { legalAdminRoutes } from "./legal-routes.js";
import { seoAdminRoutes } from "./seo-routes.js";
import { translationsAdminRoutes } from "./translations-routes.js";

export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: the guard covers these routes only, before their bodies are read; set on each
  // route (not as a context hook) so the route lists its permission (app.permissionRoutes)
  const guard = app.requirePermission("manage:content");
  app.addHook("onRoute", (route) => {
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [guard, ...own];
  });
  await app.register(faqAdminRoutes);
  await app.register(legalAdminRoutes);
  await app.register(seoAdminRoutes);
  await app.register(translationsAdminRoutes);
};
