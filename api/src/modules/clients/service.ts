/**
 * Client reads and writes shared by the client and admin routes.
 */
import { createHash, createHmac } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { AppDatabase } from "../../db/client.js";
import type { z } from "zod";
import {
  addresses,
  clients,
  paymentMethods,
  profiles,
  type Address,
  type Client,
  type NewClient,
} from "../../db/schema/index.js";
import { isTemporaryEmail } from "#domain/account.js";
import { normalizeEmail } from "#domain/email.js";
import type { ContentLocale, CountryCode } from "#domain/locales.js";
import { ApiError } from "../../plugins/errors.js";
import { hashPassword, requireStrongPassword } from "./passwords.js";
import type { ClientResponse, CreateClientBody } from "./schemas.js";

/** Code of a unique violation in PostgreSQL (and PGlite). */
const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export const emailTaken = () =>
  ApiError.conflict("EMAIL_TAKEN", "An account already exists with this email", {
    email: ["An account already exists with this email"],
  });

/** The country a new client gets when the sign-up names none: its language's home country. */
export const HOME_COUNTRY: Record<ContentLocale, CountryCode | null> = {
  fr: "FR",
  de: "DE",
  nl: "NL",
  es: "ES",
  en: null,
};

/**
 * The client row of a sign-up (POST clients, and POST clients/me/registration for a temporary
 * account): the address normalised, the password hashed, the sponsor not the client itself.
 */
export async function signupValues(body: z.infer<typeof CreateClientBody>, locale: ContentLocale) {
  const email = normalizeEmail(body.email);
  if (body.godfather_email && normalizeEmail(body.godfather_email) === email) {
    throw ApiError.badRequest("Invalid sponsor", { godfather_email: ["You cannot be your own sponsor"] });
  }
  requireStrongPassword(body.password, body);
  return {
    email,
    passwordHash: await hashPassword(body.password),
    firstname: body.firstname ?? null,
    lastname: body.lastname ?? null,
    locale,
    country: body.country ?? HOME_COUNTRY[locale],
    godfatherEmail: body.godfather_email ? normalizeEmail(body.godfather_email) : null,
    isOptinKid: body.is_optin_kid ?? false,
    optinSourceKid: body.optin_source_kid ?? null,
    isOptinWoman: body.is_optin_woman ?? false,
    optinSourceWoman: body.optin_source_woman ?? null,
    origin: body.origin ?? null,
  } satisfies NewClient;
}

export async function findClientById(db: AppDatabase, id: number): Promise<Client | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

/** The row of the client signed in by requireClient (a client removed since answers 401). */
export async function signedInClient(db: AppDatabase, request: FastifyRequest): Promise<Client> {
  const client = await findClientById(db, request.clientId);
  if (!client) throw ApiError.unauthorized("This account no longer exists");
  return client;
}

