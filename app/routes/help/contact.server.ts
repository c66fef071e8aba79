/**
 * The contact page's actions: the support ticket, forwarded with its files to
 * POST customer-service/tickets, and the SMS stop, forwarded to POST subscribers/phone-unsubscribe.
 * Everything is checked here first (the API checks again), so the shopper gets messages in their
 * language beside the fields, with what they typed kept.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#domain/attachments.js";
import { isKnownEmailDomain } from "#domain/email.js";
import type { RequestContext } from "~/lib/context.server";
import { formRefused, parseForm } from "~/lib/form.server";
import { isHoneypotFilled } from "~/lib/honeypot";
import { localizePath } from "~/lib/paths";
import {
  ATTACHMENTS_FIELD,
  FORM_FIELD,
  attachmentProblems,
  chosenFiles,
  smsSchema,
  ticketSchema,
  type AttachmentProblem,
} from "./contact-form";

/** The files at their limit plus room for the text fields; anything bigger is not read. */
const MAX_BODY_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 256 * 1024;

export type ContactActionData =
  | { form: "ticket"; reply: SubmissionResult; problems: AttachmentProblem[]; filesDropped: boolean }
  | { form: "sms"; reply: SubmissionResult };

const formError = (key: string): SubmissionResult => ({ status: "error", error: { "": [key] } });

function contactPath(ctx: RequestContext, query: Record<string, string>): string {
  return `${localizePath("/contact", ctx.language)}?${new URLSearchParams(query).toString()}`;
}

/** The confirmation page (Post/Redirect/Get): the ticket number, and whether to double-check the e-mail. */
function ticketSent(ctx: RequestContext, ticket?: number, unknownDomain = false) {
  const query: Record<string, string> = { sent: "1" };
  if (ticket) query.ticket = String(ticket);
  if (unknownDomain) query.check_email = "1";
  return redirect(contactPath(ctx, query));
}

/** API field errors (400) as the form's own messages, per field. */
function apiFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (field === "sender_email" && messages.includes("form_wrong_email")) fields[field] = ["form_wrong_email"];
    else if (field in ticketSchema.shape) fields[field] = ["service.contact.error.invalid"];
  }
  return fields;
}

async function sendTicket(ctx: RequestContext, form: FormData) {
  const submission = parseWithZod(form, { schema: ticketSchema });
  const files = chosenFiles(form.getAll(ATTACHMENTS_FIELD));
  const problems = await attachmentProblems(files);
  const refused = (reply: SubmissionResult, status: number) =>
    data<ContactActionData>({ form: "ticket", reply, problems, filesDropped: files.length > 0 }, { status });

  if (submission.status !== "success" || problems.length > 0) {
    const fieldErrors = problems.length ? { [ATTACHMENTS_FIELD]: ["service.contact.file_error.refused"] } : undefined;
    return refused(submission.reply({ fieldErrors }), 400);
  }

  const body = new FormData();
  for (const [name, value] of Object.entries(submission.value)) if (value) body.append(name, value);
  for (const file of files) body.append(ATTACHMENTS_FIELD, file, file.name);
  let result;
  try {
    result = await ctx.api.POST("/customer-service/tickets", { body: submission.value, bodySerializer: () => body });
  } catch (error) {
    console.error("[contact] the API could not be reached", error);
    return refused(submission.reply({ formErrors: ["service.contact.error.failed"] }), 503);
  }
  const { data: ticket, error, response } = result;
  if (ticket) return ticketSent(ctx, ticket.id, !isKnownEmailDomain(submission.value.sender_email));

  switch (response.status) {
    case 400:
      return refused(submission.reply({ fieldErrors: apiFieldErrors(error?.errors) }), 400);
    case 413:
    case 422:
      return refused(submission.reply({ formErrors: ["service.contact.file_error.refused"] }), 422);
    case 429:
      return refused(submission.reply({ formErrors: ["service.contact.error.too_many"] }), 429);
    default:
      console.error(`[contact] the API answered ${response.status} to a ticket`);
      return refused(submission.reply({ formErrors: ["service.contact.error.failed"] }), 502);
  }
}

async function stopSms(ctx: RequestContext, form: FormData) {
  const submission = parseWithZod(form, { schema: smsSchema });
  const refused = (reply: SubmissionResult, status: number) =>
    data<ContactActionData>({ form: "sms", reply }, { status });
  if (submission.status !== "success") return refused(submission.reply(), 400);
  try {
    const { response } = await ctx.api.POST("/subscribers/phone-unsubscribe", { body: submission.value });
    if (response.ok) return redirect(`${contactPath(ctx, { sms_stopped: submission.value.list })}#sms`);
    if (response.status === 400 || response.status === 422)
      return refused(submission.reply({ fieldErrors: { phone: ["service.sms.error.phone"] } }), 400);
    if (response.status === 429)
      return refused(submission.reply({ formErrors: ["service.contact.error.too_many"] }), 429);
    console.error(`[contact] the API answered ${response.status} to a phone unsubscribe`);
  } catch (error) {
    console.error("[contact] the API could not be reached", error);
  }
  return refused(submission.reply({ formErrors: ["service.contact.error.failed"] }), 502);
}

/** The contact page's action: a robot's post (honeypot filled) is dropped as if it had been sent. */
export async function contactAction(ctx: RequestContext, request: Request) {
  const form = await parseForm(request, MAX_BODY_BYTES);
  if (form === 413) {
    const reply = formError("service.contact.file_error.too_large");
    return data<ContactActionData>({ form: "ticket", reply, problems: [], filesDropped: true }, { status: 413 });
  }
  if (!(form instanceof FormData)) throw formRefused(form);
  const which = form.get(FORM_FIELD) === "sms" ? "sms" : "ticket";
  if (isHoneypotFilled(form)) {
    return which === "sms" ? redirect(`${contactPath(ctx, { sms_stopped: "1" })}#sms`) : ticketSent(ctx);
  }
  return which === "sms" ? stopSms(ctx, form) : sendTicket(ctx, form);
}
