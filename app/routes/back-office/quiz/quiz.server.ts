import { data } from "react-router";
import { CONTENT_LOCALES, type LocalizedText } from "#domain/locales.js";
import { normalizeProfileType, type ProfileType } from "#domain/profiles.js";
import { orThrow } from "~/lib/api.server";
import type { Staff } from "../staff.server";

/** The profile type of the address (kid, woman); another one is a 404 page. */
export function profileTypeOf(raw: string | null | undefined): ProfileType {
  const type = normalizeProfileType(raw);
  if (!type || raw !== raw?.toLowerCase()) throw data(null, { status: 404 });
  return type;
}

/** The quiz of a profile type in every locale, inactive choices included. */
export function loadQuiz(api: Staff["api"], type: ProfileType) {
  return api.GET("/admin/quiz", { params: { query: { profile_type: type } } }).then(orThrow);
}

/** A text typed once per content locale (fields {prefix}_fr…). */
export function typedText(form: FormData, prefix: string): LocalizedText {
  return Object.fromEntries(
    CONTENT_LOCALES.map((locale) => [locale, String(form.get(`${prefix}_${locale}`) ?? "").trim()]),
  ) as LocalizedText;
}

/**
 * A text's errors (field name → back-office-quiz error key): needed in every locale, or — when
 * optional — in all of them or none; at most `max` characters.
 */
export function textErrors(
  text: LocalizedText,
  prefix: string,
  max: number,
  required: boolean,
): Record<string, string> {
  const some = CONTENT_LOCALES.some((locale) => text[locale] !== "");
  const errors: Record<string, string> = {};
  for (const locale of CONTENT_LOCALES) {
    if (text[locale].length > max) errors[`${prefix}_${locale}`] = "error.too_long";
    else if (!text[locale] && (required || some)) errors[`${prefix}_${locale}`] = "error.required";
  }
  return errors;
}

/** An optional text as the API takes it: null when no locale is written. */
export const orNull = (text: LocalizedText) => (CONTENT_LOCALES.some((locale) => text[locale]) ? text : null);
