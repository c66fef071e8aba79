/**
 * The carrier sandbox's own door (decision 0042), outside production only, like the development
 * mail box: it reports a tracking event for a shipment now, as a real carrier's webhook would,
 * so a demonstration or an end-to-end test need not wait for the sandbox's delays.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError, problemResponses } from "../../plugins/errors.js";
import { reportTrackingEvent } from "./carrier.js";
import { IdParams, ShipmentSchema } from "./schemas.js";

export const carrierSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/carrier-sandbox/shipments/:id/events",
    {
      schema: {
        tags: ["carrier-sandbox"],
        summary: "The carrier sandbox reports a tracking event now (outside production)",
        description:
          "IN_TRANSIT or DELIVERED for the shipment, applied as the carrier's events are (a delivered box's request goes DELIVERED through its state machine). Only when CARRIER_TRACKING=sandbox.",
        security: [],
        params: IdParams,
        body: z.object({ status: z.enum(["IN_TRANSIT", "DELIVERED"]) }),
        response: { 200: ShipmentSchema, ...problemResponses },
      },
    },
    async (request) => {
      if (app.config.carriers.tracking !== "sandbox") throw ApiError.notFound("The carrier sandbox is off");
      const shipment = await reportTrackingEvent(app.db, {
        shipmentId: request.params.id,
        status: request.body.status,
        at: new Date(),
      });
      if (!shipment) throw ApiError.notFound("No such shipment");
      return shipment;
    },
  );
};
