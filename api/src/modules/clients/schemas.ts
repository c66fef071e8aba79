/**
 * Request and response schemas of the auth and client calls (§3 Client, Token response; §7).
 * Field names are the spec's (snake_case); the database columns are camelCase (Drizzle).
 */
import { z } from "zod";
import { CONTENT_LOCALES, COUNTRIES } from "#domain/locales.js";
import { isValidEmail } from "#domain/email.js";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/account.js";
import { isValidPhone } from "#domain/phone.js";

// ── Building blocks ────────────────────────────────────────────────────────────────────────────

/** An e-mail in the §5 format (domain/email.ts), surrounding spaces ignored. */
export const EmailInput = z
  .string()
  .trim()
  .refine((value) => isValidEmail(value), { message: "Invalid email" })
  .meta({ description: "E-mail address (§5 format)", example: "marie@example.com" });

export const PasswordInput = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  .meta({ description: `At least ${PASSWORD_MIN_LENGTH} characters` });

/** A person's name: trimmed, not blank. */
const NameInput = z.string().trim().min(1, { message: "Must not be empty" }).max(NAME_MAX_LENGTH);
/** Free text such as an opt-in source or a signup origin ('Footer HP', 'quiz'…). */
const SourceInput = z.string().trim().max(100);
const PhoneInput = z
  .string()
  .trim()
  .refine((value) => isValidPhone(value), { message: "Invalid phone number" });

export const LocaleSchema = z.enum(CONTENT_LOCALES).meta({ description: "Client language (fr, de, nl, es, en)" });
export const CountrySchema = z.enum(COUNTRIES).meta({ description: "Country code of §1" });

/** A positive integer id, given as a JSON number or as digits (links carry it as text). */
export const IdInput = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { message: "Invalid id" })
    .transform(Number),
]);

// ── Requests ───────────────────────────────────────────────────────────────────────────────────

export const ClientHashQuery = z.object({ email: EmailInput });

