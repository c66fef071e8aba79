import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const StoredMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  date: z.string(),
});

/** Development only: the messages the API would have sent, newest first. */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dev/mail",
    {
      schema: {
        tags: ["development"],
        summary: "E-mails written under DATA_DIR/mail",
        response: { 200: z.array(StoredMailSchema) },
      },
    },
    async () => app.mailer.list(),
  );
};