/** Case-insensitive lookup (the unique index is on lower(email)). */
export async function findClientByEmail(db: AppDatabase, email: string): Promise<Client | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(sql`lower(${clients.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

export async function emailBelongsToAnother(db: AppDatabase, email: string, clientId: number): Promise<boolean> {
  const found = await findClientByEmail(db, email);
  return found !== undefined && found.id !== clientId;
}

/** The columns of an address the API answers (§3 Address). */
type AddressFields = Pick<
  Address,
  "id" | "firstname" | "lastname" | "street" | "complement" | "postcode" | "city" | "countryCode" | "phone"
>;

/** An address as the API answers it (§3 Address); the address book adds its kind and whether it is the default. */
export function addressOut(row: AddressFields) {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street,
    complement: row.complement,
    postcode: row.postcode,
    city: row.city,
    country_code: row.countryCode,
    phone: row.phone,
  };
}

/** An address's columns the API answers, read from a joined copy of the addresses table. */
const addressColumns = <Name extends string>(a: ReturnType<typeof alias<typeof addresses, Name>>) => ({
  id: a.id,
  firstname: a.firstname,
  lastname: a.lastname,
  street: a.street,
  complement: a.complement,
  postcode: a.postcode,
  city: a.city,
  countryCode: a.countryCode,
  phone: a.phone,
});

/**
 * The client's columns GET clients/me answers, not the eight others it would drop (the password hash,
 * the referral code, the fraud label…): each column read is sent, mapped and dropped per request
 * (decision 0073).
 */
const clientColumns = {
  id: clients.id,
  firstname: clients.firstname,
  lastname: clients.lastname,
  email: clients.email,
  phone: clients.phone,
  locale: clients.locale,
  country: clients.country,
  godfatherEmail: clients.godfatherEmail,
  isOptinKid: clients.isOptinKid,
  optinSourceKid: clients.optinSourceKid,
  isOptinWoman: clients.isOptinWoman,
  optinSourceWoman: clients.optinSourceWoman,
  origin: clients.origin,
  subscriptionStatus: clients.subscriptionStatus,
  womanSubscriptionStatus: clients.womanSubscriptionStatus,
  shopStatus: clients.shopStatus,
  giftCardStatus: clients.giftCardStatus,
  isWomanActivated: clients.isWomanActivated,
  isLoyaltyMember: clients.isLoyaltyMember,
  localeChosen: clients.localeChosen,
  createdAt: clients.createdAt,
};

/**
 * The statement of clientResponse, made once per database: the client row left-joined to its
 * default addresses and payment method (each only when it is the client's own, the payment method
 * not deleted), prepared so the query is built once and a PostgreSQL server plans it once per
 * connection in one round trip (decision 0056).
 */
function prepareClientRead(db: AppDatabase) {
  const shipping = alias(addresses, "shipping");
  const billing = alias(addresses, "billing");
  const method = alias(paymentMethods, "method");
  return db
    .select({
      client: clientColumns,
      shipping: addressColumns(shipping),
      billing: addressColumns(billing),
      payment: {
        id: method.id,
        gateway: method.gateway,
        platform: method.platform,
        brand: method.brand,
        last4: method.last4,
        expiration_date: method.expirationDate,
      },
    })
    .from(clients)
    .leftJoin(shipping, and(eq(shipping.id, clients.defaultShippingAddressId), eq(shipping.clientId, clients.id)))
    .leftJoin(billing, and(eq(billing.id, clients.defaultBillingAddressId), eq(billing.clientId, clients.id)))
    .leftJoin(
      method,
      and(eq(method.id, clients.defaultPaymentMethodId), eq(method.clientId, clients.id), isNull(method.deletedAt)),
    )
    .where(eq(clients.id, sql.placeholder("clientId")))
    .limit(1)
    .prepare("client_response");
}
const clientReads = new WeakMap<AppDatabase, ReturnType<typeof prepareClientRead>>();

/**
 * The §3 Client as GET clients/me answers it (never the password): the client, its default
 * addresses and payment method in one statement (decisions 0051, 0056). A client removed since answers 401.
 */
export async function clientResponse(db: AppDatabase, clientId: number, connectedAs: boolean): Promise<ClientResponse> {
  let read = clientReads.get(db);
  if (!read) clientReads.set(db, (read = prepareClientRead(db)));
  const [row] = await read.execute({ clientId });
  if (!row) throw ApiError.unauthorized("This account no longer exists");
  const { client, shipping, billing, payment } = row;
  return {
    id: client.id,
    firstname: client.firstname,
    lastname: client.lastname,
    email: client.email,
    phone: client.phone,
    locale: client.locale,
    country: client.country,
    default_shipping_address: shipping && addressOut(shipping),
    default_billing_address: billing && addressOut(billing),
    default_payment_method: payment,
    godfather_email: client.godfatherEmail,
    is_optin_kid: client.isOptinKid,
    optin_source_kid: client.optinSourceKid,
    is_optin_woman: client.isOptinWoman,
    optin_source_woman: client.optinSourceWoman,
    origin: client.origin,
    subscription_status: client.subscriptionStatus,
    woman_subscription_status: client.womanSubscriptionStatus,
    shop_status: client.shopStatus,
    gift_card_status: client.giftCardStatus,
    is_woman_activated: client.isWomanActivated,
    is_loyalty_member: client.isLoyaltyMember,
    locale_chosen: client.localeChosen,
    is_temporary: isTemporaryEmail(client.email),
    created_at: client.createdAt.toISOString(),
    connected_as: connectedAs,
  };
}

/** sha256 (hex) of the normalised e-mail, as analytics tags expect. */
export function hashedEmail(email: string): string {
  return createHash("sha256").update(normalizeEmail(email), "utf8").digest("hex");
}

/**
 * GET get_client_hash: an integer from an HMAC-SHA256 of the normalised e-mail keyed with the
 * server secret (first 6 bytes, so it stays a safe JavaScript integer).
 */
export function clientHash(secret: string, email: string): number {
  const digest = createHmac("sha256", secret)
    .update(`client-hash:${normalizeEmail(email)}`, "utf8")
    .digest();
  return digest.readUIntBE(0, 6);
}

/** Kid and woman profiles of the client (soft-deleted ones excluded). */
export async function profileCounts(db: AppDatabase, clientId: number): Promise<{ kid: number; woman: number }> {
  const rows = await db
    .select({ type: profiles.profileType, n: count() })
    .from(profiles)
    .where(and(eq(profiles.clientId, clientId), isNull(profiles.deletedAt)))
    .groupBy(profiles.profileType);
  const of = (type: string) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  return { kid: of("KID"), woman: of("WOMAN") };
}
