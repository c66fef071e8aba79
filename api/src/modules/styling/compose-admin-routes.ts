/**
 * An administrator composes a request's box now (demos, tests, a stylist in a hurry) instead of
 * waiting for the scheduler's "compose-due" job: the same composeRequest, the same one transaction.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { composeRequest } from "./compose.js";

const ComposeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const ReasonSchema = z
  .object({ code: z.string() })
  .catchall(z.unknown())
  .meta({ description: "Why the engine chose the piece: { code: 'wished' }, { code: 'look', look_id }, …" });

export const ComposeResultSchema = z
  .object({
    request_id: z.number().int(),
    preview_id: z.number().int(),
    status: z.enum(["DRAFT", "PENDING"]).meta({
      description: "DRAFT: waiting for a stylist on the workbench (STYLIST_REVIEW on); PENDING: sent to the family",
    }),
    pieces: z.number().int().meta({ description: "How many pieces the box holds" }),
    items: z.array(
      z.object({
        look_index: z.number().int(),
        item_index: z.number().int(),
        look_id: z.number().int().nullable(),
        product_id: z.number().int(),
        variant_id: z.number().int(),
        reasons: z.array(ReasonSchema),
      }),
    ),
    rejected: z
      .record(z.string(), z.number().int())
      .meta({ description: "Candidate product families left out, per reason ({ refused_colour: 12 })" }),
  })
  .meta({ id: "ComposeResult" });

export const composeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/requests/:id/compose",
    {
      onRequest: app.requirePermission("compose:request"),
      schema: {
        tags: ["admin"],
        summary: "Compose a box request now (administrator)",
        description:
          "Runs the styling engine for an open request (PENDING, not being composed): its pieces' stock is reserved. With the stylist review (STYLIST_REVIEW on, the default) the preview is a DRAFT the family does not see and the request stays being composed until a stylist sends it from the workbench; without, the preview is written (PENDING until its deadline, PREVIEW_ANSWER_DAYS) and the family e-mailed the preview and skip links; the request becomes PREVIEW_SENT. 409 REQUEST_BLOCKED when the request is not open (composing twice), 409 NOTHING_TO_COMPOSE when nothing in stock fits (the request stays open), 409 NOT_ENOUGH_STOCK when the stock kept changing meanwhile.",
        security: [{ bearer: [] }],
        params: ComposeParams,
        response: { 200: ComposeResultSchema, ...problemResponses, 403: ProblemSchema, 409: ProblemSchema },
      },
    },
    async (request) =>
      composeRequest(app.db, request.params.id, {
        now: new Date(),
        config: app.config,
        log: request.log,
        review: app.config.stylistReview,
        staffMemberId: request.staffId,
      }),
  );
};
