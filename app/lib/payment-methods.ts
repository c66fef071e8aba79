/**
 * The saved payment methods page's pure rules (§4 card setup, §5, §8), shared by its loader, its
 * action and its components, and unit-tested: where the provider sends the shopper back, what that
 * return carries, and how a saved method is worded.
 */
import { dateTimeFormat } from "#domain/intl.js";
import { platformKind } from "./checkout";

/** §2 account: where a client saves a card or PayPal. */
export const PAYMENT_METHODS_PAGE = "/infos/add/payment";

/** §8: what a failed card setup shows (it is also reported). */
export const SETUP_FAILED_KEY = "payment-methods.error.setup_intent_failed";

const GATEWAYS = ["sandbox", "stripe", "adyen"] as const;
export type Gateway = (typeof GATEWAYS)[number];

/** The gateway a platform goes through: its `_via_<gateway>` suffix (decision 0016). */
export function gatewayOf(platform: string): Gateway | null {
  const suffix = /_via_([a-z]+)$/.exec(platform)?.[1];
  return GATEWAYS.find((gateway) => gateway === suffix) ?? null;
}

/**
 * The provider's way back: this page, with the platform being saved (the return itself does not
 * say which) and the page to go on to afterwards. Providers add their own parameters to it.
 */
export function setupReturnUrl(pageUrl: string, platform: string, redirect: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set("platform", platform);
  if (redirect) url.searchParams.set("redirect", redirect);
  return url.toString();
}

/** Stripe Checkout's cancel link comes back with this result: the shopper chose not to save. */
export const SETUP_CANCELLED = "cancelled";

/** What POST clients/me/payment-methods needs from a return. */
export type SetupReturn = {
  /** null when the return does not name a platform this storefront can save: a failed setup. */
  method: { payment_gateway: Gateway; payment_method_type: "card" | "paypal" } | null;
  redirectResult: string;
};

/**
 * The return of a setup, or null when this visit is not one. The hosted pages (sandbox, Adyen)
 * answer redirectResult (the root middleware also keeps it in the session); Stripe's redirect
 * (PayPal) answers the setup intent's id, which the API checks with Stripe.
 */
export function readSetupReturn(query: URLSearchParams, kept?: { redirectResult: string }): SetupReturn | null {
  const redirectResult = query.get("redirectResult") ?? kept?.redirectResult ?? query.get("setup_intent");
  if (!redirectResult) return null;
  const platform = query.get("platform") ?? "";
  const kind = platformKind(platform);
  const gateway = gatewayOf(platform);
  const savable = (kind === "card" || kind === "paypal") && gateway;
  return {
    method: savable ? { payment_gateway: gateway, payment_method_type: kind } : null,
    redirectResult,
  };
}

/** Card brands come in the gateway's spelling ("visa", "mastercard"): shown as names. */
export function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/**
 * A card's expiry as cards print it, month and year in the locale's numeric form: "03/2029" (fr),
 * "03-2029" (nl). The API's date is the last valid day (YYYY-MM-DD) or a month (YYYY-MM); only
 * its year and month count, so no time zone can move it to another month.
 */
export function expiryLabel(isoDate: string, locale: string): string {
  const [year = 0, month = 1] = isoDate.split("-").map(Number);
  const format = dateTimeFormat(locale, { month: "2-digit", year: "numeric", timeZone: "UTC" });
  return format.format(new Date(Date.UTC(year, month - 1, 1)));
}
