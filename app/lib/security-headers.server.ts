import { randomFillSync } from "node:crypto";
import type { PaymentKeys } from "./embedded-payment";

/**
 * The security headers of every document the storefront renders (decision 0037).
 *
 * Content-Security-Policy: scripts from this origin and the inline ones carrying the response's
 * nonce (React Router's hydration data, the scroll restoration, window.ENV, React's streaming);
 * the payment providers' origins only when their embedded form is configured — Stripe.js
 * (js.stripe.com, its frames and hooks, api.stripe.com), Adyen's Drop-in (bundled; its secured
 * fields, logos and calls on *.adyen.com, and 3-D Secure challenge frames from any bank's https
 * page); Sentry's ingest origin when SENTRY_DSN is set. Styles allow inline attributes (React's
 * style props, the providers' forms). No form-action: a checkout posts on to payment pages and
 * 3-D Secure on banks' hosts. Without NODE_ENV=production (Vite's dev server injects its own
 * inline scripts and a websocket) no policy is sent.
 *
 * Strict-Transport-Security: in production, on documents served over https (behind the TLS proxy,
 * the request's protocol is the one the visitor used): browsers ignore it over http anyway.
 */
export type SecuritySettings = {
  isProduction: boolean;
  paymentKeys: PaymentKeys;
  sentryDsn: string | undefined;
};

const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com", "https://maps.googleapis.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com", "https://maps.googleapis.com"],
  img: ["https://*.stripe.com"],
};
const ADYEN = {
  script: [] as string[],
  // The 3-D Secure 2 challenge is the issuing bank's page, framed by the Drop-in
  frame: ["https://*.adyen.com", "https:"],
  connect: ["https://*.adyen.com"],
  img: ["https://*.adyen.com"],
};

/** One year, the usual HSTS lifetime; subdomains are not assumed to be on https. */
const HSTS = "max-age=31536000";

const NONCE_BYTES = 16;
/**
 * A document's nonce: 16 bytes from the system's secure random source, drawn 256 nonces at a time
 * (one call per document showed in the page's CPU profile, decision 0054). A pool's bytes serve
 * once each.
 */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = noncePool.length;

export function newNonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return noncePool.toString("base64", nonceAt - NONCE_BYTES, nonceAt);
}

function sentryOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(nonce: string, settings: SecuritySettings): string {
  const providers = [...(settings.paymentKeys.stripe ? [STRIPE] : []), ...(settings.paymentKeys.adyen ? [ADYEN] : [])];
  const from = (kind: keyof typeof STRIPE) => providers.flatMap((provider) => provider[kind]);
  const frames = from("frame");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, ...from("script")],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...from("img")],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...sentryOrigin(settings.sentryDsn), ...from("connect")],
    ["frame-src", ...(frames.length ? frames : ["'self'"])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-ancestors", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The headers to add to a document response: CSP with `nonce` and HSTS, as the settings call for. */
export function documentSecurityHeaders(
  request: Request,
  nonce: string,
  settings: SecuritySettings,
): Record<string, string> {
  if (!settings.isProduction) return {};
  const https = new URL(request.url).protocol === "https:";
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, settings),
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
