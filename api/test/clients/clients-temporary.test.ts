/**
 * A visitor's temporary account (POST clients/temporary, §9 temporary signup e-mail) and the
 * registration that completes it (POST clients/me/registration): same client, profiles kept, the
 * sign-up's rules and messages, one registration per account.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPORARY_EMAIL_DOMAIN } from "#domain/account.js";
import { todayIn } from "#domain/profiles.js";
import { clients } from "../../src/db/schema/index.js";
import { addDays } from "../../src/modules/malle/service.js";
import { createTestApp, expectProblem, signIn, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Tokens = { access_token: string; refresh_token: string; client_id: number };
type Me = {
  id: number;
  email: string;
  locale: string;
  country: string | null;
  is_temporary: boolean;
  firstname: string | null;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let counter = 0;
const uniqueEmail = () => `registered.${++counter}.${Date.now().toString(36)}@example.com`;
const PASSWORD = "correct horse battery";

async function temporary(payload?: Record<string, unknown>, locale?: string) {
  const response = await app.inject({
    method: "POST",
    url: "/clients/temporary",
    headers: locale ? { "accept-language": locale } : {},
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Tokens>();
}

const me = async (token: string) => {
  const response = await app.inject({ method: "GET", url: "/clients/me", headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Me>();
};
const register = (token: string, payload: Record<string, unknown>, locale?: string) =>
  app.inject({
    method: "POST",
    url: "/clients/me/registration",
    headers: { ...bearer(token), ...(locale ? { "accept-language": locale } : {}) },
    payload,
  });

describe("POST clients/temporary", () => {
  it("creates a signed-in client at the temporary domain, without password, in the visitor's language", async () => {
    const tokens = await temporary(undefined, "de");
    const client = await me(tokens.access_token);
    expect(client).toMatchObject({ id: tokens.client_id, is_temporary: true, locale: "de", country: "DE" });
    expect(client.email).toMatch(new RegExp(`^quiz-[0-9a-f]{24}${TEMPORARY_EMAIL_DOMAIN.replace(/\./g, "\\.")}$`));
    const [row] = await app.db.select().from(clients).where(eq(clients.id, tokens.client_id));
    expect(row!.passwordHash).toBeNull();
    // No password: nobody signs in to it
    expectProblem(
      await app.inject({ method: "POST", url: "/clients/token", payload: { email: client.email, password: PASSWORD } }),
      401,
    );
    // Its refresh token works like any other
    const refreshed = await app.inject({
      method: "PUT",
      url: "/clients/token",
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it("takes the language and country given, and each visitor gets an address of their own", async () => {
    const a = await temporary({ locale: "nl", country: "BE" });
    const b = await temporary({});
    expect(await me(a.access_token)).toMatchObject({ locale: "nl", country: "BE" });
    expect(await me(b.access_token)).toMatchObject({ locale: "fr", country: "FR" });
    expect((await me(a.access_token)).email).not.toBe((await me(b.access_token)).email);
  });

  it("refuses an unknown language or country (400)", async () => {
    expectProblem(await app.inject({ method: "POST", url: "/clients/temporary", payload: { locale: "it" } }), 400);
    expectProblem(await app.inject({ method: "POST", url: "/clients/temporary", payload: { country: "US" } }), 400);
  });

  it("is limited per IP (429 after RATE_LIMIT_MAX a minute)", async () => {
    const limited = await createTestApp({ rateLimitMax: 2 });
    try {
      const call = () => limited.app.inject({ method: "POST", url: "/clients/temporary", payload: {} });
      expect((await call()).statusCode).toBe(201);
      expect((await call()).statusCode).toBe(201);
      const refused = expectProblem(await call(), 429, "TOO_MANY_REQUESTS");
      expect(refused).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe("POST clients/me/registration", () => {
  it("completes the temporary account: same client, its profiles kept, signed in with the new password", async () => {
    const tokens = await temporary({ locale: "fr" });
    const kid = await app.inject({
      method: "POST",
      url: "/clients/me/kids",
      headers: bearer(tokens.access_token),
      payload: { firstname: "Jules", gender: "boy", birthdate: addDays(todayIn(), -5 * 365) },
    });
    expect(kid.statusCode, kid.body).toBe(201);

    const email = uniqueEmail();
    const response = await register(tokens.access_token, {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      firstname: "Camille",
      lastname: "Durand",
      is_optin_kid: true,
      optin_source_kid: "Signup quiz",
      origin: "quiz-signup-kid",
    });
    expect(response.statusCode, response.body).toBe(200);
    const registered = response.json<Tokens>();
    expect(registered.client_id).toBe(tokens.client_id);

    const client = await me(registered.access_token);
    expect(client).toMatchObject({ id: tokens.client_id, email, is_temporary: false, firstname: "Camille" });
    const [row] = await app.db.select().from(clients).where(eq(clients.id, tokens.client_id));
    expect(row).toMatchObject({ isOptinKid: true, optinSourceKid: "Signup quiz", origin: "quiz-signup-kid" });

    const kids = await app.inject({ method: "GET", url: "/clients/me/kids", headers: bearer(registered.access_token) });
    expect(kids.json<{ id: number }[]>().map((k) => k.id)).toEqual([kid.json<{ id: number }>().id]);

    const signedIn = await signIn(app, email, PASSWORD);
    expect(signedIn.client_id).toBe(tokens.client_id);
  });

  it("keeps the visitor's language unless the page names one", async () => {
    const german = await temporary({ locale: "de" });
    expect((await register(german.access_token, { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(200);
    expect((await me(german.access_token)).locale).toBe("de");
    const dutch = await temporary({ locale: "de" });
    expect((await register(dutch.access_token, { email: uniqueEmail(), password: PASSWORD }, "nl")).statusCode).toBe(
      200,
    );
    expect((await me(dutch.access_token)).locale).toBe("nl");
  });

  it("answers 409 EMAIL_TAKEN for another account's address, whatever its case", async () => {
    const email = uniqueEmail();
    expect(
      (await app.inject({ method: "POST", url: "/clients", payload: { email, password: PASSWORD } })).statusCode,
    ).toBe(201);
    const tokens = await temporary();
    const problem = expectProblem(
      await register(tokens.access_token, { email: email.toUpperCase(), password: PASSWORD }),
      409,
      "EMAIL_TAKEN",
    );
    expect(problem.errors?.email).toEqual(["An account already exists with this email"]);
    expect((await me(tokens.access_token)).is_temporary).toBe(true);
  });

  it("answers 409 ALREADY_REGISTERED for an account that is not temporary (or not any more)", async () => {
    const tokens = await temporary();
    expect((await register(tokens.access_token, { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(200);
    expectProblem(
      await register(tokens.access_token, { email: uniqueEmail(), password: PASSWORD }),
      409,
      "ALREADY_REGISTERED",
    );

    const email = uniqueEmail();
    const signedUp = await app.inject({ method: "POST", url: "/clients", payload: { email, password: PASSWORD } });
    expectProblem(
      await register(signedUp.json<Tokens>().access_token, { email: uniqueEmail(), password: PASSWORD }),
      409,
      "ALREADY_REGISTERED",
    );
  });

  it("has the sign-up's rules and messages", async () => {
    const tokens = await temporary();
    const missing = expectProblem(await register(tokens.access_token, {}), 400);
    expect(missing.title).toBe("Email and password are required");
    expect(missing.errors).toEqual({ email: ["An email is required"], password: ["A password is required"] });

    const short = expectProblem(await register(tokens.access_token, { email: uniqueEmail(), password: "short" }), 400);
    const signUp = expectProblem(
      await app.inject({ method: "POST", url: "/clients", payload: { email: uniqueEmail(), password: "short" } }),
      400,
    );
    expect(short.errors).toEqual(signUp.errors);

    const email = uniqueEmail();
    const sponsor = expectProblem(
      await register(tokens.access_token, { email, password: PASSWORD, godfather_email: email }),
      400,
    );
    expect(sponsor.errors?.godfather_email).toEqual(["You cannot be your own sponsor"]);

    // The temporary domain is not an address to register with
    expectProblem(
      await register(tokens.access_token, { email: `someone${TEMPORARY_EMAIL_DOMAIN}`, password: PASSWORD }),
      400,
    );
    expect((await me(tokens.access_token)).is_temporary).toBe(true);
  });

  it("answers 401 without a token", async () => {
    expectProblem(
      await app.inject({
        method: "POST",
        url: "/clients/me/registration",
        payload: { email: uniqueEmail(), password: PASSWORD },
      }),
      401,
    );
  });
});
