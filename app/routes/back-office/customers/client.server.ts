/**
 * The client page's actions (decision 0044): an internal note, a goodwill credit (the form's key
 * makes a double submit one credit), connect-as (the browser goes to the shop with the token, as
 * the storefront's impersonation flow expects).
 */
import { data, redirect, type RouterContextProvider } from "react-router";

/** What an action hands its helper. */
type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
import { MAX_GOODWILL_CENTS, eurosToCents } from "#domain/back-office.js";
import { isSiteLanguage } from "#domain/locales.js";
import { readForm } from "~/lib/form.server";
import { localizePath } from "~/lib/paths";
import { flashNotice, requireStaff } from "../staff.server";

export type ClientActionData = { intent: string; errors: Record<string, string> };

const refused = (intent: string, errors: Record<string, string>) =>
  data<ClientActionData>({ intent, errors }, { status: 400 });

export async function clientAction({ request, context }: ActionArgs, clientId: number) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const back = `/back-office/customers/${clientId}`;

  if (intent === "note") {
    const staff = await requireStaff({ request, context }, "reply:ticket");
    const body = String(form.get("body") ?? "").trim();
    if (!body) return refused(intent, { body: "back-office-customers.error.required" });
    const { response } = await staff.api.POST("/admin/clients/{id}/notes", {
      params: { path: { id: clientId } },
      body: { body: body.slice(0, 5000) },
    });
    if (!response.ok) return refused(intent, { form: "back-office-customers.error.failed" });
    flashNotice(context, "back-office-customers.note.saved");
    return redirect(back);
  }

  if (intent === "goodwill") {
    const staff = await requireStaff({ request, context }, "credit:wallet");
    const cents = eurosToCents(String(form.get("amount") ?? ""));
    const reason = String(form.get("reason") ?? "").trim();
    const key = String(form.get("idempotency_key") ?? "");
    const errors: Record<string, string> = {};
    if (cents === null || cents < 1 || cents > MAX_GOODWILL_CENTS) errors.amount = "back-office-customers.error.amount";
    if (!reason) errors.reason = "back-office-customers.error.required";
    if (Object.keys(errors).length > 0 || cents === null) return refused(intent, errors);
    const { data: credit, response } = await staff.api.POST("/admin/clients/{id}/goodwill-credits", {
      params: { path: { id: clientId } },
      body: { amount_cents: cents, reason: reason.slice(0, 500), idempotency_key: key },
    });
    if (!credit)
      return refused(intent, { form: "back-office-customers.error.failed", status: String(response.status) });
    flashNotice(
      context,
      credit.created ? "back-office-customers.goodwill.saved" : "back-office-customers.goodwill.already",
    );
    return redirect(back);
  }

  if (intent === "connect-as") {
    const staff = await requireStaff({ request, context }, "connect-as:client");
    const { data: token } = await staff.api.POST("/admin/clients/{id}/connect-as", {
      params: { path: { id: clientId } },
    });
    if (!token) return refused(intent, { form: "back-office-customers.error.failed" });
    const locale = String(form.get("locale") ?? "");
    // The shop in the family's language (an English-speaking family reads the French site: it has no English one)
    const path = localizePath("/infos", isSiteLanguage(locale) ? locale : "fr");
    return redirect(`${path}?connect-as-access-token=${encodeURIComponent(token.access_token)}`);
  }

  throw data(null, { status: 400 });
}
