/**
 * The ticket page's actions: a reply with its files, forwarded as multipart to
 * POST admin/tickets/{id}/replies (files checked by the API on their content), and a status change.
 */
import { data, redirect, type RouterContextProvider } from "react-router";

/** What an action hands its helper. */
type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#domain/attachments.js";
import { parseForm, formRefused } from "~/lib/form.server";
import { flashNotice, requireStaff } from "../staff.server";

/** The files at their limit plus room for the reply's text. */
const MAX_BODY_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 256 * 1024;
const STATUSES = ["OPEN", "ANSWERED", "CLOSED"] as const;

export type TicketActionData = { errors: Record<string, string>; body?: string };

export async function ticketAction({ request, context }: ActionArgs, ticketId: number) {
  const staff = await requireStaff({ request, context }, "reply:ticket");
  const form = await parseForm(request, MAX_BODY_BYTES);
  if (form === 413)
    return data<TicketActionData>({ errors: { attachments: "back-office-customers.error.files" } }, { status: 413 });
  if (!(form instanceof FormData)) throw formRefused(form);
  const back = `/back-office/customers/tickets/${ticketId}`;

  if (form.get("intent") === "status") {
    const status = String(form.get("status") ?? "");
    const chosen = STATUSES.find((s) => s === status);
    if (!chosen) throw data(null, { status: 400 });
    const { response } = await staff.api.PATCH("/admin/tickets/{id}", {
      params: { path: { id: ticketId } },
      body: { status: chosen },
    });
    if (!response.ok)
      return data<TicketActionData>({ errors: { form: "back-office-customers.error.failed" } }, { status: 502 });
    flashNotice(context, "back-office-customers.ticket.status_saved");
    return redirect(back);
  }

  const text = String(form.get("body") ?? "").trim();
  if (!text)
    return data<TicketActionData>({ errors: { body: "back-office-customers.error.required" } }, { status: 400 });
  const files = form.getAll("attachments").filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length > MAX_ATTACHMENTS || files.some((f) => f.size > MAX_ATTACHMENT_BYTES)) {
    return data<TicketActionData>(
      { errors: { attachments: "back-office-customers.error.files" }, body: text },
      { status: 400 },
    );
  }
  const body = new FormData();
  body.append("body", text);
  if (form.get("close")) body.append("close", "true");
  for (const file of files) body.append("attachments", file, file.name);
  const { response } = await staff.api.POST("/admin/tickets/{id}/replies", {
    params: { path: { id: ticketId } },
    body: { body: text },
    bodySerializer: () => body,
  });
  if (response.status === 422) {
    return data<TicketActionData>(
      { errors: { attachments: "back-office-customers.error.files" }, body: text },
      { status: 422 },
    );
  }
  if (!response.ok) {
    return data<TicketActionData>(
      { errors: { form: "back-office-customers.error.failed" }, body: text },
      { status: 502 },
    );
  }
  flashNotice(context, "back-office-customers.ticket.sent");
  return redirect(back);
}
