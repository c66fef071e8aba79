import { validateTrackingId } from "#domain/tracking.js";
import type { PaymentKeys } from "./embedded-payment";
/** Storefront configuration, read once from the environment. */
const isProduction = process.env.NODE_ENV === "production";

/**
 * A key the browser will see: only a publishable one (pk_…, Adyen's test_…/live_… client key), so a
 * secret key set here by mistake stops the server instead of reaching every shopper.
 */
function publicKey(name: string, pattern: RegExp): string | undefined {
  const value = process.env[name]?.trim();
  if (value && !pattern.test(value)) throw new Error(`${name} must be a publishable key`);
  return value || undefined;
}
const stripeKey = publicKey("STRIPE_PUBLISHABLE_KEY", /^pk_(test|live)_\w+$/);
const adyenKey = publicKey("ADYEN_CLIENT_KEY", /^(test|live)_\w+$/);
const paymentKeys: PaymentKeys = {
  ...(stripeKey ? { stripe: { publishableKey: stripeKey } } : {}),
  // ADYEN_ENVIRONMENT is the API's too (TEST or LIVE): read in either case
  ...(adyenKey
    ? {
        adyen: {
          clientKey: adyenKey,
          environment: process.env.ADYEN_ENVIRONMENT?.toLowerCase() === "live" ? "live" : "test",
        },
      }
    : {}),
};

/** A whole number of `name` from `min` to `max`, `fallback` when unset; anything else stops the start. */
function wholeNumber(name: string, fallback: number, min: number, max: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be ${min} to ${max}`);
  return number;
}

export const env = {
  isProduction,
  /** The API base URL; a per-branch preview prefix (e.g. /preview/my-branch) may be appended. */
  apiUrl:
    (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/$/, "") +
    (process.env.API_PREVIEW_PREFIX ?? ""),
  /** The public origin used in canonical URLs, alternates and the sitemap. */
  siteUrl: (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, ""),
  /** Signs the visitor's address sent to the API (decision 0036); unset: the API trusts this server's address instead. */
  storefrontSecret: process.env.STOREFRONT_SECRET || undefined,
  sessionSecrets: (process.env.SESSION_SECRET ?? (isProduction ? "" : "dev-only-session-secret-change-me")).split(","),
  sentryDsn: process.env.SENTRY_DSN || undefined,
  trackingId: validateTrackingId(process.env.TRACKING_ID),
  buildId: process.env.BUILD_ID ?? "dev",
  /** The embedded payment forms' keys (decision 0021); without them the provider's hosted page is used. */
  paymentKeys,
  /**
   * How long a copy of the API's texts and SEO records serves without asking the API again (decision
   * 0054); 0 asks on every page, as decision 0009 did.
   */
  contentFreshMs: wholeNumber("CONTENT_FRESH_MS", 1_000, 0, 60_000),
  /**
   * How long, and how many, documents' renders are kept per worker for views with the same inputs
   * (decisions 0069, 0071): the key holds every loader's data, so the time bounds only what a render
   * reads besides (the clock); 0 renders every view.
   */
  renderKeepMs: wholeNumber("RENDER_KEEP_MS", 60_000, 0, 300_000),
  renderKeepMax: wholeNumber("RENDER_KEEP_MAX", 500, 0, 10_000),
};

if (isProduction && !env.sessionSecrets[0]) throw new Error("SESSION_SECRET must be set in production");
