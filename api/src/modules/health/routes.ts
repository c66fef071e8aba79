import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["housekeeping"],
        summary: "The process is up",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );
  app.get(
    "/ready",
    {
      schema: {
        tags: ["housekeeping"],
        summary: "The database answers",
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: "ready" as const };
      } catch {
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
};
