/**
 * Customer service in the back-office (issue 25, decision 0044): find a client, read their
 * timeline, keep internal notes, grant a goodwill credit, answer tickets by e-mail with files
 * kept in the database. Connect-as is the admin module's call (POST admin/clients/{id}/connect-as).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { multipartForm } from "../support/index.js";
import {
  AttachmentParams,
  ClientDetailSchema,
  ClientPageSchema,
  ClientSearchQuery,
  GoodwillBody,
  GoodwillSchema,
  IdParams,
  MessageSchema,
  NoteBody,
  NoteSchema,
  ReplyBody,
  TicketDetailSchema,
  TicketListQuery,
  TicketPageSchema,
  TicketStatusBody,
} from "./schemas.js";
import {
  addClientNote,
  clientCard,
  clientTimeline,
  grantGoodwillCredit,
  replyAttachment,
  replyToTicket,
  searchClients,
  setTicketStatus,
  ticketWithMessages,
  ticketsPage,
} from "./service.js";

const TAG = "back-office: customer service";
const security = [{ bearer: [] }];
const withForbidden = { ...problemResponses, 403: ProblemSchema };
const iso = (date: Date) => date.toISOString();

/** The reply form: its text fields, and the contact form's rules for files. */
const replyForm = multipartForm(new Set(["body", "close"]));

type Ticket = NonNullable<Awaited<ReturnType<typeof ticketWithMessages>>>["ticket"];
const ticketRow = (t: Ticket) => ({
  id: t.id,
  client_id: t.clientId,
  sender_name: t.senderName,
  sender_email: t.senderEmail,
  object: t.object,
  status: t.status,
  locale: t.locale,
  created_at: iso(t.createdAt),
});

