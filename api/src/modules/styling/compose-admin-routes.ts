import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// Scaffold (issue 17): the calls are being built.
export const composeAdminRoutes: FastifyPluginAsyncZod = async () => {};
