/**
 * Request and response schemas of the address calls (§3 Address; §7 "Money and addresses").
 * The postcode's format depends on the country, so the routes check it with domain/postcode.ts.
 */
import { z } from "zod";
import { ADDRESS_KINDS, type RequiredAddressField } from "#domain/addresses.js";
import { COUNTRIES } from "#domain/locales.js";
import { isValidPhone } from "#domain/phone.js";
import { AddressSchema, CountrySchema } from "../clients/index.js";

/** §5: the fields an address cannot go without, with the message of each. */
export const REQUIRED_ADDRESS_FIELDS: Record<RequiredAddressField, string> = {
  street: "A street is required",
  postcode: "A postcode is required",
  city: "A city is required",
  country_code: "A country is required",
  phone: "A phone number is required",
};
export const MISSING_FIELDS_TITLE = "You need to include all the required fields";

const RequiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: "This field is required" })
    .max(max, { message: `At most ${max} characters` });
/** An optional line: blank is the same as absent (null). */
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .nullish()
    .transform((value) => value || null);

const AddressFields = {
  firstname: OptionalText(100).meta({ description: "Recipient's first name; the client's own when absent" }),
  lastname: OptionalText(100),
  street: RequiredText(200),
  complement: OptionalText(200).meta({ description: "Building, floor, company…" }),
  postcode: z
    .string()
    .max(20)
    .meta({ description: "§5 rules by country; answered normalised (NL '1234 AB')", example: "75011" }),
  city: RequiredText(100),
  country_code: CountrySchema,
  phone: z
    .string()
    .trim()
    .refine(isValidPhone, { message: "Invalid phone number" })
    .meta({ example: "+33 6 12 34 56 78" }),
};
const SetDefault = z.boolean().meta({
  description:
    "true: the address becomes the client's default of its kind (the first one of a kind always does). A default changes only when another address becomes the default.",
});

export const CreateAddressBody = z.object({ ...AddressFields, set_default: SetDefault.optional() });
export const UpdateAddressBody = z.object({ ...AddressFields, set_default: SetDefault }).partial();
export type AddressInput = z.infer<typeof CreateAddressBody>;

export const AddressIdParams = z.object({
  // Nine digits at most: ids are PostgreSQL integers
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, { message: "Invalid id" })
    .transform(Number),
});

export const SavedAddressSchema = AddressSchema.extend({
  kind: z.enum(ADDRESS_KINDS),
  is_default: z.boolean().meta({ description: "The client's default address of this kind" }),
}).meta({ id: "SavedAddress" });
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const TownsQuery = z.object({
  country: z.enum(COUNTRIES),
  postcode: z.string().max(20),
});
export const TownsSchema = z
  .object({ towns: z.array(z.string()).meta({ description: "Town names, sorted; empty when none is known" }) })
  .meta({ id: "Towns" });
