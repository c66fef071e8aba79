import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../api/test/helpers";
import { DEMO_CLIENT } from "../../api/src/seed/data/accounts";

/**
 * A session's pages as the root middleware serves them, against the real API. Decision 0036: four
 * requests carrying one session cookie whose access token has expired (two tabs, parallel loaders,
 * an idle prefetch) at once all stay signed in and set the same token pair in the cookie. And a
 * session ended elsewhere while a page loads ("this wasn't me", a password changed on another
 * device) gives the page again as a signed-out visitor, not the error page. The storefront modules
 * read API_URL when they load, so they are imported once the API listens.
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

/**
 * The cookie of a signed-in session whose access token expired a minute ago; `ended`: its refresh
 * token revoked since (signed out elsewhere).
 */
async function expiredSessionCookie(ended = false): Promise<{ cookie: string; refreshToken: string }> {
  const signedIn = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
  const claims = JSON.parse(Buffer.from(signedIn.access_token.split(".")[1]!, "base64url").toString("utf8")) as {
    sid: string;
  };
  const { token: expired } = await ctx.app.tokens.sign({ clientId: signedIn.client_id, sid: claims.sid }, -60);
  if (ended) {
    const signOut = await ctx.app.inject({
      method: "DELETE",
      url: "/clients/token",
      headers: { authorization: `Bearer ${signedIn.access_token}` },
      payload: { refresh_token: signedIn.refresh_token },
    });
    expect(signOut.statusCode).toBeLessThan(300);
  }
  const session = await storage.getSession();
  session.set("access_token", expired);
  session.set("refresh_token", signedIn.refresh_token);
  session.set("client_id", signedIn.client_id);
  return { cookie: (await storage.commitSession(session)).split(";")[0]!, refreshToken: signedIn.refresh_token };
}

/** A page of the account behind the root middleware: its loader reads the client; the response and what it read. */
async function accountPage(cookie: string, visitorAddress: string) {
  const request = new Request("http://localhost/infos", {
    headers: { cookie, "accept-language": "fr", "user-agent": "Mozilla/5.0 Chrome/130.0" },
  });
  const provider = visitor.loadContext(visitorAddress);
  let email: string | undefined;
  const response = await context.requestMiddleware(
    { request, context: provider, params: {}, url: new URL(request.url), pattern: "" },
    async () => {
      const { data } = await context.getRequestContext(provider).api.GET("/clients/me");
      email = data?.email;
      return new Response(null);
    },
  );
  return { response: response as Response, email };
}

describe("one session, four pages at once", () => {
  it("all stay signed in after the access token expired, with one new pair in every cookie", async () => {
    const { cookie, refreshToken } = await expiredSessionCookie();
    const pages = await Promise.all([1, 2, 3, 4].map(() => accountPage(cookie, "198.51.100.31")));
    expect(pages.map((page) => page.email)).toEqual(Array(4).fill(DEMO_CLIENT.email));
    const sessions = await Promise.all(
      pages.map((page) => storage.getSession(page.response.headers.get("set-cookie"))),
    );
    const refreshTokens = new Set(sessions.map((session) => session.get("refresh_token")));
    expect(refreshTokens.size).toBe(1);
    expect(refreshTokens.has(refreshToken)).toBe(false);
    expect(sessions.every((session) => session.get("client_id") === sessions[0]!.get("client_id"))).toBe(true);
    // The next page with the new cookie is signed in without another refresh
    const next = await accountPage(pages[0]!.response.headers.get("set-cookie")!.split(";")[0]!, "198.51.100.31");
    expect(next.email).toBe(DEMO_CLIENT.email);
    expect(next.response.headers.get("set-cookie")).toBeNull();
  });
});

/** /infos?tab=1 whose loader's API call finds the session ended: the error thrown, or its 500 page answered. */
async function endedPage(cookie: string, loaderFailure: "thrown" | "answered") {
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
    it(`gives the page again, signed out, instead of the error page (loader error ${loaderFailure})`, async () => {
      const { cookie } = await expiredSessionCookie(true);
      const response = await endedPage(cookie, loaderFailure);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/infos?tab=1");
      const session = await storage.getSession(response.headers.get("set-cookie"));
      expect(session.get("access_token")).toBeUndefined();
      expect(session.get("refresh_token")).toBeUndefined();
    });
  }
});
