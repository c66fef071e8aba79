/**
 * Clients (customers) and their credentials: refresh tokens (shared with staff members: one
 * session mechanism, decision 0041), password-reset tokens and the audit of staff members
 * connecting as a client (impersonation).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { addresses } from "./addresses.js";
import { at, createdAt, id, updatedAt } from "./columns.js";
import {
  carrierEnum,
  contentLocaleEnum,
  countryCodeEnum,
  fraudLabelEnum,
  giftCardStatusEnum,
  shopStatusEnum,
  subscriptionStatusEnum,
  womanSubscriptionStatusEnum,
} from "./enums.js";
import { paymentMethods } from "./money.js";
import { staffMembers } from "./staff.js";

export const clients = pgTable(
  "clients",
  {
    id: id(),
    firstname: text("firstname"),
    lastname: text("lastname"),
    /** Unique case-insensitively (index on lower(email)); stored as typed. */
    email: text("email").notNull(),
    /** argon2 hash of the password (spec field `password`); null until a password is set. */
    passwordHash: text("password_hash"),
    phone: text("phone"),
    locale: contentLocaleEnum("locale").notNull().default("fr"),
    country: countryCodeEnum("country"),
    /** The client chose a locale/country pair; until then one is derived from the address (§4). */
    localeChosen: boolean("locale_chosen").notNull().default(false),
    defaultShippingAddressId: integer("default_shipping_address_id").references((): AnyPgColumn => addresses.id, {
      onDelete: "set null",
    }),
    defaultBillingAddressId: integer("default_billing_address_id").references((): AnyPgColumn => addresses.id, {
      onDelete: "set null",
    }),
    defaultPaymentMethodId: integer("default_payment_method_id").references((): AnyPgColumn => paymentMethods.id, {
      onDelete: "set null",
    }),
    /** E-mail of the sponsor given at signup (the referral row links the two clients). */
    godfatherEmail: text("godfather_email"),
    /** The client's own godfather code, carried by the share link (?godfather=); made on first use. */
    referralCode: text("referral_code").unique("clients_referral_code_key"),
    isOptinKid: boolean("is_optin_kid").notNull().default(false),
    optinSourceKid: text("optin_source_kid"),
    isOptinWoman: boolean("is_optin_woman").notNull().default(false),
    optinSourceWoman: text("optin_source_woman"),
    /** Where the client signed up from (free text sent by the storefront). */
    origin: text("origin"),
    subscriptionStatus: subscriptionStatusEnum("subscription_status").notNull().default("PROSPECT"),
    womanSubscriptionStatus: womanSubscriptionStatusEnum("woman_subscription_status"),
    shopStatus: shopStatusEnum("shop_status").notNull().default("PROSPECT"),
    giftCardStatus: giftCardStatusEnum("gift_card_status"),
    /** The per-client woman-activation flag (§3, §6 gate). */
    isWomanActivated: boolean("is_woman_activated").notNull().default(false),
    /** Loyalty membership gate (§6). */
    isLoyaltyMember: boolean("is_loyalty_member").notNull().default(false),
    /** Preferred return mode (/infos/edit/return-mode). */
    returnMode: carrierEnum("return_mode"),
    /** Set when subscription/request creation flagged the account (§8). */
    fraudLabel: fraudLabelEnum("fraud_label"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("clients_email_lower_key").on(sql`lower(${t.email})`),
    check("clients_email_format", sql`${t.email} like '%_@_%'`),
  ],
);
export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;

/**
 * Refresh tokens, rotated on every use. Tokens of one sign-in share a family; reuse of a rotated
 * token revokes the whole family. Only a hash of the token is stored. A session is a client's or
 * a staff member's, never both.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    hash: text("hash").notNull().unique("refresh_tokens_hash_key"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    rotatedAt: at("rotated_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    index("refresh_tokens_client_id_idx").on(t.clientId),
    index("refresh_tokens_staff_id_idx").on(t.staffId),
    index("refresh_tokens_family_id_idx").on(t.familyId),
    check("refresh_tokens_one_owner", sql`(${t.clientId} is null) <> (${t.staffId} is null)`),
  ],
);
export type RefreshToken = typeof refreshTokens.$inferSelect;

/** Password-reset tokens (hash only), single use. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    hash: text("hash").notNull().unique("password_reset_tokens_hash_key"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("password_reset_tokens_client_id_idx").on(t.clientId)],
);
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;

/** One row per access token a staff member obtained to connect as a client. */
export const connectAsAudit = pgTable(
  "connect_as_audit",
  {
    id: id(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "restrict" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** jti claim of the issued access token. */
    tokenJti: text("token_jti").notNull().unique("connect_as_audit_token_jti_key"),
    /** Address the staff member acted from. */
    ip: text("ip"),
    createdAt: createdAt(),
    expiresAt: at("expires_at"),
  },
  (t) => [index("connect_as_audit_staff_id_idx").on(t.staffId), index("connect_as_audit_client_id_idx").on(t.clientId)],
);
export type ConnectAsAudit = typeof connectAsAudit.$inferSelect;
