/** Customer service's back-office calls: inputs and answers (decision 0044). Amounts in cents. */
import { z } from "zod";
import { MAX_GOODWILL_CENTS } from "#domain/back-office.js";

const noNul = (value: string) => !value.includes("\u0000");
const text = (max: number) => z.string().trim().min(1).max(max).refine(noNul, "Invalid characters");

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const AttachmentParams = IdParams.extend({
  attachmentId: z.coerce.number().int().positive().max(2_147_483_647),
});

const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe("Page number, from 1"),
  per_page: z.coerce.number().int().min(1).max(100).default(20).describe("Rows per page (at most 100)"),
};

export const ClientSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .refine(noNul, "Invalid characters")
    .default("")
    .describe(
      "An e-mail or part of one, a name, or a number (a client's, an order's or a box request's); empty lists every client",
    ),
  ...paging,
});

const Timestamp = z.string().meta({ format: "date-time" });

export const ClientRowSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "BackOfficeClientRow" });

export const ClientPageSchema = z
  .object({
    items: z.array(ClientRowSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "BackOfficeClientPage" });

export const TimelineEntrySchema = z
  .object({
    kind: z.enum([
      "order",
      "box",
      "payment",
      "email",
      "ticket",
      "ticket_reply",
      "wallet",
      "loyalty",
      "note",
      "goodwill",
    ]),
    id: z.number().int(),
    at: Timestamp,
    visibility: z.enum(["family", "internal"]).meta({
      description: "family: the family sees it (its account, its mailbox); internal: staff only",
    }),
    summary: z.string(),
    status: z.string().nullable(),
    amount_cents: z.number().int().nullable(),
    ref: z.object({ kind: z.enum(["ticket", "order", "request"]), id: z.number().int() }).nullable(),
  })
  .meta({ id: "BackOfficeTimelineEntry" });

export const ClientDetailSchema = ClientRowSchema.extend({
  phone: z.string().nullable(),
  locale: z.string(),
  wallet_cents: z.number().int(),
  loyalty_points: z.number().int(),
  profiles: z.array(z.object({ id: z.number().int(), firstname: z.string(), type: z.enum(["KID", "WOMAN"]) })),
  timeline: z.array(TimelineEntrySchema).meta({ description: "Newest first: each source's 200 newest rows" }),
}).meta({ id: "BackOfficeClient" });

export const NoteBody = z.object({ body: text(5_000) });
export const NoteSchema = z
  .object({ id: z.number().int(), client_id: z.number().int(), body: z.string(), created_at: Timestamp })
  .meta({ id: "BackOfficeClientNote" });

export const GoodwillBody = z.object({
  amount_cents: z.coerce
    .number()
    .int("Whole cents")
    .min(1, "At least 1 cent")
    .max(MAX_GOODWILL_CENTS, `At most ${MAX_GOODWILL_CENTS / 100} €: a larger gesture is a refund`),
  reason: text(500).describe("Why (kept for staff; the family reads 'goodwill credit')"),
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[\w-]+$/, "Letters, digits, - and _")
    .describe("Written in the form when it is shown: the same key again credits nothing more"),
});

export const GoodwillSchema = z
  .object({
    id: z.number().int(),
    client_id: z.number().int(),
    amount_cents: z.number().int(),
    reason: z.string(),
    wallet_transaction_id: z.number().int(),
    created: z.boolean().meta({ description: "false when this key had already credited the wallet" }),
    created_at: Timestamp,
  })
  .meta({ id: "BackOfficeGoodwillCredit" });

export const TicketStatus = z.enum(["OPEN", "ANSWERED", "CLOSED"]);

export const TicketListQuery = z.object({ status: TicketStatus.optional(), ...paging });

const TicketRowSchema = z
  .object({
    id: z.number().int(),
    client_id: z.number().int().nullable(),
    sender_name: z.string(),
    sender_email: z.string(),
    object: z.string(),
    status: TicketStatus,
    locale: z.string(),
    created_at: Timestamp,
  })
  .meta({ id: "BackOfficeTicketRow" });

export const TicketPageSchema = z
  .object({
    items: z.array(TicketRowSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "BackOfficeTicketPage" });

const FileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

export const MessageSchema = z
  .object({
    id: z.number().int(),
    staff_name: z.string(),
    body: z.string(),
    sent_to: z.string(),
    created_at: Timestamp,
    attachments: z
      .array(FileSchema)
      .meta({ description: "GET admin/tickets/{id}/attachments/{attachmentId} gives each file" }),
  })
  .meta({ id: "BackOfficeTicketMessage" });

export const TicketDetailSchema = TicketRowSchema.extend({
  sender_phone: z.string().nullable(),
  content: z.string(),
  order_id: z.number().int().nullable(),
  files: z
    .array(FileSchema.omit({ id: true }))
    .meta({ description: "The files the family sent with the contact form" }),
  messages: z.array(MessageSchema),
}).meta({ id: "BackOfficeTicket" });

export const ReplyBody = z.object({
  body: text(10_000),
  close: z
    .union([z.boolean(), z.enum(["true", "false", "on"])])
    .optional()
    .transform((v) => v === true || v === "true" || v === "on")
    .describe("Close the ticket with this reply (else it is ANSWERED)"),
  attachments: z
    .array(z.string().meta({ format: "binary" }))
    .optional()
    .describe("Up to 5 files of at most 5 MB each: PDF, JPEG, PNG, WebP or HEIC (checked on their content)"),
});

export const TicketStatusBody = z.object({ status: TicketStatus });
