/**
 * The account forms' schemas (sign-in, sign-up, reset, /infos/edit…), used on the server by the
 * actions and in the browser by Conform, with the API's own limits (domain/account.ts). Messages
 * are locale keys (form.json), translated where they are shown.
 */
import { z } from "zod";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/account.js";
import { isValidPhone } from "#domain/phone.js";
import { isValidEmail } from "#domain/email.js";
import { COUNTRIES, LOCALE_PAIRS } from "#domain/locales.js";

const required = { error: "form.error.required" };

export const emailField = z
  .string(required)
  .trim()
  .refine((value) => isValidEmail(value), { message: "form.error.email" });

/** A password being chosen: the API's length rule. */
export const newPasswordField = z
  .string(required)
  .min(PASSWORD_MIN_LENGTH, { message: "form.error.password_short" })
  .max(PASSWORD_MAX_LENGTH, { message: "form.error.password_long" });

/** A password being checked: any non-empty text. */
const passwordField = z.string(required).max(PASSWORD_MAX_LENGTH, { message: "form.error.password_long" });

const nameField = z.string(required).trim().max(NAME_MAX_LENGTH, { message: "form.error.too_long" });
const optionalName = nameField.optional();
const checkbox = z.literal("on").optional();

export const loginSchema = z.object({ email: emailField, password: passwordField });

export const signupSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstname: nameField,
  lastname: nameField,
  country: z.enum(COUNTRIES, required),
  is_optin_kid: checkbox,
  is_optin_woman: checkbox,
  godfather_email: emailField.optional(),
});

export const resetRequestSchema = z.object({ email: emailField });

/** Choosing a new password: typed twice, the two must match. */
const newPasswordPair = { password: newPasswordField, password_confirmation: passwordField };
const samePasswords = (value: { password: string; password_confirmation: string }) =>
  value.password === value.password_confirmation;
const mismatch = { message: "form.error.password_mismatch", path: ["password_confirmation"] };

export const resetPasswordSchema = z
  .object({ client_id: z.coerce.number<string>().int().positive(), token: z.string().min(1), ...newPasswordPair })
  .refine(samePasswords, mismatch);

export const changePasswordSchema = z
  .object({ current_password: passwordField, ...newPasswordPair })
  .refine(samePasswords, mismatch);

export const editInfosSchema = z.object({
  firstname: nameField,
  lastname: optionalName,
  email: emailField,
  /** Asked only when the e-mail changes (the action checks that). */
  current_password: passwordField.optional(),
  phone: z
    .string()
    .trim()
    .refine((value) => isValidPhone(value), { message: "form.error.phone" })
    .optional(),
  locale_pair: z.enum(
    LOCALE_PAIRS.map((pair) => pair.tag),
    required,
  ),
  is_optin_kid: checkbox,
  is_optin_woman: checkbox,
});

/**
 * The API's refusal of a chosen password (400 WEAK_PASSWORD: common, guessable, or made of the
 * person's own e-mail or names, decision 0037) as the password field's error; undefined otherwise.
 * The strength estimate's dictionaries stay on the server: the form checks the length only.
 */
export function weakPasswordErrors(error: unknown): { password: string[] } | undefined {
  const type = error && typeof error === "object" && "type" in error ? error.type : undefined;
  return type === "WEAK_PASSWORD" ? { password: ["form.error.password_weak"] } : undefined;
}
