import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../api/test/helpers";
import { DEMO_CLIENT, DEMO_PROSPECT } from "../../api/src/seed/data/accounts";
import {
  ClientIdMismatchError,
  NoRefreshTokenError,
  SignedOutError,
  TOKEN_RETRY_LIMIT,
  createApi,
} from "~/lib/api.server";
import { loadClient } from "~/lib/client.server";
import type { RequestContext } from "~/lib/context.server";
import { sessionStorage } from "~/lib/session.server";

/** The storefront's API client against the real API (§8: 401 refresh, missing token, id mismatch). */
let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => ctx.close());

async function sessionFor(tokens?: { access_token?: string; refresh_token?: string; client_id?: number }) {
  const session = await sessionStorage.getSession();
  if (tokens?.access_token) session.set("access_token", tokens.access_token);
  if (tokens?.refresh_token) session.set("refresh_token", tokens.refresh_token);
  if (tokens?.client_id !== undefined) session.set("client_id", tokens.client_id);
  return session;
}

/** The same session's access token, expired a minute ago. */
async function expiredAccessToken(accessToken: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(accessToken.split(".")[1]!, "base64url").toString("utf8")) as {
    sub: string;
    sid: string;
  };
  const { token } = await ctx.app.tokens.sign({ clientId: Number(claims.sub), sid: claims.sid }, -60);
  return token;
}

describe("API client", () => {
  it("sends the locale and answers in it", async () => {
    const api = createApi({ locale: "de", session: await sessionFor(), baseUrl });
    const { data } = await api.GET("/website/translations/{locale}", { params: { path: { locale: "de" } } });
    expect(data?.["switch.shop"]).toBe("true");
  });

  it("refreshes an expired access token on 401, retries, and stores the rotated tokens", async () => {
    const signedIn = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const session = await sessionFor({ ...signedIn, access_token: "expired.or.invalid" });
    const api = createApi({ locale: "fr", session, baseUrl, retryWaitMs: 10 });
    const { data, response } = await api.GET("/clients/me");
    expect(response.status).toBe(200);
    expect(data?.email).toBe(DEMO_CLIENT.email);
    expect(session.get("access_token")).not.toBe("expired.or.invalid");
    expect(session.get("refresh_token")).not.toBe(signedIn.refresh_token);
  });

  it("four requests of one session whose access token expired all stay signed in, on one refresh", async () => {
    const signedIn = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const expired = await expiredAccessToken(signedIn.access_token);
    // One cookie, four requests of it at once: two tabs, parallel loaders, an idle prefetch
    const sessions = await Promise.all([1, 2, 3, 4].map(() => sessionFor({ ...signedIn, access_token: expired })));
    const refreshes: string[] = [];
    const counting: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === "PUT") refreshes.push(new URL(request.url).pathname);
      return fetch(request);
    };
    const answers = await Promise.all(
      sessions.map((session) => createApi({ locale: "fr", session, baseUrl, fetch: counting }).GET("/clients/me")),
    );
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    expect(refreshes).toEqual(["/clients/token"]);
    // Every request leaves the same pair in the cookie, and it goes on working
    expect(new Set(sessions.map((session) => session.get("refresh_token"))).size).toBe(1);
    expect(new Set(sessions.map((session) => session.get("access_token"))).size).toBe(1);
    const later = createApi({ locale: "fr", session: sessions[3]!, baseUrl });
    expect((await later.GET("/clients/me")).response.status).toBe(200);
  });

  it("two storefront processes refreshing one session at once both stay signed in (the API's grace window)", async () => {
    const signedIn = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const expired = await expiredAccessToken(signedIn.access_token);
    // A second copy of the module: another process, with its own refreshes in flight
    vi.resetModules();
    const otherProcess = await import("~/lib/api.server");
    expect(otherProcess.createApi).not.toBe(createApi);
    const sessions = await Promise.all([1, 2, 3, 4].map(() => sessionFor({ ...signedIn, access_token: expired })));
    const answers = await Promise.all(
      sessions.map((session, i) =>
        (i % 2 ? otherProcess.createApi : createApi)({ locale: "fr", session, baseUrl }).GET("/clients/me"),
      ),
    );
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(sessions.map((session) => session.get("refresh_token"))).size).toBe(1);
  });

  it("names the visitor to the API, which limits each visitor apart", async () => {
    const startQuiz = async (visitor: string) =>
      createApi({ locale: "fr", session: await sessionFor(), baseUrl, visitor }).POST("/clients/temporary", {
        body: {},
      });
    const statuses: number[] = [];
    for (let i = 0; i <= ctx.config.rateLimitMax; i++)
      statuses.push((await startQuiz("198.51.100.77")).response.status);
    expect(statuses.at(-1)).toBe(429);
    expect((await startQuiz("198.51.100.78")).response.status).toBe(201);
  });

  it("retries at most twice, waiting between attempts", async () => {
    const signedIn = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const session = await sessionFor(signedIn);
    const calls: string[] = [];
    // The API keeps refusing the call itself: the client must give up after TOKEN_RETRY_LIMIT
    const refusing: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.method === "GET") return new Response("{}", { status: 401 });
      return fetch(request);
    };
    const api = createApi({ locale: "fr", session, baseUrl, retryWaitMs: 50, fetch: refusing });
    const started = Date.now();
    const { response } = await api.GET("/clients/me");
    expect(response.status).toBe(401);
    expect(calls.filter((c) => c === "GET /clients/me")).toHaveLength(1 + TOKEN_RETRY_LIMIT);
    expect(calls.filter((c) => c === "PUT /clients/token")).toHaveLength(TOKEN_RETRY_LIMIT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it("passes on 'NO REFRESH TOKEN FOUND' when the session has none", async () => {
    const api = createApi({ locale: "fr", session: await sessionFor({ access_token: "invalid" }), baseUrl });
    await expect(api.GET("/clients/me")).rejects.toThrow(NoRefreshTokenError);
    await expect(api.GET("/clients/me")).rejects.toThrow("NO REFRESH TOKEN FOUND");
  });

  it("signs out when the refresh is refused", async () => {
    const session = await sessionFor({ access_token: "invalid", refresh_token: "not-a-real-token", client_id: 1 });
    const api = createApi({ locale: "fr", session, baseUrl, retryWaitMs: 10 });
    await expect(api.GET("/clients/me")).rejects.toThrow(SignedOutError);
    expect(session.get("access_token")).toBeUndefined();
    expect(session.get("refresh_token")).toBeUndefined();
    expect(session.get("client_id")).toBeUndefined();
  });

  it("reports a client id that differs from the refreshed token's", async () => {
    const signedIn = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const session = await sessionFor({ ...signedIn, access_token: "invalid", client_id: signedIn.client_id + 1000 });
    const api = createApi({ locale: "fr", session, baseUrl, retryWaitMs: 10 });
    await expect(api.GET("/clients/me")).rejects.toThrow("Client ID not matching previous token");
  });

  it("reports a client id that differs from the fetched client's", async () => {
    const client = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const prospect = await signIn(ctx.app, DEMO_PROSPECT.email, DEMO_PROSPECT.password);
    const session = await sessionFor({ ...prospect, client_id: client.client_id });
    const request: Pick<RequestContext, "session" | "api" | "writes"> = {
      session,
      api: createApi({ locale: "fr", session, baseUrl }),
      writes: 0,
    };
    await expect(loadClient(request as RequestContext)).rejects.toThrow(ClientIdMismatchError);
  });
});

