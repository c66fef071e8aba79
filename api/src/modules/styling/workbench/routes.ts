/**
 * The stylist workbench's calls (`/admin/workbench/…`, decision 0043): the queue and "next"
 * (read:request / compose:request), a box's page (read:request), changing its proposal
 * (compose:request) and sending it to the family (send:preview).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { ApiError, ProblemSchema, problemResponses } from "../../../plugins/errors.js";
import {
  LockBody,
  NextBody,
  NextSchema,
  NoteBody,
  QueueQuery,
  QueueSchema,
  SentSchema,
  SwapBody,
  SwapSearchQuery,
  SwapSearchSchema,
  WorkbenchParams,
  WorkbenchRequestSchema,
} from "./schemas.js";
import {
  claimNextRequest,
  listQueue,
  proposeAgain,
  searchSwap,
  sendProposal,
  setPieceLocked,
  swapPiece,
  workbenchRequest,
  writeNote,
} from "./service.js";

const tags = ["workbench"];
const security = [{ bearer: [] }];
const guarded = { ...problemResponses, 403: ProblemSchema };
const changing = { ...guarded, 409: ProblemSchema };

export const workbenchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: typeof app.log) => ({ now: new Date(), config: app.config, log });
  const page = (request: { params: { id: number }; locale: Parameters<typeof workbenchRequest>[2] }) =>
    workbenchRequest(app.db, request.params.id, request.locale, new Date());

  app.get(
    "/admin/workbench/requests",
    {
      onRequest: app.requirePermission("read:request"),
      schema: {
        tags,
        summary: "The boxes to compose",
        description:
          "Open boxes (nothing proposed yet) and boxes being composed (a draft waits for a stylist), by delivery date, 25 a page; filters kind (KID, WOMAN), state (open, proposed), stylist (a staff member's id, or none).",
        security,
        querystring: QueueQuery,
        response: { 200: QueueSchema, ...guarded },
      },
    },
    async (request) => listQueue(app.db, request.query),
  );

  app.post(
    "/admin/workbench/next",
    {
      onRequest: app.requirePermission("compose:request"),
      schema: {
        tags,
        summary: "Take the next box to compose",
        description:
          "Gives the stylist the first box of the queue nobody holds (by delivery date; kind narrows it): it is the stylist's from now on, as long as the stylist changes it at least every WORKBENCH_CLAIM_MINUTES (then the claim lapses and another stylist may take it). Two stylists asking at once get two different boxes. 404 when none is left.",
        security,
        body: NextBody,
        response: { 200: NextSchema, ...guarded },
      },
    },
    async (request) => {
      const id = await claimNextRequest(app.db, request.staffId, app.config.workbenchClaimMinutes, request.body?.kind);
      if (id === null) throw ApiError.notFound("No box is waiting for a stylist");
      return { request_id: id };
    },
  );

  app.get(
    "/admin/workbench/requests/:id",
    {
      onRequest: app.requirePermission("read:request"),
      schema: {
        tags,
        summary: "A box on the workbench",
        description:
          "The request, the profile (photo, age, sizes, quiz answers worded, the family's comments, Style Shuffle likes, wishes, past boxes and the replacements asked), the proposal (the preview as the family will see it, each piece's lock, stock and price, what the engine left out) and the history.",
        security,
        params: WorkbenchParams,
        response: { 200: WorkbenchRequestSchema, ...guarded },
      },
    },
    async (request) => page(request),
  );

  app.get(
    "/admin/workbench/requests/:id/search",
    {
      onRequest: app.requirePermission("read:request"),
      schema: {
        tags,
        summary: "Pieces a proposal's piece can be swapped for",
        description:
          "Box pieces in the profile's sizes and gender with a size in stock (each size's stock given), leaving out what the quiz refused, what was sent before and what is in the box; category narrows it.",
        security,
        params: WorkbenchParams,
        querystring: SwapSearchQuery,
        response: { 200: SwapSearchSchema, ...guarded },
      },
    },
    async (request) => searchSwap(app.db, request.params.id, request.query, request.locale),
  );

  app.post(
    "/admin/workbench/requests/:id/swap",
    {
      onRequest: app.requirePermission("compose:request"),
      schema: {
        tags,
        summary: "Swap a piece of the proposal",
        description:
          "Replaces the piece at (look_index, item_index) of the draft with a size of another product: the old size back in stock, the new one taken, the piece locked, in one transaction. 400 INVALID_REPLACEMENT when it does not fit the profile; 409 NOT_ENOUGH_STOCK when the size is gone; 409 PROPOSAL_CLOSED when no draft waits.",
        security,
        params: WorkbenchParams,
        body: SwapBody,
        response: { 200: WorkbenchRequestSchema, ...changing },
      },
    },
    async (request) => {
      await swapPiece(app.db, request.params.id, request.body, request.staffId);
      return page(request);
    },
  );

  app.put(
    "/admin/workbench/requests/:id/lock",
    {
      onRequest: app.requirePermission("compose:request"),
      schema: {
        tags,
        summary: "Lock or unlock a piece of the proposal",
        description: "A locked piece stays when the engine is asked again. 409 PROPOSAL_CLOSED when no draft waits.",
        security,
        params: WorkbenchParams,
        body: LockBody,
        response: { 200: WorkbenchRequestSchema, ...changing },
      },
    },
    async (request) => {
      await setPieceLocked(app.db, request.params.id, request.body, request.body.locked, request.staffId);
      return page(request);
    },
  );

  app.post(
    "/admin/workbench/requests/:id/propose",
    {
      onRequest: app.requirePermission("compose:request"),
      schema: {
        tags,
        summary: "Ask the engine (again)",
        description:
          "An open box is composed as a draft; a draft is composed again around its locked pieces (the others' stock put back). 409 NOTHING_TO_COMPOSE when nothing fits, NOT_ENOUGH_STOCK when the stock kept moving, PROPOSAL_CLOSED when the preview was sent, REQUEST_BLOCKED when every piece is locked or the box has left.",
        security,
        params: WorkbenchParams,
        response: { 200: WorkbenchRequestSchema, ...changing },
      },
    },
    async (request) => {
      await proposeAgain(app.db, request.params.id, request.staffId, deps(request.log));
      return page(request);
    },
  );

  app.put(
    "/admin/workbench/requests/:id/note",
    {
      onRequest: app.requirePermission("compose:request"),
      schema: {
        tags,
        summary: "Write the note to the family",
        description:
          "The stylist's note, shown on the family's preview page (1000 characters at most once trimmed; empty clears it). 409 PROPOSAL_CLOSED when no draft waits.",
        security,
        params: WorkbenchParams,
        body: NoteBody,
        response: { 200: WorkbenchRequestSchema, ...changing },
      },
    },
    async (request) => {
      await writeNote(app.db, request.params.id, request.body.note, request.staffId);
      return page(request);
    },
  );

  app.post(
    "/admin/workbench/requests/:id/send",
    {
      onRequest: app.requirePermission("send:preview"),
      schema: {
        tags,
        summary: "Send the proposal to the family",
        description:
          "The draft becomes the family's preview (PENDING until its deadline, PREVIEW_ANSWER_DAYS), the request PREVIEW_SENT, and the preview e-mail goes through the outbox. 409 PROPOSAL_CLOSED when no draft waits.",
        security,
        params: WorkbenchParams,
        response: { 200: SentSchema, ...changing },
      },
    },
    async (request) => sendProposal(app.db, request.params.id, request.staffId, deps(request.log)),
  );
};
