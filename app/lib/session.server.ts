import { parse } from "cookie";
import { createCookie, createCookieSessionStorage, type Cookie, type Session } from "react-router";
import { env } from "./env.server";
import type { CheckoutChoices } from "./checkout-form";

export type NewsletterOutcome = {
  status: "subscribed" | "missing" | "invalid" | "failed";
  email: string;
  unknownDomain: boolean;
  list: "KID" | "WOMAN";
};

export type SessionData = {
  access_token: string;
  refresh_token: string;
  client_id: number;
  /** Set while an administrator acts as this client. */
  connect_as: boolean;
  /** A payment return (sessionId + redirectResult or Adyen's sessionResult) kept for the payment pages. */
  payment_redirect: { sessionId: string; redirectResult?: string; sessionResult?: string };
  /** A failed payment's message (a locale key) flashed from the return page to the checkout (§8). */
  payment_error: string;
  /** The order sent to the provider's payment page, given back if the shopper returns to the shop unpaid (decision 0029). */
  pending_order: number;
  /** The checkout's last choices sent to the payment page, filled in again after a decline (decision 0029). */
  checkout_choices: CheckoutChoices;
  /** PayPal setup-intent secret kept after ?paypalAdded=true&redirect_status=succeeded. */
  paypal_setup_intent_secret: string;
  /** Landing suggestion parameters (sugg_t, sugg_b, sugg_g) and preloaded wishes. */
  /** The profile the pages are about (§2: from kidId, profileId, requestId… or ?profileId). */
  active_profile_id: number;
  /** A confirmation (a locale key) flashed to the page a form redirected to: "password changed"… */
  notice: string;
  /** Why the last change to the cart was refused (a cart.json key), shown once on /shop/cart. */
  cart_error: string;
  /** The newsletter form's outcome, flashed across the redirect of a JavaScript-less post. */
  newsletter: NewsletterOutcome;
  /** A subscription cancellation's receipt (JSON), flashed to its confirmation page (decision 0046). */
  subscription_cancellation: string;
  landing_suggestions: {
    top_size?: string;
    bottom_size?: string;
    gender?: string;
    wishes?: { id: string; variant_id?: string }[];
  };
};
export type AppSession = Session<SessionData>;

/** Signed session cookies checked once, then known by their text. */
const CHECKED_MAX = 2_000;

/**
 * The cookie with its signature checked once per text: a signed value checks the same every time,
 * and the check (HMAC through WebCrypto) was 5–7 % of a signed-in page's storefront CPU (decision
 * 0069). Keyed by the cookie's raw text, so only the very same cookie finds a result; each request
 * gets its own copy of the data, which its session may change.
 */
export function checkedOnce(cookie: Cookie): Cookie {
  const checked = new Map<string, unknown>();
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    async parse(header, options) {
      const text = header ? parse(header, { decode: (raw) => raw })[cookie.name] : undefined;
      if (!text || options) return cookie.parse(header, options);
      if (!checked.has(text)) {
        checked.set(text, await cookie.parse(header));
        // Oldest first: a Map keeps insertion order
        if (checked.size > CHECKED_MAX) checked.delete(checked.keys().next().value!);
      }
      return structuredClone(checked.get(text));
    },
  };
}

/** §9: auth cookies one year, lax, httpOnly, secure in production. */
export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: checkedOnce(
    createCookie("__session", {
      httpOnly: true,
      sameSite: "lax",
      secure: env.isProduction,
      path: "/",
      maxAge: 31_536_000,
      secrets: env.sessionSecrets,
    }),
  ),
});

/** Shows a confirmation on the next page (read once by the root loader). */
export function flashNotice(session: AppSession, key: string) {
  session.flash("notice", key);
}

export function clearAuth(session: AppSession) {
  session.unset("access_token");
  session.unset("refresh_token");
  session.unset("client_id");
  session.unset("connect_as");
}

/** A new session on every sign-in: nothing of a previous visitor's state carries over. */
export function renewSession(
  session: AppSession,
  tokens: { access_token: string; refresh_token: string; client_id: number },
) {
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
  session.set("access_token", tokens.access_token);
  session.set("refresh_token", tokens.refresh_token);
  session.set("client_id", tokens.client_id);
}