export const CredentialsBody = z.object({
  email: EmailInput,
  // Sign-in checks what is stored; the length rule applies when a password is chosen.
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

export const RefreshBody = z.object({ refresh_token: z.string().min(1).max(200) });

export const CreateClientBody = z.object({
  email: EmailInput,
  password: PasswordInput,
  firstname: NameInput.optional(),
  lastname: NameInput.optional(),
  godfather_email: EmailInput.nullish(),
  godfather_code: z.string().trim().max(40).nullish().meta({
    description:
      "A share link's godfather code (?godfather=), used when godfather_email is absent; an unknown code is ignored",
  }),
  is_optin_kid: z.boolean().optional(),
  optin_source_kid: SourceInput.nullish(),
  is_optin_woman: z.boolean().optional(),
  optin_source_woman: SourceInput.nullish(),
  origin: SourceInput.nullish(),
  country: CountrySchema.optional(),
});

/** POST clients/temporary: the visitor's language and country, for the e-mails and the delays until the registration. */
export const TemporaryClientBody = z.object({
  locale: LocaleSchema.optional().meta({ description: "Defaults to the request's language (Accept-Language)" }),
  country: CountrySchema.optional().meta({ description: "Defaults to the language's home country" }),
});

/** POST clients/me/registration completes a temporary account with the sign-up's fields and rules. */
export const RegistrationBody = CreateClientBody;

export const PatchClientBody = z
  .object({
    firstname: NameInput,
    lastname: NameInput,
    email: EmailInput,
    phone: PhoneInput.nullable(),
    locale: LocaleSchema,
    country: CountrySchema,
    /** True once the client picked a locale/country pair (§4 locale choice). */
    locale_chosen: z.boolean(),
    is_optin_kid: z.boolean(),
    optin_source_kid: SourceInput.nullable(),
    is_optin_woman: z.boolean(),
    optin_source_woman: SourceInput.nullable(),
    /** New password (/infos/edit/password); needs current_password, as a new e-mail does. */
    password: PasswordInput,
    current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .partial();

export const SendResetBody = z.object({ email: EmailInput });

export const ResetPasswordBody = z.object({
  client_id: IdInput,
  password: PasswordInput,
  token: z.string().min(1).max(200),
});

/** POST clients/email-change/revert: the token of the link the previous address was sent. */
export const RevertEmailChangeBody = z.object({ token: z.string().min(1).max(2000) });

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

export const TokenResponseSchema = z
  .object({
    access_token: z.string().meta({ description: "Short-lived bearer JWT" }),
    refresh_token: z.string().meta({ description: "Opaque, single use: PUT clients/token returns a new pair" }),
    client_id: z.number().int(),
  })
  .meta({ id: "TokenResponse" });

export const AddressSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    street: z.string(),
    complement: z.string().nullable(),
    postcode: z.string(),
    city: z.string(),
    country_code: CountrySchema,
    phone: z.string(),
  })
  .meta({ id: "ClientAddress" });

export const PaymentMethodSummarySchema = z
  .object({
    id: z.number().int(),
    gateway: z.string(),
    platform: z.string(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expiration_date: z
      .string()
      .nullable()
      .meta({ description: "Last valid day (YYYY-MM-DD); null when it does not expire" }),
  })
  .meta({ id: "ClientPaymentMethodSummary" });

export const SubscriptionStatusSchema = z.enum([
  "PROSPECT",
  "PROSPECT_WITH_KID",
  "ONGOING_SUBSCRIPTION",
  "PAUSED_SUBSCRIPTION",
]);
export const WomanSubscriptionStatusSchema = z.enum([
  "PROSPECT",
  "PROSPECT_WITH_WOMAN",
  "ONGOING_SUBSCRIPTION",
  "PAUSED_SUBSCRIPTION",
]);
export const ShopStatusSchema = z.enum(["PROSPECT", "PROSPECT_WITH_CART", "ORDERED"]);
export const GiftCardStatusSchema = z.enum(["GIVER"]);

export const ClientSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    locale: LocaleSchema,
    country: CountrySchema.nullable(),
    default_shipping_address: AddressSchema.nullable(),
    default_billing_address: AddressSchema.nullable(),
    default_payment_method: PaymentMethodSummarySchema.nullable(),
    godfather_email: z.string().nullable(),
    is_optin_kid: z.boolean(),
    optin_source_kid: z.string().nullable(),
    is_optin_woman: z.boolean(),
    optin_source_woman: z.string().nullable(),
    origin: z.string().nullable(),
    subscription_status: SubscriptionStatusSchema,
    woman_subscription_status: WomanSubscriptionStatusSchema.nullable(),
    shop_status: ShopStatusSchema,
    gift_card_status: GiftCardStatusSchema.nullable(),
    is_woman_activated: z.boolean(),
    is_loyalty_member: z.boolean(),
    locale_chosen: z.boolean(),
    is_temporary: z.boolean().meta({
      description:
        "True for a visitor's temporary account (POST clients/temporary) until POST clients/me/registration completes it",
    }),
    created_at: z.string().meta({ format: "date-time" }),
    connected_as: z.boolean().meta({ description: "True when the bearer token is a staff member's connect-as token" }),
  })
  .meta({ id: "Client" });
export type ClientResponse = z.infer<typeof ClientSchema>;

export const DataLayerSchema = z
  .object({
    client_id: z.number().int(),
    hashed_email: z.string().meta({ description: "sha256 (hex) of the trimmed, lower-cased e-mail" }),
    subscription_status: SubscriptionStatusSchema,
    woman_subscription_status: WomanSubscriptionStatusSchema.nullable(),
    shop_status: ShopStatusSchema,
    gift_card_status: GiftCardStatusSchema.nullable(),
    is_woman_activated: z.boolean(),
    kid_count: z.number().int(),
    woman_count: z.number().int(),
    country: CountrySchema.nullable(),
    locale: LocaleSchema,
    connected_as: z.boolean(),
  })
  .meta({ id: "ClientDataLayer", description: "Analytics-safe client data: no names, no raw e-mail" });

export const RevertEmailChangeSchema = z
  .object({ email: z.string().meta({ description: "The address given back to the account" }) })
  .meta({ id: "EmailChangeReverted" });

export const ClientHashSchema = z.object({
  hash: z.number().int().nonnegative().meta({ description: "Integer derived from an HMAC of the lower-cased e-mail" }),
});
