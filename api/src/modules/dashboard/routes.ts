/** The back-office dashboard (read:dashboard, issue 25, decision 0044). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { dashboardFigures } from "./service.js";

const Day = z.string().meta({ format: "date" });

const DashboardSchema = z
  .object({
    today: Day,
    week: z.object({ start: Day, end: Day.meta({ description: "The next Monday (excluded)" }) }),
    boxes: z.object({
      to_compose: z
        .number()
        .int()
        .meta({ description: "Requests still to compose whose delivery date is before the week's end" }),
      in_preparation: z.number().int().meta({ description: "Boxes validated, to pack and ship" }),
      shipped_this_week: z.number().int(),
      awaiting_return: z
        .number()
        .int()
        .meta({ description: "Boxes delivered, the family's answer or returns awaited" }),
    }),
    keep_rate: z.object({
      kept: z.number().int().meta({ description: "Pieces kept in boxes closed in the last 30 days" }),
      shipped: z.number().int().meta({ description: "Pieces shipped in those boxes" }),
      rate: z.number().nullable().meta({ description: "kept / shipped; null when no box closed in 30 days" }),
    }),
    shop: z.array(z.object({ day: Day, orders: z.number().int(), revenue_cents: z.number().int() })).meta({
      description: "Paid shop orders and their revenue (tax included) per day, the last 30 days, oldest first",
    }),
  })
  .meta({ id: "BackOfficeDashboard" });

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/dashboard",
    {
      onRequest: app.requirePermission("read:dashboard"),
      schema: {
        tags: ["back-office: dashboard"],
        summary: "This week's boxes, the keep rate, shop orders and revenue per day (read:dashboard)",
        description:
          "Boxes to compose, in preparation, shipped this week (Monday to Sunday, Paris time) and awaiting return; the keep rate of the boxes closed in the last 30 days; paid shop orders and revenue per day over 30 days.",
        security: [{ bearer: [] }],
        response: { 200: DashboardSchema, ...problemResponses, 403: ProblemSchema },
      },
    },
    async () => {
      const f = await dashboardFigures(app.db, new Date());
      return {
        today: f.today,
        week: f.week,
        boxes: {
          to_compose: f.boxes.toCompose,
          in_preparation: f.boxes.inPreparation,
          shipped_this_week: f.boxes.shipped,
          awaiting_return: f.boxes.awaitingReturn,
        },
        keep_rate: f.keep,
        shop: f.shop.map((d) => ({ day: d.day, orders: d.orders, revenue_cents: d.revenueCents })),
      };
    },
  );
};
