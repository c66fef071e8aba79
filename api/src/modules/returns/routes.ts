/**
 * The family's returns (issue 26): its list, each return's label as a PDF (printing it the first
 * time records LABEL_CREATED), and how it sends returns back (its return mode).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { problemResponses } from "../../plugins/errors.js";
import { signedInClient } from "../clients/index.js";
import { returnLabelPdf } from "./label.js";
import {
  ClientReturnDetailSchema,
  ClientReturnsSchema,
  OpenReturnBody,
  OrderParams,
  ReturnableOrderSchema,
  ReturnModeBody,
  ReturnModeSchema,
  ReturnParams,
} from "./schemas.js";
import {
  clientReturnOut,
  labelFacts,
  listClientReturns,
  openClientReturn,
  recordLabelPrinted,
  returnableOrderOut,
  returnModeOut,
  saveReturnMode,
} from "./service.js";
import { returnNumber } from "#domain/returns.js";

const TAG = "returns";
const bearer = [{ bearer: [] }];

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/clients/me/returns",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The signed-in client's returns, newest first",
        security: bearer,
        response: { 200: ClientReturnsSchema, ...problemResponses },
      },
    },
    async (request) => ({ items: await listClientReturns(app.db, await signedInClient(app.db, request)) }),
  );

  app.post(
    "/clients/me/returns",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Send pieces of a delivered shop order back",
        description:
          "Opens the order's return (REQUESTED), or adds to it while its parcel is not sent: each quantity at most what was bought, a line already in a return taking no more (400). The refund goes to the payment method, or to the wallet with refund_to_wallet, once operations received the pieces. 404 another client's order; 409 ORDER_NOT_RETURNABLE, ORDER_NOT_DELIVERED, RETURN_WINDOW_OVER (shop.return_days after delivery), NOTHING_TO_RETURN, RETURN_ON_ITS_WAY.",
        security: bearer,
        body: OpenReturnBody,
        response: { 201: ClientReturnDetailSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const client = await signedInClient(app.db, request);
      const id = await openClientReturn(app.db, client, request.body);
      return reply.code(201).send(await clientReturnOut(app.db, client, id, request.locale));
    },
  );

  app.get(
    "/clients/me/returns/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "One of the signed-in client's returns: its pieces, what came back and its refund",
        security: bearer,
        params: ReturnParams,
        response: { 200: ClientReturnDetailSchema, ...problemResponses },
      },
    },
    async (request) =>
      clientReturnOut(app.db, await signedInClient(app.db, request), request.params.id, request.locale),
  );

  app.get(
    "/clients/me/orders/:id/returnable",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The pieces of one of the client's orders that may still be sent back",
        security: bearer,
        params: OrderParams,
        response: { 200: ReturnableOrderSchema, ...problemResponses },
      },
    },
    async (request) =>
      returnableOrderOut(app.db, await signedInClient(app.db, request), request.params.id, request.locale),
  );

  app.get(
    "/clients/me/returns/:id/label.pdf",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "A return's label and packing slip (PDF)",
        description:
          "An A4 page: the label (the return number as text and Code 128, the family as sender, the warehouse as recipient, the carrier, the last day) and the packing slip listing each piece, in the client's language. The first printing of a REQUESTED return makes it LABEL_CREATED. Another client's return, a cancelled one or none answers 404.",
        security: bearer,
        params: ReturnParams,
        // The bytes are sent as they are (a Buffer is never serialized)
        response: { 200: z.any().describe("The label (application/pdf)"), ...problemResponses },
      },
    },
    async (request, reply) => {
      const client = await signedInClient(app.db, request);
      const facts = await labelFacts(app.db, client, request.params.id, app.config.warehouse);
      const pdf = await returnLabelPdf(facts);
      await recordLabelPrinted(app.db, facts.returnId, facts.carrier);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `inline; filename="la-malle-${returnNumber(facts.returnId)}.pdf"`)
        .type("application/pdf")
        .send(pdf);
    },
  );

  app.get(
    "/clients/me/return-mode",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "How the signed-in client sends returns back, and the modes offered to its country",
        security: bearer,
        response: { 200: ReturnModeSchema, ...problemResponses },
      },
    },
    async (request) => returnModeOut(app.db, await signedInClient(app.db, request), request.locale),
  );

  app.put(
    "/clients/me/return-mode",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Choose how the signed-in client sends returns back",
        description: "One of the modes offered to the client's country (400 otherwise).",
        security: bearer,
        body: ReturnModeBody,
        response: { 200: ReturnModeSchema, ...problemResponses },
      },
    },
    async (request) => {
      const client = await saveReturnMode(app.db, await signedInClient(app.db, request), request.body.return_mode);
      return returnModeOut(app.db, client, request.locale);
    },
  );
};
