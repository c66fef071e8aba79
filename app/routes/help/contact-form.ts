/**
 * The contact page's two forms (§5): the support ticket and the SMS stop. The schemas run in
 * the action and, through Conform, in the browser; their limits are the API's
 * (api/src/modules/support/schemas.ts, subscribers/schemas.ts). Messages are locale keys.
 */
import { z } from "zod";
import {
  ATTACHMENT_SNIFF_BYTES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  detectAttachmentKind,
} from "#domain/attachments.js";
import { isValidEmail } from "#domain/email.js";
import { isValidPhone } from "#domain/phone.js";

const required = { error: "service.contact.error.required" };
const tooLong = { message: "service.contact.error.too_long" };

const requiredText = (max: number) => z.string(required).trim().min(1, required.error).max(max, tooLong);

/** §3 Support ticket, §5: name, e-mail, subject and message required; phone and order optional. */
export const ticketSchema = z.object({
  sender_name: requiredText(200),
  sender_email: requiredText(320).refine(isValidEmail, { message: "form_wrong_email" }),
  sender_phone: z
    .string()
    .trim()
    .max(30, tooLong)
    .refine(isValidPhone, { message: "service.contact.error.phone" })
    .optional(),
  order_id: z.string().trim().max(50, tooLong).optional(),
  object: requiredText(200),
  content: requiredText(10_000),
});

export type TicketFields = z.input<typeof ticketSchema>;

export const NEWSLETTER_LISTS = ["KID", "WOMAN"] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

/** §5: the phone unsubscribe needs a list and a phone. */
export const smsSchema = z.object({
  list: z.enum(NEWSLETTER_LISTS, { error: "service.sms.error.list" }),
  phone: z
    .string({ error: "service.sms.error.phone_required" })
    .trim()
    .refine(isValidPhone, { message: "service.sms.error.phone" }),
});

/** Which of the contact page's forms was posted (a hidden field of each). */
export const FORM_FIELD = "form";

export const ATTACHMENTS_FIELD = "attachments";

/** What is wrong with a chosen file; "count" is about the whole selection. */
export type AttachmentProblem = { name: string; reason: "type" | "size" | "empty" | "count" };

/** An empty file input still sends a part, nameless and empty: that is no file. */
export function chosenFiles(entries: FormDataEntryValue[]): File[] {
  return entries.filter((entry): entry is File => typeof entry !== "string" && (entry.size > 0 || entry.name !== ""));
}

/**
 * The chosen files the API would refuse, checked the way it checks them (their first bytes, not
 * their names), so the shopper learns it before sending, in the browser as on the server.
 */
export async function attachmentProblems(files: File[]): Promise<AttachmentProblem[]> {
  const problems: AttachmentProblem[] = [];
  if (files.length > MAX_ATTACHMENTS) problems.push({ name: "", reason: "count" });
  for (const file of files) {
    if (file.size === 0) problems.push({ name: file.name, reason: "empty" });
    else if (file.size > MAX_ATTACHMENT_BYTES) problems.push({ name: file.name, reason: "size" });
    else {
      const head = new Uint8Array(await file.slice(0, ATTACHMENT_SNIFF_BYTES).arrayBuffer());
      if (!detectAttachmentKind(head)) problems.push({ name: file.name, reason: "type" });
    }
  }
  return problems;
}
