import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// Scaffold (issue 18): the calls are being built.
export const referralRoutes: FastifyPluginAsyncZod = async () => {};
