import { parse, serialize, type SerializeOptions } from "cookie";
import { prefilledCode } from "./checkout";
import { env } from "./env.server";

const SEVEN_DAYS = 604_800; // §9

/**
 * A cookie holding a plain text value (not React Router's signed/encoded form), so what the
 * storefront writes is what other tools — analytics, the checkout's code pre-fill, a plain
 * `lang=nl` — read, and the other way round.
 */
export function plainCookie(name: string, maxAge: number, { httpOnly = false } = {}) {
  const options: SerializeOptions = { path: "/", sameSite: "lax", secure: env.isProduction, maxAge, httpOnly };
  return {
    name,
    maxAge,
    parse(header: string | null): string | undefined {
      const value = header ? parse(header)[name] : undefined;
      return value?.trim() || undefined;
    },
    serialize(value: string): string {
      return serialize(name, value, options);
    },
    /** Deletes the cookie. */
    expire(): string {
      return serialize(name, "", { ...options, maxAge: 0 });
    },
  };
}

/** The chosen language; read by locale detection (§4), kept 365 days. */
export const langCookie = plainCookie("lang", 365 * 24 * 3600);
/** The chosen locale/country pair (e.g. "fr-BE"), kept 7 days (§9 selected country). */
export const countryCookie = plainCookie("selected_country", SEVEN_DAYS);
/** The godfather passed in ?godfather=, read at sign-up. */
export const godfatherCookie = plainCookie("lc_godfather", SEVEN_DAYS);
export const kidCodeCookie = plainCookie("kid_code", SEVEN_DAYS);
export const womanCodeCookie = plainCookie("woman_code", SEVEN_DAYS);

/**
 * The discount code a landing link brought (§9 kid_code / woman_code, kept 7 days), for a purchase
 * for a woman or a kid: ?kid_code= / ?woman_code= on this very visit count too, their cookies only
 * being set. A suggestion to pre-fill; the API checks it.
 */
export function landingCode(request: Request, forWoman: boolean): string {
  const cookies = request.headers.get("cookie");
  const query = new URL(request.url).searchParams;
  return prefilledCode(
    {
      kidCode: query.get("kid_code") ?? kidCodeCookie.parse(cookies),
      womanCode: query.get("woman_code") ?? womanCodeCookie.parse(cookies),
    },
    forWoman,
  );
}
