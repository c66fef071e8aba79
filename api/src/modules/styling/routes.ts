import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { composeAdminRoutes } from "./compose-admin-routes.js";
import { previewRoutes } from "./preview/routes.js";
import { styleShuffleRoutes } from "./style-shuffle-routes.js";
import { workbenchRoutes } from "./workbench/routes.js";

/** The styling module's calls: composing a box (admin), the preview the family answers, Style Shuffle, the stylist workbench. */
export const stylingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(composeAdminRoutes);
  await app.register(previewRoutes);
  await app.register(styleShuffleRoutes);
  await app.register(workbenchRoutes);
};
