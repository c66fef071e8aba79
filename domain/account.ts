/**
 * Rules of a client's own fields, shared by the API (what it accepts) and the storefront's forms
 * (what they check before posting), so both say the same thing.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 takes any length; a ceiling keeps a huge body from costing hashing time. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;

/**
 * §9 "temporary signup e-mail": a visitor who starts the quiz gets an account at this app-owned
 * domain (quiz-<random>@signup.lamalle.test) until the registration gives it a real address.
 */
export const TEMPORARY_EMAIL_DOMAIN = "@signup.lamalle.test";

/** An account still on its temporary sign-up e-mail: a registration that is not complete yet. */
export function isTemporaryEmail(email: string): boolean {
  return email.toLowerCase().endsWith(TEMPORARY_EMAIL_DOMAIN);
}

/** Newsletter sources (§3 Newsletter subscriber) and sign-up origins, as the CRM reads them. */
export const SIGNUP_SOURCES = {
  kid: { optinSource: "Signup quiz", origin: "quiz-signup-kid" },
  woman: { optinSource: "Signup quiz Femme", origin: "quiz-signup-woman" },
} as const;
export type SignupAudience = keyof typeof SIGNUP_SOURCES;

export type ClientStatuses = {
  subscription_status: "PROSPECT" | "PROSPECT_WITH_KID" | "ONGOING_SUBSCRIPTION" | "PAUSED_SUBSCRIPTION";
  woman_subscription_status: "PROSPECT" | "PROSPECT_WITH_WOMAN" | "ONGOING_SUBSCRIPTION" | "PAUSED_SUBSCRIPTION" | null;
  shop_status: "PROSPECT" | "PROSPECT_WITH_CART" | "ORDERED";
  gift_card_status: "GIVER" | null;
};

export const CLIENT_KINDS = ["visitor", "prospect", "subscriber", "paused", "shop_client", "gift_card_giver"] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/**
 * §4 "Client kind derived from statuses". A client is what their strongest tie says: an ongoing
 * box (kid or woman) first, then a paused one, then shop orders, then gift cards given; anyone
 * else signed in is a prospect, and nobody signed in is a visitor.
 */
export function clientKind(client: ClientStatuses | null | undefined): ClientKind {
  if (!client) return "visitor";
  const box = [client.subscription_status, client.woman_subscription_status];
  if (box.includes("ONGOING_SUBSCRIPTION")) return "subscriber";
  if (box.includes("PAUSED_SUBSCRIPTION")) return "paused";
  if (client.shop_status === "ORDERED") return "shop_client";
  if (client.gift_card_status === "GIVER") return "gift_card_giver";
  return "prospect";
}
