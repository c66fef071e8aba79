/**
 * The address form's rules (§5), for every form that takes an address (the address book, the
 * checkout…): the same zod shape on the server (the action) and in the browser (Conform), with the
 * API's limits and the postcode rule of the chosen country. Messages are locale keys.
 */
import { z } from "zod";
import type { AddressKind } from "#domain/addresses.js";
import { isCountryCode } from "#domain/countries.js";
import { COUNTRIES } from "#domain/locales.js";
import { isValidPhone } from "#domain/phone.js";
import { validatePostcode, type PostcodeCheck } from "#domain/postcode.js";
import type { components } from "~/generated/api-schema";

export type SavedAddress = components["schemas"]["SavedAddress"] & { kind: AddressKind };

const required = { error: "form.error.required" };
const text = (max: number) => z.string(required).trim().max(max, { message: "addresses.error.too_long" });

export const addressShape = {
  firstname: text(100).optional(),
  lastname: text(100).optional(),
  street: text(200),
  complement: text(200).optional(),
  postcode: z.string(required).trim(),
  city: text(100),
  country_code: z.enum(COUNTRIES, required),
  phone: z
    .string(required)
    .trim()
    .refine((value) => isValidPhone(value), { message: "form.error.phone" }),
};
type AddressShape = typeof addressShape;

/** The locale key saying what a refused postcode should look like. */
export function postcodeErrorKey(check: Exclude<PostcodeCheck, { valid: true }>): string {
  if (check.error === "required") return "form.error.required";
  if (check.rule.kind === "digits") return `addresses.error.postcode_digits_${check.rule.length}`;
  return check.rule.kind === "dutch" ? "addresses.error.postcode_dutch" : "addresses.error.postcode_long";
}

/**
 * Adds the postcode rule of the chosen country to a schema holding the address fields. It runs
 * even when other fields are wrong, so every mistake shows at once.
 */
export function withPostcodeRule<T extends z.ZodObject<AddressShape>>(schema: T): T {
  return schema.superRefine(
    (value, ctx) => {
      const { country_code: country, postcode } = value as { country_code?: unknown; postcode?: unknown };
      if (!isCountryCode(country) || typeof postcode !== "string" || !postcode.trim()) return;
      const check = validatePostcode(country, postcode);
      if (!check.valid) ctx.addIssue({ code: "custom", path: ["postcode"], message: postcodeErrorKey(check) });
    },
    { when: () => true },
  );
}

type AddressValue = z.infer<z.ZodObject<AddressShape>>;

/** The API's body for a parsed address: absent optional lines are sent as null (cleared). */
export function addressBody(value: AddressValue) {
  return {
    firstname: value.firstname ?? null,
    lastname: value.lastname ?? null,
    street: value.street,
    complement: value.complement ?? null,
    postcode: value.postcode,
    city: value.city,
    country_code: value.country_code,
    phone: value.phone,
  };
}

/** The form's values of a saved address (optional lines as empty fields). */
export function addressDefaults(address: SavedAddress) {
  return {
    firstname: address.firstname ?? "",
    lastname: address.lastname ?? "",
    street: address.street,
    complement: address.complement ?? "",
    postcode: address.postcode,
    city: address.city,
    country_code: address.country_code,
    phone: address.phone,
  };
}

type Problem = { type?: string; errors?: Record<string, string[]> };

/**
 * What to show for an address the API refused: its field errors beside the fields (the form
 * checks what the API checks, so these are rare), a full address book, or a failure to retry.
 */
export function addressApiErrors(problem: Problem | undefined): {
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
} {
  if (problem?.type === "TOO_MANY_ADDRESSES") return { formErrors: ["addresses.error.too_many"] };
  const fields = Object.keys(problem?.errors ?? {}).filter((field) => field in addressShape);
  if (fields.length > 0) {
    return { fieldErrors: Object.fromEntries(fields.map((field) => [field, ["addresses.error.invalid"]])) };
  }
  return { formErrors: ["addresses.error.save_failed"] };
}
