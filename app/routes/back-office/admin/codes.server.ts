/**
 * The new-code form read into the API's body (amounts in euros on the page, cents in the API; days
 * on the page, instants in the API: a code starts at the day's first minute and ends at its last).
 * The API's problems come back per field.
 */
import { data, redirect, type RouterContextProvider } from "react-router";

/** What an action hands its helper. */
type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
import { eurosToCents } from "#domain/back-office.js";
import { readForm } from "~/lib/form.server";
import { flashNotice, requireStaff } from "../staff.server";

export type CodeFormData = { errors: Record<string, string>; values: Record<string, string> };

/** The API's field names that differ from the form's. */
const FIELD_OF: Record<string, string> = { amount_cents: "amount" };

const count = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? "").trim();
  return text === "" ? null : /^\d{1,7}$/.test(text) ? Number(text) : NaN;
};
const day = (raw: FormDataEntryValue | null, time: string) => {
  const text = String(raw ?? "").trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T${time}Z` : null;
};
const choice = <T extends string>(raw: FormDataEntryValue | null, allowed: readonly T[]) =>
  allowed.find((value) => value === raw) ?? null;

export async function createCodeAction({ request, context }: ActionArgs) {
  const staff = await requireStaff({ request, context }, "manage:codes");
  const form = await readForm(request);
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const errors: Record<string, string> = {};
  const percent = count(form.get("percent"));
  const amountText = String(form.get("amount") ?? "").trim();
  const amountCents = amountText === "" ? null : eurosToCents(amountText);
  const minPoints = count(form.get("min_loyalty_points"));
  const maxUses = count(form.get("max_uses"));
  const perClient = count(form.get("max_uses_per_client"));
  if (Number.isNaN(percent)) errors.percent = "back-office-admin.codes.error.invalid";
  if (amountCents === null && amountText !== "") errors.amount = "back-office-admin.codes.error.invalid";
  for (const [field, value] of [
    ["min_loyalty_points", minPoints],
    ["max_uses", maxUses],
    ["max_uses_per_client", perClient],
  ] as const) {
    if (Number.isNaN(value)) errors[field] = "back-office-admin.codes.error.invalid";
  }
  if (Object.keys(errors).length > 0) return data<CodeFormData>({ errors, values }, { status: 400 });

  const {
    data: created,
    error,
    response,
  } = await staff.api.POST("/admin/codes", {
    body: {
      code: String(form.get("code") ?? ""),
      kind: choice(form.get("kind"), ["DISCOUNT", "COUPON", "BIRTHDAY"] as const) ?? "DISCOUNT",
      percent,
      amount_cents: amountCents,
      shipping_fee_offered: form.get("shipping_fee_offered") === "on",
      applies_to: choice(form.get("applies_to"), ["BOX", "SHOP"] as const),
      target: choice(form.get("target"), ["KID", "WOMAN"] as const),
      min_loyalty_points: minPoints,
      max_uses: maxUses,
      max_uses_per_client: perClient,
      starts_at: day(form.get("starts_at"), "00:00:00"),
      expires_at: day(form.get("expires_at"), "23:59:59"),
    },
  });
  if (created) {
    flashNotice(context, "back-office-admin.codes.create.created");
    return redirect(`/back-office/codes/${created.id}`);
  }
  if (response.status === 409) {
    return data<CodeFormData>({ errors: { code: "back-office-admin.codes.error.taken" }, values }, { status: 409 });
  }
  if (response.status === 400) {
    for (const field of Object.keys(error?.errors ?? {})) {
      errors[FIELD_OF[field] ?? field] = "back-office-admin.codes.error.invalid";
    }
    if (Object.keys(errors).length === 0) errors.form = "back-office-admin.codes.error.invalid";
    return data<CodeFormData>({ errors, values }, { status: 400 });
  }
  return data<CodeFormData>({ errors: { form: "back-office-admin.codes.error.failed" }, values }, { status: 502 });
}
