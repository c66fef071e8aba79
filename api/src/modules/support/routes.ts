/**
 * Customer service (§7): POST customer-service/tickets, the contact form with optional files.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, problemResponses, ProblemSchema } from "../../plugins/errors.js";
import { multipartForm } from "./multipart.js";
import { TicketBodySchema, TicketSchema, type TicketFields } from "./schemas.js";
import { createTicket, customerServiceAddress } from "./service.js";

const ticketForm = multipartForm();

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/customer-service/tickets",
    {
      config: {
        rateLimit: {
          max: Math.max(20, app.config.rateLimitMax),
          timeWindow: "1 minute",
          errorResponseBuilder: (_request, context) =>
            new ApiError(
              429,
              "TOO_MANY_REQUESTS",
              "Too many requests, please try again later",
              `Retry in ${context.after}`,
            ),
        },
      },
      schema: {
        tags: ["customer service"],
        summary: "Send a message to customer service, with optional files",
        description:
          "multipart/form-data (or JSON without files). sender_name, sender_email, object and content are required (400 with field errors). " +
          "Files in the attachments field: at most 5, 5 MB each, PDF, JPEG, PNG, WebP or HEIC recognised by their content (422 on the attachments field otherwise). " +
          "The sender receives an acknowledgement in the request language; customer service receives the message with the files.",
        consumes: ["multipart/form-data", "application/json"],
        body: TicketBodySchema,
        response: { 201: TicketSchema, ...problemResponses, 429: ProblemSchema },
      },
      // The form is read (fields and files) before validation, so the zod schema checks its fields.
      preValidation: ticketForm.preValidation,
    },
    async (request, reply) => {
      const files = ticketForm.files(request);

      const { attachments: _ignored, ...fields } = request.body;
      const locale = request.locale;
      const created = await createTicket(
        app.db,
        app.config.dataDir,
        { fields: fields as TicketFields, files, locale, clientId: await app.ownClientId(request) },
        await customerServiceAddress(app.db),
      );

      const { ticket, attachments } = created;
      return reply.code(201).send({
        id: ticket.id,
        sender_name: ticket.senderName,
        sender_email: ticket.senderEmail,
        sender_phone: ticket.senderPhone,
        object: ticket.object,
        content: ticket.content,
        order_id: ticket.orderId,
        status: ticket.status,
        locale: ticket.locale,
        attachments: attachments.map((a) => ({
          id: a.id,
          filename: a.filename,
          content_type: a.contentType,
          size: a.sizeBytes,
        })),
        created_at: ticket.createdAt.toISOString(),
      });
    },
  );
};