describe("locale switcher action (signed in)", () => {
  it("saves the pair on the client, sets both cookies and lands on the localized page", async () => {
    const { action } = await import("~/routes/resources/locale");
    const { RouterContextProvider } = await import("react-router");
    const { requestContext } = await import("~/lib/context.server");
    const signedIn = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const session = await sessionFor(signedIn);
    const api = createApi({ locale: "fr", session, baseUrl });
    const context = new RouterContextProvider();
    context.set(requestContext, {
      language: "fr",
      pair: undefined,
      session,
      api,
      isBot: false,
      setCookies: [],
      writes: 0,
    });
    const body = new URLSearchParams({ pair: "de-AT", redirectTo: "/woman?x=1" });
    const request = new Request("http://localhost/resources/locale", { method: "POST", body });

    const response = (await action({ request, context, params: {} } as unknown as Parameters<
      typeof action
    >[0])) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/woman?x=1");
    // The root middleware adds the context's cookies to whatever response the request ends with
    const cookies = context.get(requestContext).setCookies;
    expect(cookies.find((c) => c.startsWith("lang="))).toMatch(/^lang=de;.*Max-Age=31536000/);
    expect(cookies.find((c) => c.startsWith("selected_country="))).toMatch(/^selected_country=de-AT;.*Max-Age=604800/);

    const { data } = await api.GET("/clients/me");
    expect(data).toMatchObject({ locale: "de", country: "AT", locale_chosen: true });
  });
});
