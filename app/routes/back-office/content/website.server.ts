/**
 * What the FAQ and SEO pages share on the server: the posted form kept as typed, its texts in the
 * five content locales, and the API's refusals turned into a message on the field they concern.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { CONTENT_LOCALES, type LocalizedText } from "#domain/locales.js";
import { problemType } from "../problems";
import { flashNotice } from "../staff.server";

/** What was typed, by field name (title_fr, anchor, position…). */
export type FormValues = Record<string, string>;
/** A back-office text key by field name; `_form` when the refusal names no field of the form. */
export type FormErrors = Record<string, string>;
export type Refusal = { values: FormValues; errors: FormErrors };

const E = "back-office-website.error";

export function formValues(form: FormData): FormValues {
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
}

/** One text in the five locales, from the fields `<field>_<locale>`. */
export function localized(values: FormValues, field: string): LocalizedText {
  return Object.fromEntries(
    CONTENT_LOCALES.map((locale) => [locale, values[`${field}_${locale}`] ?? ""]),
  ) as LocalizedText;
}

/** An optional text: null when every locale is left empty (the API then keeps none). */
export function optionalLocalized(values: FormValues, field: string): LocalizedText | null {
  const text = localized(values, field);
  return CONTENT_LOCALES.every((locale) => !text[locale].trim()) ? null : text;
}

/** The form's values as a localized object's fields: { title: { fr: "…" } } → { title_fr: "…" }. */
export function localizedValues(field: string, text: LocalizedText | null): FormValues {
  return Object.fromEntries(CONTENT_LOCALES.map((locale) => [`${field}_${locale}`, text?.[locale] ?? ""]));
}

/** A sort position: empty is none (the API's default), anything but a whole number 0–100,000 an error. */
export function readPosition(values: FormValues, errors: FormErrors): number | undefined {
  const text = (values.position ?? "").trim();
  if (text === "") return undefined;
  if (/^\d{1,6}$/.test(text) && Number(text) <= 100_000) return Number(text);
  errors.position = `${E}.position`;
  return undefined;
}

/** A "yes, delete" box left unticked: nothing is deleted. */
function confirmed(values: FormValues, errors: FormErrors): boolean {
  if (values.confirm === "yes") return true;
  errors.confirm = `${E}.confirm`;
  return false;
}

/** The form field an API error path names: og.image_alt.fr → image_alt_fr, title.de → title_de. */
const fieldOf = (path: string) => path.replace(/^og\./, "").replaceAll(".", "_");

/** The message for a field the API refused, by the kind of field. */
function messageFor(field: string, status: number): string {
  if (status === 409) return `${E}.taken_${field}`;
  if (["anchor", "section", "slug"].includes(field)) return `${E}.key_format`;
  if (["position", "section_id", "og_type", "image_url"].includes(field)) return `${E}.${field}`;
  if (/^(keywords|image_alt)_/.test(field)) return `${E}.text_optional`;
  if (/_(fr|de|nl|es|en)$/.test(field)) return `${E}.text`;
  if (field === "keywords" || field === "image_alt") return `${E}.missing_locales`;
  return `${E}.refused`;
}

/**
 * The API's answer to a refused write, per field of the form (`fields`: the names the form has).
 * A refusal naming none of them, a 404 or a 5xx comes back as a message for the whole form.
 */
export function apiErrors(error: unknown, status: number, fields: readonly string[]): FormErrors {
  if (status === 404) return { _form: `${E}.gone` };
  if (status >= 500) return { _form: `${E}.unavailable` };
  const errors: FormErrors = {};
  const named = (error as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  for (const path of Object.keys(named)) {
    const field = fieldOf(path);
    if (fields.includes(field)) errors[field] = messageFor(field, status);
    else if (fields.includes(`${field}_fr`)) errors[field] = messageFor(field, status);
    else errors._form = `${E}.refused`;
  }
  if (Object.keys(errors).length === 0) errors._form = problemType(error) ? `${E}.refused` : `${E}.unavailable`;
  return errors;
}

/** The page again with what was typed and why it was refused (400, or the API's 4xx). */
export function refuse(values: FormValues, errors: FormErrors, status = 400) {
  return data<Refusal>({ values, errors }, { status: status >= 500 ? 502 : status });
}

/** A row's id from the address; anything but a positive whole number is a 404 page. */
export function idParam(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

/**
 * A delete form's post: nothing happens unless "yes, delete" is ticked; then `remove` asks the API,
 * whose refusal is shown, and a deletion says so (`notice`) on the page it leads to.
 */
export async function confirmedDelete(
  context: Readonly<RouterContextProvider>,
  values: FormValues,
  remove: () => Promise<{ error?: unknown; response: Response }>,
  notice: string,
  target: string,
) {
  const errors: FormErrors = {};
  if (!confirmed(values, errors)) return refuse(values, errors);
  const { error, response } = await remove();
  if (!response.ok) return refuse(values, apiErrors(error, response.status, []), response.status);
  flashNotice(context, notice);
  throw redirect(target);
}
