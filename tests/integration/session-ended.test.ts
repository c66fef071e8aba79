import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../api/test/helpers";
import { DEMO_CLIENT } from "../../api/src/seed/data/accounts";

/**
 * A session ended elsewhere while a page loads ("this wasn't me", a password changed on another
 * device): the page's API call finds its refresh refused. The visitor is not shown the error page:
 * the root middleware asks for the same page again, the session cleared, so a guarded page leads to
 * sign-in. The storefront modules read API_URL when they load, so they are imported once the API listens.
 */
let ctx: TestContext;
let context: typeof import("~/lib/context.server");
let storage: typeof import("~/lib/session.server").sessionStorage;
let visitor: typeof import("~/lib/visitor.server");

beforeAll(async () => {
  ctx = await createTestApp();
  process.env.API_URL = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  context = await import("~/lib/context.server");
  storage = (await import("~/lib/session.server")).sessionStorage;
  visitor = await import("~/lib/visitor.server");
});
afterAll(() => ctx.close());

/** The cookie of a session whose access token expired and whose refresh token was then revoked. */
async function endedSessionCookie(): Promise<string> {
  const signedIn = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
  const claims = JSON.parse(Buffer.from(signedIn.access_token.split(".")[1]!, "base64url").toString("utf8")) as {
    sid: string;
  };
  const { token: expired } = await ctx.app.tokens.sign({ clientId: signedIn.client_id, sid: claims.sid }, -60);
  const ended = await ctx.app.inject({
    method: "DELETE",
    url: "/clients/token",
    headers: { authorization: `Bearer ${signedIn.access_token}` },
    payload: { refresh_token: signedIn.refresh_token },
  });
  expect(ended.statusCode).toBeLessThan(300);
  const session = await storage.getSession();
  session.set("access_token", expired);
  session.set("refresh_token", signedIn.refresh_token);
  session.set("client_id", signedIn.client_id);
  return (await storage.commitSession(session)).split(";")[0]!;
}

/** /infos behind the root middleware, its loader calling the API as the page's loaders do. */
async function infosPage(cookie: string, loaderFailure: "thrown" | "answered") {
  const request = new Request("http://localhost/infos?tab=1", {
    headers: { cookie, "accept-language": "fr", "user-agent": "Mozilla/5.0 Chrome/130.0" },
  });
  const provider = visitor.loadContext("198.51.100.41");
  const response = await context.requestMiddleware(
    { request, context: provider, params: {}, url: new URL(request.url), pattern: "" },
    async () => {
      try {
        await context.getRequestContext(provider).api.GET("/clients/me/kids");
      } catch (error) {
        // React Router renders a loader's error as a 500 page; the middleware may see either
        if (loaderFailure === "thrown") throw error;
        return new Response("error page", { status: 500 });
      }
      return new Response("the page");
    },
  );
  return response as Response;
}

describe("a session ended while a page loads", () => {
  for (const loaderFailure of ["thrown", "answered"] as const) {
    it(`asks for the page again, signed out, instead of the error page (loader error ${loaderFailure})`, async () => {
      const response = await infosPage(await endedSessionCookie(), loaderFailure);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/infos?tab=1");
      const session = await storage.getSession(response.headers.get("set-cookie"));
      expect(session.get("access_token")).toBeUndefined();
      expect(session.get("refresh_token")).toBeUndefined();
    });
  }
});
