import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, documentSecurityHeaders, newNonce } from "~/lib/security-headers.server";

const production = { isProduction: true, paymentKeys: {}, sentryDsn: undefined };
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the documents' Content-Security-Policy", () => {
  it("allows this origin's scripts and the inline ones carrying the nonce, nothing inline otherwise", () => {
    const policy = contentSecurityPolicy("abc123", production);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual(["'self'"]);
    // Payment pages and banks' 3-D Secure pages take the checkout's posts on
    expect(directive(policy, "form-action")).toBeUndefined();
  });

  it("opens Stripe's and Adyen's origins only when their embedded form is configured", () => {
    const stripe = contentSecurityPolicy("n", {
      ...production,
      paymentKeys: { stripe: { publishableKey: "pk_test_1" } },
    });
    expect(directive(stripe, "script-src")).toContain("https://js.stripe.com");
    expect(directive(stripe, "frame-src")).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]),
    );
    expect(directive(stripe, "connect-src")).toContain("https://api.stripe.com");
    expect(stripe).not.toContain("adyen.com");

    const adyen = contentSecurityPolicy("n", {
      ...production,
      paymentKeys: { adyen: { clientKey: "test_1", environment: "test" } },
    });
    expect(directive(adyen, "connect-src")).toContain("https://*.adyen.com");
    expect(directive(adyen, "img-src")).toContain("https://*.adyen.com");
    expect(directive(adyen, "frame-src")).toEqual(expect.arrayContaining(["https://*.adyen.com", "https:"]));
    expect(adyen).not.toContain("stripe.com");
  });

  it("lets the browser report to Sentry's origin when SENTRY_DSN is set", () => {
    const policy = contentSecurityPolicy("n", { ...production, sentryDsn: "https://key@o1.ingest.sentry.io/42" });
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://o1.ingest.sentry.io"]);
  });

  it("gives each document its own nonce", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("documentSecurityHeaders", () => {
  it("sends HSTS in production over https only, and nothing under Vite's dev server", () => {
    const https = documentSecurityHeaders(new Request("https://shop.example/"), "n", production);
    expect(https["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(https["Content-Security-Policy"]).toContain("'nonce-n'");
    const http = documentSecurityHeaders(new Request("http://localhost:3000/"), "n", production);
    expect(http["Strict-Transport-Security"]).toBeUndefined();
    expect(http["Content-Security-Policy"]).toBeDefined();
    expect(
      documentSecurityHeaders(new Request("https://shop.example/"), "n", { ...production, isProduction: false }),
    ).toEqual({});
  });
});
