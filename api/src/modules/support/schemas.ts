import { z } from "zod";
import { MAX_ATTACHMENTS } from "#domain/attachments.js";
import { isValidEmail } from "#domain/email.js";

export { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#domain/attachments.js";

/** PostgreSQL text cannot hold NUL; no form sends one. */
const noNul = (value: string) => !value.includes("\u0000");

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max} characters at most)`)
    .refine(noNul, "Invalid characters");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noNul, "Invalid characters")
    .optional()
    .transform((v) => v || undefined);

/** The text fields of a ticket (§3 Support ticket, §5: name, email, subject, message required). */
export const TicketFieldsSchema = z.object({
  sender_name: required("Name", 200),
  sender_email: required("Email", 320).refine(isValidEmail, "form_wrong_email"),
  object: required("Subject", 200),
  content: required("Message", 10_000),
  sender_phone: optionalText(30).describe("Optional phone number"),
  order_id: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? undefined : String(v).trim() || undefined))
    .pipe(z.string().max(50).optional())
    .describe("Optional order number the message is about"),
});
export type TicketFields = z.output<typeof TicketFieldsSchema>;

/** Request body as documented: multipart/form-data (with files) or JSON (without). */
export const TicketBodySchema = TicketFieldsSchema.extend({
  attachments: z
    .array(z.string().meta({ format: "binary" }))
    .max(MAX_ATTACHMENTS)
    .optional()
    .describe(
      `Up to ${MAX_ATTACHMENTS} files of at most 5 MB each: PDF, JPEG, PNG, WebP or HEIC (checked on their content)`,
    ),
});

export const TicketAttachmentSchema = z
  .object({
    id: z.number().int(),
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int().describe("Bytes"),
  })
  .meta({ id: "TicketAttachment" });

export const TicketSchema = z
  .object({
    id: z.number().int(),
    sender_name: z.string(),
    sender_email: z.string(),
    sender_phone: z.string().nullable(),
    object: z.string(),
    content: z.string(),
    order_id: z.number().int().nullable().describe("The order, when the number given is one"),
    status: z.enum(["OPEN", "ANSWERED", "CLOSED"]),
    locale: z.enum(["fr", "de", "nl", "es", "en"]),
    attachments: z.array(TicketAttachmentSchema),
    created_at: z.string(),
  })
  .meta({ id: "SupportTicket" });