export const customerServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/clients",
    {
      onRequest: app.requirePermission("read:client"),
      schema: {
        tags: [TAG],
        summary: "Find clients (read:client)",
        description:
          "By e-mail (or part of one), name, or a number: a client's id, an order's or a box request's number finds its client. Newest accounts first, paged.",
        security,
        querystring: ClientSearchQuery,
        response: { 200: ClientPageSchema, ...withForbidden },
      },
    },
    async (request) => {
      const { q, page, per_page: perPage } = request.query;
      const { rows, total } = await searchClients(app.db, q, page, perPage);
      return {
        items: rows.map((c) => ({
          id: c.id,
          email: c.email,
          firstname: c.firstname,
          lastname: c.lastname,
          created_at: iso(c.createdAt),
        })),
        page,
        per_page: perPage,
        total,
      };
    },
  );

  app.get(
    "/admin/clients/:id",
    {
      onRequest: app.requirePermission("read:client"),
      schema: {
        tags: [TAG],
        summary: "A client and their timeline (read:client)",
        description:
          "The client's card (balances, profiles) and timeline, newest first: orders, boxes with their states, payments, e-mails sent, tickets and replies, wallet and loyalty movements (the family sees these), internal notes and goodwill credits' reasons (staff only).",
        security,
        params: IdParams,
        response: { 200: ClientDetailSchema, ...withForbidden },
      },
    },
    async (request) => {
      const card = await clientCard(app.db, request.params.id);
      if (!card) throw ApiError.notFound("Client not found");
      const timeline = await clientTimeline(app.db, card.id, card.email);
      return {
        id: card.id,
        email: card.email,
        firstname: card.firstname,
        lastname: card.lastname,
        phone: card.phone,
        locale: card.locale,
        created_at: iso(card.createdAt),
        wallet_cents: card.wallet,
        loyalty_points: card.points,
        profiles: card.profiles,
        timeline: timeline.map((e) => ({
          kind: e.kind,
          id: e.id,
          at: iso(e.at),
          visibility: e.visibility,
          summary: e.summary,
          status: e.status ?? null,
          amount_cents: e.amountCents ?? null,
          ref: e.ref ?? null,
        })),
      };
    },
  );

  app.post(
    "/admin/clients/:id/notes",
    {
      onRequest: app.requirePermission("reply:ticket"),
      schema: {
        tags: [TAG],
        summary: "Keep an internal note on a client (reply:ticket)",
        description: "Staff only: the note shows in the client's timeline as internal, never to the family.",
        security,
        params: IdParams,
        body: NoteBody,
        response: { 201: NoteSchema, ...withForbidden },
      },
    },
    async (request, reply) => {
      if (!(await clientCard(app.db, request.params.id))) throw ApiError.notFound("Client not found");
      const note = await addClientNote(app.db, request.params.id, request.staffId, request.body.body);
      return reply
        .code(201)
        .send({ id: note.id, client_id: note.clientId, body: note.body, created_at: iso(note.createdAt) });
    },
  );

  app.post(
    "/admin/clients/:id/goodwill-credits",
    {
      onRequest: app.requirePermission("credit:wallet"),
      schema: {
        tags: [TAG],
        summary: "Grant a goodwill credit to the client's wallet (credit:wallet)",
        description:
          "Credits the wallet at once (the family's wallet shows a goodwill credit) and keeps the reason and the staff member. idempotency_key comes from the form: the same key again (a double submit, a retry) credits nothing more and answers the first credit with created false (200).",
        security,
        params: IdParams,
        body: GoodwillBody,
        response: { 200: GoodwillSchema, 201: GoodwillSchema, ...withForbidden },
      },
    },
    async (request, reply) => {
      if (!(await clientCard(app.db, request.params.id))) throw ApiError.notFound("Client not found");
      const { amount_cents: amountCents, reason, idempotency_key: idempotencyKey } = request.body;
      const { credit, created } = await grantGoodwillCredit(app.db, {
        clientId: request.params.id,
        staffId: request.staffId,
        amountCents,
        reason,
        idempotencyKey,
      });
      if (!credit) throw new Error("goodwill credit missing after its transaction");
      return reply.code(created ? 201 : 200).send({
        id: credit.id,
        client_id: credit.clientId,
        amount_cents: credit.amountCents,
        reason: credit.reason,
        wallet_transaction_id: credit.walletTransactionId,
        created,
        created_at: iso(credit.createdAt),
      });
    },
  );

  app.get(
    "/admin/tickets",
    {
      onRequest: app.requirePermission("reply:ticket"),
      schema: {
        tags: [TAG],
        summary: "Tickets, open ones first (reply:ticket)",
        description:
          "Open tickets first (oldest waiting first), then answered, then closed (newest first); status filters.",
        security,
        querystring: TicketListQuery,
        response: { 200: TicketPageSchema, ...withForbidden },
      },
    },
    async (request) => {
      const { status, page, per_page: perPage } = request.query;
      const { rows, total } = await ticketsPage(app.db, { status, page, perPage });
      return { items: rows.map(ticketRow), page, per_page: perPage, total };
    },
  );

  app.get(
    "/admin/tickets/:id",
    {
      onRequest: app.requirePermission("reply:ticket"),
      schema: {
        tags: [TAG],
        summary: "A ticket with its replies (reply:ticket)",
        description:
          "The family's message and files, then each reply with its files (their bytes: the attachment call).",
        security,
        params: IdParams,
        response: { 200: TicketDetailSchema, ...withForbidden },
      },
    },
    async (request) => {
      const found = await ticketWithMessages(app.db, request.params.id);
      if (!found) throw ApiError.notFound("Ticket not found");
      const { ticket, files, messages } = found;
      return {
        ...ticketRow(ticket),
        sender_phone: ticket.senderPhone,
        content: ticket.content,
        order_id: ticket.orderId,
        files: files.map((f) => ({ filename: f.filename, content_type: f.contentType, size: f.sizeBytes })),
        messages: messages.map((m) => ({
          id: m.id,
          staff_name: m.staffName,
          body: m.body,
          sent_to: m.sentTo,
          created_at: iso(m.createdAt),
          attachments: m.attachments.map((a) => ({
            id: a.id,
            filename: a.filename,
            content_type: a.contentType,
            size: a.sizeBytes,
          })),
        })),
      };
    },
  );

  app.post(
    "/admin/tickets/:id/replies",
    {
      onRequest: app.requirePermission("reply:ticket"),
      schema: {
        tags: [TAG],
        summary: "Reply to a ticket by e-mail, with optional files (reply:ticket)",
        description:
          "multipart/form-data (or JSON without files): body required; close=true closes the ticket, else it becomes ANSWERED. Files in the attachments field: at most 5, 5 MB each, PDF, JPEG, PNG, WebP or HEIC recognised by their content (422 otherwise). The files are kept in the database; the e-mail goes to the sender through the outbox, in the ticket's language, with the files.",
        security,
        consumes: ["multipart/form-data", "application/json"],
        params: IdParams,
        body: ReplyBody,
        response: { 201: MessageSchema, ...withForbidden },
      },
      preValidation: replyForm.preValidation,
    },
    async (request, reply) => {
      const files = replyForm.files(request);
      const sent = await replyToTicket(app.db, {
        ticketId: request.params.id,
        staffId: request.staffId,
        body: request.body.body,
        close: request.body.close,
        files,
      });
      if (!sent) throw ApiError.notFound("Ticket not found");
      const { message, attachments, staffName } = sent;
      return reply.code(201).send({
        id: message.id,
        staff_name: staffName,
        body: message.body,
        sent_to: message.sentTo,
        created_at: iso(message.createdAt),
        attachments: attachments.map((a) => ({
          id: a.id,
          filename: a.filename,
          content_type: a.contentType,
          size: a.sizeBytes,
        })),
      });
    },
  );

  app.patch(
    "/admin/tickets/:id",
    {
      onRequest: app.requirePermission("reply:ticket"),
      schema: {
        tags: [TAG],
        summary: "Set a ticket's status (reply:ticket)",
        description: "OPEN (waiting for customer service), ANSWERED or CLOSED.",
        security,
        params: IdParams,
        body: TicketStatusBody,
        response: { 200: z.object({ id: z.number().int(), status: TicketStatusBody.shape.status }), ...withForbidden },
      },
    },
    async (request) => {
      const ticket = await setTicketStatus(app.db, request.params.id, request.body.status);
      if (!ticket) throw ApiError.notFound("Ticket not found");
      return { id: ticket.id, status: ticket.status };
    },
  );

  app.get(
    "/admin/tickets/:id/attachments/:attachmentId",
    {
      onRequest: app.requirePermission("reply:ticket"),
      schema: {
        tags: [TAG],
        summary: "A file sent with a reply (reply:ticket)",
        description:
          "The file's bytes, read from the database (any API process serves it), as an attachment with its name.",
        security,
        params: AttachmentParams,
        // The bytes are sent as they are (a Buffer is never serialized)
        response: { 200: z.any().describe("The file (PDF, JPEG, PNG, WebP or HEIC)"), ...withForbidden },
      },
    },
    async (request, reply) => {
      const file = await replyAttachment(app.db, request.params.id, request.params.attachmentId);
      if (!file) throw ApiError.notFound("No such file");
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .type(file.contentType)
        .send(file.data);
    },
  );
};
