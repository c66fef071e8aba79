import { redirect } from "react-router";
import { localePairForCountry, type LocalePair } from "#domain/locales.js";
import type { SignedInClient } from "./client.server";
import type { RequestContext } from "./context.server";
import { countryCookie, langCookie } from "./cookies.server";
import { reportError } from "./monitoring";
import { localizePath } from "./paths";

/** §4 locale choice: the language cookie (365 days) and the chosen pair (7 days) go with this response. */
export function rememberLocalePair(ctx: RequestContext, pair: LocalePair) {
  ctx.setCookies.push(langCookie.serialize(pair.language), countryCookie.serialize(pair.tag));
}

/** Saves a signed-in client's pair (locale, country, chosen) through the API; false when it failed. */
export async function saveLocalePair(ctx: RequestContext, pair: LocalePair): Promise<boolean> {
  const { error } = await ctx.api.PATCH("/clients/me", {
    body: { locale: pair.language, country: pair.country, locale_chosen: true },
  });
  if (error) reportError(new Error("locale choice: the API refused the client's locale"), { error });
  return !error;
}

/**
 * §4 "on load": a signed-in client with a default shipping address who never chose a pair gets the
 * one of the shipping country (else the billing country), which is then marked chosen. When its
 * language is not the page's, the visitor is sent to the same page in that language.
 */
export async function applyLocaleOnLoad(ctx: RequestContext, request: Request, client: SignedInClient) {
  if (client.locale_chosen || !client.default_shipping_address || client.connected_as) return;
  const country = client.default_shipping_address.country_code ?? client.default_billing_address?.country_code;
  const pair = localePairForCountry(country, client.locale);
  if (!(await saveLocalePair(ctx, pair))) return;
  rememberLocalePair(ctx, pair);
  const url = new URL(request.url);
  if (request.method === "GET" && !ctx.isBot && pair.language !== ctx.language) {
    throw redirect(localizePath(url.pathname, pair.language) + url.search);
  }
}
