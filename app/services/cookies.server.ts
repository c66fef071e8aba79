import { createCookie } from "react-router";
import { env } from "./env.server";

const SEVEN_DAYS = 604_800; // §9
const base = { path: "/", sameSite: "lax" as const, secure: env.isProduction };

/** The chosen language; read by locale detection (§4), kept 365 days. */
export const langCookie = createCookie("lang", { ...base, maxAge: 365 * 24 * 3600 });
/** The chosen locale/country pair (e.g. "fr-BE"), kept 7 days (§9 selected country). */
export const countryCookie = createCookie("selected_country", { ...base, maxAge: SEVEN_DAYS });
/** The godfather passed in ?godfather=, read at sign-up. */
export const godfatherCookie = createCookie("lc_godfather", { ...base, maxAge: SEVEN_DAYS });
export const kidCodeCookie = createCookie("kid_code", { ...base, maxAge: SEVEN_DAYS });
export const womanCodeCookie = createCookie("woman_code", { ...base, maxAge: SEVEN_DAYS });
