/**
 * The operations API (decision 0042): parcels to prepare, their pick lists and packing by
 * scanning, shipping and delivery, receiving returns, stock levels, the ledger and adjustments.
 * Every call checks its staff permission (pack:box, ship:box, receive:return, adjust:stock).
 * The stock pages also set what a product is for the styling engine (garment type, season, details).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContentLocale } from "#domain/locales.js";
import { ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { setProductAttributes } from "../catalogue/index.js";
import { listParcels, loadParcel, parcelOut } from "./parcels.js";
import { scanPiece } from "./packing.js";
import { listOpenReturns, openReturn, receiveReturn, returnOfOrder, returnOut } from "./returns.js";
import {
  AdjustmentBody,
  AdjustmentResponse,
  IdParams,
  LedgerQuery,
  LedgerSchema,
  OpenReturnBody,
  ParcelListSchema,
  ParcelParams,
  ParcelSchema,
  ProductAttributesBody,
  ProductAttributesSchema,
  ReceiveBody,
  ReceiveResponse,
  ReturnListSchema,
  ReturnSchema,
  ScanBody,
  ScanResponse,
  ShipBody,
  ShipmentSchema,
  StockPageSchema,
  StockQuery,
} from "./schemas.js";
import { markDelivered, shipParcel } from "./shipping.js";
import { adjustStockByHand, stockLedger, stockLevels } from "./stock-levels.js";

const TAG = "operations";
const security = [{ bearer: [] }];
const guarded = { ...problemResponses, 403: ProblemSchema };
const withConflict = { ...guarded, 409: ProblemSchema };

export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A parcel's page: its pick list and progress, and the return opened for it if any
  const parcel = async (ref: z.infer<typeof ParcelParams>, locale: ContentLocale) => {
    const loaded = await loadParcel(app.db, ref, false);
    const out = await parcelOut(app.db, loaded, locale);
    return { ...out, return_id: out.order_id ? await returnOfOrder(app.db, out.order_id) : null };
  };

  app.get(
    "/admin/operations/parcels",
    {
      onRequest: app.requirePermission("pack:box"),
      schema: {
        tags: [TAG],
        summary: "Boxes and shop orders to prepare, or shipped and not delivered (pack:box)",
        description:
          "stage=to_prepare (default): validated boxes by delivery date, then paid shop orders by payment date, with their pieces and the units scanned so far. stage=shipped: parcels on their way, newest first, with their shipment.",
        security,
        querystring: z.object({ stage: z.enum(["to_prepare", "shipped"]).default("to_prepare") }),
        response: { 200: ParcelListSchema, ...guarded },
      },
    },
    async (request) => ({ items: await listParcels(app.db, request.query.stage) }),
  );

  app.get(
    "/admin/operations/parcels/:kind/:id",
    {
      onRequest: app.requirePermission("pack:box"),
      schema: {
        tags: [TAG],
        summary: "A box or shop order: its pick list and packing progress (pack:box)",
        description:
          "The pieces in warehouse-location order with their barcode and the units scanned, the progress, the shipment once shipped and the open return if any. Product names in the Accept-Language.",
        security,
        params: ParcelParams,
        response: { 200: ParcelSchema, ...guarded },
      },
    },
    async (request) => parcel(request.params, request.locale),
  );

  app.post(
    "/admin/operations/parcels/:kind/:id/scans",
    {
      onRequest: app.requirePermission("pack:box"),
      schema: {
        tags: [TAG],
        summary: "Scan a piece into a box or shop order (pack:box)",
        description:
          "Matches the barcode against the parcel's pieces, under the parcel's lock (two operators are served in turn, a unit counts once). 422 UNKNOWN_CODE: no size has this barcode; 409 NOT_IN_PARCEL, ALREADY_SCANNED (every unit of it is in), NOT_TO_PREPARE (shipped, or not validated or paid).",
        security,
        params: ParcelParams,
        body: ScanBody,
        response: { 201: ScanResponse, ...withConflict },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return scanPiece(app.db, request.params, request.body.code, request.staffId);
    },
  );

  app.post(
    "/admin/operations/parcels/:kind/:id/shipment",
    {
      onRequest: app.requirePermission("ship:box"),
      schema: {
        tags: [TAG],
        summary: "Mark a packed box or shop order shipped (ship:box)",
        description:
          "With the carrier and its tracking number. A box goes SHIPPED through its state machine and becomes a BOX order (one line per piece at its price); a shop order goes SHIPPED. A shipment with the carrier's tracking link is created and the family gets the shipped e-mail in its language. 409 NOT_PACKED until every piece is scanned, NOT_TO_PREPARE when already shipped.",
        security,
        params: ParcelParams,
        body: ShipBody,
        response: { 200: ParcelSchema, ...withConflict },
      },
    },
    async (request) => {
      const shipped = await shipParcel(
        app.db,
        request.params,
        { carrier: request.body.carrier, trackingNumber: request.body.tracking_number },
        { config: app.config, now: new Date(), locale: request.locale },
      );
      return { ...shipped, return_id: null };
    },
  );

  app.post(
    "/admin/operations/shipments/:id/delivery",
    {
      onRequest: app.requirePermission("ship:box"),
      schema: {
        tags: [TAG],
        summary: "Mark a shipment delivered (ship:box)",
        description:
          "What the carrier's delivered event does, by hand: the shipment and its order DELIVERED, a box's request through its state machine (SHIPPED → DELIVERED). Marking it again changes nothing.",
        security,
        params: IdParams,
        response: { 200: ShipmentSchema, ...withConflict },
      },
    },
    async (request) => markDelivered(app.db, request.params.id, new Date()),
  );

  app.get(
    "/admin/operations/returns",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "Returns to receive (receive:return)",
        description: "Returns not received yet, oldest first, with how many of their lines are received.",
        security,
        response: { 200: ReturnListSchema, ...guarded },
      },
    },
    async () => ({ items: await listOpenReturns(app.db) }),
  );

  app.post(
    "/admin/operations/returns",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "Open a return for a delivered box or order (receive:return)",
        description:
          "For pieces that come back when the family opened no return: the lines given (of that order, not returned yet). 409 ORDER_NOT_DELIVERED, RETURN_EXISTS.",
        security,
        body: OpenReturnBody,
        response: { 201: ReturnSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const id = await openReturn(app.db, request.body.order_id, request.body.order_line_ids);
      reply.code(201);
      return returnOut(app.db, id, request.locale);
    },
  );

  app.get(
    "/admin/operations/returns/:id",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "A return and its lines (receive:return)",
        description: "Each line with its product, size, barcode and what receiving found (null: not received yet).",
        security,
        params: IdParams,
        response: { 200: ReturnSchema, ...guarded },
      },
    },
    async (request) => returnOut(app.db, request.params.id, request.locale),
  );

  app.post(
    "/admin/operations/returns/:id/receipt",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "Receive lines of a return: back in stock, damaged or missing (receive:return)",
        description:
          "Under the return's lock: each line not received yet gets its outcome; back in stock (restocked) raises the stock at once (ledger: returned), damaged and missing are written in the ledger without units. A line received already keeps its outcome, so two operators receiving the same return move the stock once. Every line received: the return is RECEIVED.",
        security,
        params: IdParams,
        body: ReceiveBody,
        response: { 200: ReceiveResponse, ...withConflict },
      },
    },
    async (request) => {
      const receivedNow = await receiveReturn(
        app.db,
        request.params.id,
        request.body.lines.map((l) => ({ lineId: l.line_id, outcome: l.outcome })),
        request.staffId,
        new Date(),
      );
      return { ...(await returnOut(app.db, request.params.id, request.locale)), received_now: receivedNow };
    },
  );

  app.get(
    "/admin/stock",
    {
      onRequest: app.requirePermission("adjust:stock"),
      schema: {
        tags: [TAG],
        summary: "Stock levels (adjust:stock)",
        description:
          "Every size with its stock, barcode and warehouse location; q searches the product name, reference, barcode or location; low=true keeps the sizes at or below their threshold (lowest first).",
        security,
        querystring: StockQuery,
        response: { 200: StockPageSchema, ...guarded },
      },
    },
    async (request) =>
      stockLevels(app.db, {
        q: request.query.q,
        low: request.query.low,
        page: request.query.page,
        perPage: request.query.per_page,
        locale: request.locale,
      }),
  );

  app.get(
    "/admin/stock/:id/movements",
    {
      onRequest: app.requirePermission("adjust:stock"),
      schema: {
        tags: [TAG],
        summary: "A size's stock ledger (adjust:stock)",
        description:
          "Every movement of the size's stock, newest first: kind (reserved_box, released, sold, returned, damaged, missing, adjusted), signed units, the stock after it, the reason, and what it was for (request, order, return, staff member). The sum of the units is the change of the stock.",
        security,
        params: IdParams,
        querystring: LedgerQuery,
        response: { 200: LedgerSchema, ...guarded },
      },
    },
    async (request) =>
      stockLedger(app.db, request.params.id, {
        page: request.query.page,
        perPage: request.query.per_page,
        locale: request.locale,
      }),
  );

  app.post(
    "/admin/stock/adjustments",
    {
      onRequest: app.requirePermission("adjust:stock"),
      schema: {
        tags: [TAG],
        summary: "Adjust a size's stock by hand, with a reason (adjust:stock)",
        description:
          "Signed units (an inventory count, a found or broken piece), written in the ledger with the reason and the staff member, under the size's lock. 409 NOT_ENOUGH_STOCK when the stock would go below zero.",
        security,
        body: AdjustmentBody,
        response: { 201: AdjustmentResponse, ...withConflict },
      },
    },
    async (request, reply) => {
      const adjusted = await adjustStockByHand(
        app.db,
        { variantId: request.body.variant_id, units: request.body.units, reason: request.body.reason },
        request.staffId,
      );
      reply.code(201);
      return adjusted;
    },
  );

  app.put(
    "/admin/products/:id/attributes",
    {
      onRequest: app.requirePermission("adjust:stock"),
      schema: {
        tags: [TAG],
        summary: "Set what a product is for the styling engine (adjust:stock)",
        description:
          "The product's garment type (the quiz's needs and \"never\" answers map to it), its season (WARM pieces are not sent in winter, COLD ones not in summer) and its details (hood, lace, sequins). 404 for an unknown product.",
        security,
        params: IdParams,
        body: ProductAttributesBody,
        response: { 200: ProductAttributesSchema, ...guarded },
      },
    },
    async (request) => setProductAttributes(app.db, request.params.id, request.body),
  );
};
