import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the service", () => {
  it("answers /health and /ready (database reachable)", async () => {
    expect((await ctx.app.inject("/health")).json()).toEqual({ status: "ok" });
    expect((await ctx.app.inject("/ready")).json()).toEqual({ status: "ready" });
  });

  it("serves an OpenAPI 3.1 document describing every route, and a docs page", async () => {
    const document = (await ctx.app.inject("/openapi.json")).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe("3.1.0");
    for (const path of [
      "/clients/token",
      "/clients/me",
      "/website/faq",
      "/subscribers",
      "/customer-service/tickets",
      "/health",
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const docs = await ctx.app.inject("/docs/");
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toContain("text/html");
  });

  it("sets security headers and a request id", async () => {
    const response = await ctx.app.inject({ url: "/health", headers: { "x-request-id": "abc-123" } });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeDefined();
    // The app's own directives over helmet's defaults, the same on every request
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("img-src 'self' data:");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const again = await ctx.app.inject({ url: "/health" });
    expect(again.headers["content-security-policy"]).toBe(policy);
  });

  it("answers unknown routes and malformed JSON in the problem shape, never 500", async () => {
    const missing = await ctx.app.inject("/no/such/route");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ type: "NOT_FOUND", status: 404 });
    const broken = await ctx.app.inject({
      method: "POST",
      url: "/subscribers",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 400 });
  });

  it("lists the development mail outbox", async () => {
    const response = await ctx.app.inject("/dev/mail");
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });
});
