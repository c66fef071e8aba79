/**
 * Auth and client calls (§7): sign-up, sign-in, refresh rotation, the client's own record, the
 * data layer and the e-mail hash. Password reset: clients-reset.test.ts; rate limit:
 * clients-rate-limit.test.ts; connect-as: admin.test.ts.
 */
import { createHash, createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, clients, profiles, refreshTokens } from "../../src/db/schema/index.js";
import { DEMO_CLIENT, DEMO_PROSPECT } from "../../src/seed/data/accounts.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

// Sign-in is rate-limited per address; this file signs in often, the limit has its own file
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

let counter = 0;
function uniqueEmail(prefix = "client") {
  counter += 1;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.com`;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Tokens = { access_token: string; refresh_token: string; client_id: number };

async function signUp(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const email = (body.email as string | undefined) ?? uniqueEmail();
  const password = (body.password as string | undefined) ?? "correct horse battery";
  const response = await app.inject({
    method: "POST",
    url: "/clients",
    headers,
    payload: { firstname: "Marie", lastname: "Curie", ...body, email, password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const tokens = response.json() as Tokens;
  return { email, password, ...tokens, headers: bearer(tokens.access_token) };
}

async function signIn(email: string, password: string) {
  return app.inject({ method: "POST", url: "/clients/token", payload: { email, password } });
}

async function refresh(refreshToken: string) {
  return app.inject({ method: "PUT", url: "/clients/token", payload: { refresh_token: refreshToken } });
}

async function me(headers: Record<string, string>) {
  return app.inject({ method: "GET", url: "/clients/me", headers });
}

async function patchMe(headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: "PATCH", url: "/clients/me", headers, payload });
}

describe("POST /clients (sign-up)", () => {
  it("creates the client and signs it in", async () => {
    const email = uniqueEmail("Signup");
    const response = await app.inject({
      method: "POST",
      url: "/clients",
      headers: { "accept-language": "de-AT,de;q=0.9" },
      payload: {
        email: `  ${email.toUpperCase()} `,
        password: "correct horse battery",
        firstname: "Anna",
        lastname: "Muster",
        godfather_email: "Sponsor@Example.com",
        is_optin_kid: true,
        optin_source_kid: "Footer HP",
        is_optin_woman: false,
        optin_source_woman: null,
        origin: "quiz-signup",
        country: "AT",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as Tokens;
    expect(Object.keys(body).sort()).toEqual(["access_token", "client_id", "refresh_token"]);
    expect(body.client_id).toBeGreaterThan(0);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const client = await me(bearer(body.access_token));
    expect(client.statusCode).toBe(200);
    expect(client.json()).toMatchObject({
      id: body.client_id,
      email: email.toLowerCase(),
      firstname: "Anna",
      lastname: "Muster",
      locale: "de",
      country: "AT",
      godfather_email: "sponsor@example.com",
      is_optin_kid: true,
      optin_source_kid: "Footer HP",
      is_optin_woman: false,
      optin_source_woman: null,
      origin: "quiz-signup",
      subscription_status: "PROSPECT",
      woman_subscription_status: null,
      shop_status: "PROSPECT",
      gift_card_status: null,
      is_woman_activated: false,
      locale_chosen: false,
      default_shipping_address: null,
      default_billing_address: null,
      default_payment_method: null,
      connected_as: false,
    });
    expect(client.body).not.toMatch(/password|argon2/i);
  });

  it("stores the password as an argon2id hash, never in clear", async () => {
    const { client_id, password } = await signUp({ password: "a very secret phrase" });
    const [row] = await app.db.select().from(clients).where(eq(clients.id, client_id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row!.passwordHash).not.toContain(password);
  });

  it("defaults the language to fr and the country to the language's country", async () => {
    const fr = await signUp();
    expect((await me(fr.headers)).json()).toMatchObject({ locale: "fr", country: "FR" });
    const nl = await signUp({}, { "accept-language": "nl" });
    expect((await me(nl.headers)).json()).toMatchObject({ locale: "nl", country: "NL" });
  });

  it("needs an email and a password", async () => {
    const response = await app.inject({ method: "POST", url: "/clients", payload: { firstname: "Anna" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: "VALIDATION_ERROR",
      title: "Email and password are required",
      status: 400,
      errors: { email: ["An email is required"], password: ["A password is required"] },
    });
    const noBody = await app.inject({ method: "POST", url: "/clients" });
    expect(noBody.statusCode).toBe(400);
    const blank = await app.inject({
      method: "POST",
      url: "/clients",
      payload: { email: "  ", password: "correct horse battery" },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ email: ["An email is required"] });
  });

  it.each(["not-an-email", "a@b", "a b@example.com", "anna@exa mple.com", "é@example.com", "a@.com"])(
    "refuses the e-mail %j (§5 format)",
    async (email) => {
      const response = await app.inject({
        method: "POST",
        url: "/clients",
        payload: { email, password: "correct horse battery" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.email).toEqual(["Invalid email"]);
    },
  );

  it("accepts dots, plus, underscore and hyphen in the local part", async () => {
    await signUp({ email: `first.last+tag_x-y.${Date.now()}@mail.example.co.uk` });
  });

  it("needs at least 8 password characters", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/clients",
      payload: { email: uniqueEmail(), password: "1234567" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toEqual(["Password must be at least 8 characters"]);
  });

  it("refuses wrong types and values with field errors", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/clients",
      payload: {
        email: uniqueEmail(),
        password: "correct horse battery",
        country: "US",
        is_optin_kid: "yes",
        godfather_email: "nope",
      },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(["country", "godfather_email", "is_optin_kid"]);
  });

  it("refuses the client as its own sponsor", async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: "POST",
      url: "/clients",
      payload: { email, password: "correct horse battery", godfather_email: email.toUpperCase() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.godfather_email).toBeDefined();
  });

  it("refuses an e-mail already used, whatever its case (409 EMAIL_TAKEN)", async () => {
    const { email } = await signUp();
    const response = await app.inject({
      method: "POST",
      url: "/clients",
      payload: { email: email.toUpperCase(), password: "correct horse battery" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      type: "EMAIL_TAKEN",
      status: 409,
      errors: { email: [expect.any(String)] },
    });
  });

  it("answers a Problem for a malformed JSON body", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/clients",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });
});

describe("POST /clients/token (sign-in)", () => {
  it("answers the token response; the access token signs the client in", async () => {
    const { email, password, client_id } = await signUp();
    const response = await signIn(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const tokens = response.json() as Tokens;
    expect(tokens.client_id).toBe(client_id);
    const client = await me(bearer(tokens.access_token));
    expect(client.json().id).toBe(client_id);
  });

  it("refuses a wrong password and an unknown e-mail with the same answer", async () => {
    const { email } = await signUp();
    const wrong = await signIn(email, "wrong password");
    const unknown = await signIn(uniqueEmail("nobody"), "wrong password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ type: "INVALID_CREDENTIALS", title: "Invalid email or password", status: 401 });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("needs an email and a password", async () => {
    const response = await app.inject({ method: "POST", url: "/clients/token", payload: { email: uniqueEmail() } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: "Email and password are required",
      errors: { password: ["A password is required"] },
    });
  });

  it("refuses an invalid e-mail", async () => {
    const response = await signIn("nope", "12345678");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(["Invalid email"]);
  });

  it("refuses an account without a password", async () => {
    const email = uniqueEmail("nopassword");
    await app.db.insert(clients).values({ email });
    const response = await signIn(email, "anything at all");
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe("INVALID_CREDENTIALS");
  });
});

describe("PUT /clients/token (refresh rotation)", () => {
  it("answers a new pair and rotates the refresh token", async () => {
    const first = await signUp();
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json() as Tokens;
    expect(second.client_id).toBe(first.client_id);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(bearer(second.access_token))).statusCode).toBe(200);

    // Stored hashed: the database never holds the token itself
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.clientId, first.client_id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.hash)).toContain(createHash("sha256").update(second.refresh_token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(second.refresh_token);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.filter((r) => r.rotatedAt !== null)).toHaveLength(1);

    // The new token works in turn
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it("reuse of a rotated token after the grace window revokes the whole family (401 REFRESH_TOKEN_REUSED)", async () => {
    const first = await signUp();
    const second = (await refresh(first.refresh_token)).json() as Tokens;
    const third = (await refresh(second.refresh_token)).json() as Tokens;

    // Another sign-in of the same client is another family and survives
    const otherSession = (await signIn(first.email, first.password)).json() as Tokens;

    // Rotated longer ago than the grace window of concurrent refreshes (decision 0036)
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - (app.config.refreshGraceSeconds + 1) * 1000) })
      .where(eq(refreshTokens.hash, createHash("sha256").update(first.refresh_token).digest("hex")));
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ type: "REFRESH_TOKEN_REUSED", status: 401 });

    // The newest token of the family stopped working too
    const newest = await refresh(third.refresh_token);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().type).toBe("REFRESH_TOKEN_REVOKED");

    const other = await refresh(otherSession.refresh_token);
    expect(other.statusCode).toBe(200);
  });

  it("refuses an unknown token", async () => {
    const response = await refresh("definitely-not-a-refresh-token");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: "REFRESH_TOKEN_INVALID", status: 401 });
  });

  it("refuses an expired token", async () => {
    const { refresh_token } = await signUp();
    const hash = createHash("sha256").update(refresh_token).digest("hex");
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.hash, hash));
    const response = await refresh(refresh_token);
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe("REFRESH_TOKEN_EXPIRED");
  });

  it("needs a refresh token", async () => {
    const response = await app.inject({ method: "PUT", url: "/clients/token", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: "A refresh token is required",
      errors: { refresh_token: [expect.any(String)] },
    });
    const wrongType = await app.inject({ method: "PUT", url: "/clients/token", payload: { refresh_token: 12 } });
    expect(wrongType.statusCode).toBe(400);
  });

  it("the new access token names the client and its session", async () => {
    const { refresh_token, client_id } = await signUp();
    const tokens = (await refresh(refresh_token)).json() as Tokens;
    const claims = await app.tokens.verify(tokens.access_token);
    expect(claims).toMatchObject({ clientId: client_id, sid: expect.any(String) });
  });
});

describe("seeded demo accounts", () => {
  it("the demo client signs in and reads its record with addresses and payment method", async () => {
    const response = await signIn(DEMO_CLIENT.email, DEMO_CLIENT.password);
    expect(response.statusCode, response.body).toBe(200);
    const { access_token } = response.json() as Tokens;
    const client = await me(bearer(access_token));
    expect(client.statusCode, client.body).toBe(200);
    const body = client.json();
    expect(body).toMatchObject({
      email: DEMO_CLIENT.email,
      firstname: DEMO_CLIENT.firstname,
      lastname: DEMO_CLIENT.lastname,
      connected_as: false,
    });
    expect(body.default_shipping_address).toMatchObject({ id: expect.any(Number), street: expect.any(String) });
    expect(body.default_billing_address).toMatchObject({ id: expect.any(Number) });
    expect(body.default_payment_method).toMatchObject({ id: expect.any(Number), platform: expect.any(String) });

    const dataLayer = (
      await app.inject({ method: "GET", url: "/clients/me/data-layer", headers: bearer(access_token) })
    ).json();
    expect(dataLayer).toMatchObject({ client_id: body.id, kid_count: 2, woman_count: 1 });
  });

  it("the demo prospect signs in", async () => {
    const response = await signIn(DEMO_PROSPECT.email, DEMO_PROSPECT.password);
    expect(response.statusCode).toBe(200);
    const client = (await me(bearer((response.json() as Tokens).access_token))).json();
    expect(client).toMatchObject({ email: DEMO_PROSPECT.email, subscription_status: "PROSPECT" });
  });
});

describe("GET /clients/me", () => {
  it("needs a bearer token", async () => {
    const response = await app.inject({ method: "GET", url: "/clients/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: "UNAUTHORIZED", status: 401 });
    const garbage = await me({ authorization: "Bearer not.a.jwt" });
    expect(garbage.statusCode).toBe(401);
  });

  it("answers only the token's own client", async () => {
    const a = await signUp({ firstname: "Alice" });
    const b = await signUp({ firstname: "Bob" });
    expect((await me(a.headers)).json()).toMatchObject({ id: a.client_id, firstname: "Alice", email: a.email });
    expect((await me(b.headers)).json()).toMatchObject({ id: b.client_id, firstname: "Bob", email: b.email });
  });

  it("refuses the token of a deleted client", async () => {
    const { headers, client_id } = await signUp();
    await app.db.delete(clients).where(eq(clients.id, client_id));
    const response = await me(headers);
    expect(response.statusCode).toBe(401);
  });

  it("shows the default addresses and only the client's own", async () => {
    const a = await signUp();
    const b = await signUp();
    const [shipping] = await app.db
      .insert(addresses)
      .values({
        clientId: a.client_id,
        kind: "shipping",
        street: "1 rue de la Paix",
        postcode: "75002",
        city: "Paris",
        countryCode: "FR",
        phone: "0600000000",
      })
      .returning();
    const [foreign] = await app.db
      .insert(addresses)
      .values({
        clientId: b.client_id,
        kind: "billing",
        street: "2 Main St",
        postcode: "1000",
        city: "Bruxelles",
        countryCode: "BE",
        phone: "0470000000",
      })
      .returning();
    await app.db
      .update(clients)
      .set({ defaultShippingAddressId: shipping!.id, defaultBillingAddressId: foreign!.id })
      .where(eq(clients.id, a.client_id));
    const body = (await me(a.headers)).json();
    expect(body.default_shipping_address).toEqual({
      id: shipping!.id,
      firstname: null,
      lastname: null,
      street: "1 rue de la Paix",
      complement: null,
      postcode: "75002",
      city: "Paris",
      country_code: "FR",
      phone: "0600000000",
    });
    expect(body.default_billing_address).toBeNull();
  });
});

describe("PATCH /clients/me", () => {
  it("needs a bearer token", async () => {
    const response = await app.inject({ method: "PATCH", url: "/clients/me", payload: { firstname: "X" } });
    expect(response.statusCode).toBe(401);
  });

  it("updates names, opt-ins and sources", async () => {
    const { headers } = await signUp();
    const response = await patchMe(headers, {
      firstname: " Jeanne ",
      lastname: "Dupont",
      is_optin_kid: true,
      optin_source_kid: "Footer HP",
      is_optin_woman: true,
      optin_source_woman: "Footer HP Femme",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: "Jeanne",
      lastname: "Dupont",
      is_optin_kid: true,
      optin_source_kid: "Footer HP",
      is_optin_woman: true,
      optin_source_woman: "Footer HP Femme",
    });
    expect((await me(headers)).json()).toMatchObject({ firstname: "Jeanne", is_optin_woman: true });
  });

  it("saves the language switcher's locale and country", async () => {
    const { headers } = await signUp();
    const response = await patchMe(headers, { locale: "nl", country: "BE", locale_chosen: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ locale: "nl", country: "BE" });
    expect(response.json().locale_chosen).toBe(true);
    const en = await patchMe(headers, { locale: "en" });
    expect(en.json().locale).toBe("en");
  });

  it("updates and clears the phone", async () => {
    const { headers } = await signUp();
    expect((await patchMe(headers, { phone: "+33 6 12 34 56 78" })).json().phone).toBe("+33 6 12 34 56 78");
    expect((await patchMe(headers, { phone: null })).json().phone).toBeNull();
  });

  it.each([
    [{ locale: "it" }, "locale"],
    [{ country: "US" }, "country"],
    [{ email: "nope" }, "email"],
    [{ firstname: "   " }, "firstname"],
    [{ phone: "call me" }, "phone"],
    [{ is_optin_kid: "yes" }, "is_optin_kid"],
    [{ locale_chosen: "true" }, "locale_chosen"],
    [{ password: "short", current_password: "whatever1" }, "password"],
  ])("refuses %j with a field error", async (payload, field) => {
    const { headers } = await signUp();
    const response = await patchMe(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "VALIDATION_ERROR", errors: { [field]: [expect.any(String)] } });
  });

  it("changes the e-mail, unique case-insensitively", async () => {
    const a = await signUp();
    const b = await signUp();
    const taken = await patchMe(a.headers, { email: b.email.toUpperCase(), current_password: a.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ type: "EMAIL_TAKEN", errors: { email: [expect.any(String)] } });

    const own = await patchMe(a.headers, { email: a.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
    const fresh = uniqueEmail("renamed");
    const renamed = await patchMe(a.headers, { email: fresh, current_password: a.password });
    expect(renamed.json().email).toBe(fresh);
    expect((await signIn(fresh, a.password)).statusCode).toBe(200);
  });

  it("changes the password only with the current one", async () => {
    const { headers, email, password } = await signUp();
    const missing = await patchMe(headers, { password: "new password 1" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.current_password).toBeDefined();
    const wrong = await patchMe(headers, { password: "new password 1", current_password: "not it at all" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().type).toBe("INVALID_CURRENT_PASSWORD");

    const ok = await patchMe(headers, { password: "new password 1", current_password: password });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(email, password)).statusCode).toBe(401);
    expect((await signIn(email, "new password 1")).statusCode).toBe(200);
  });

  it("ignores fields a client may not set", async () => {
    const { headers, client_id } = await signUp();
    const response = await patchMe(headers, {
      role: "admin",
      subscription_status: "ONGOING_SUBSCRIPTION",
      id: 1,
      firstname: "Zoé",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: client_id,
      subscription_status: "PROSPECT",
      firstname: "Zoé",
    });
  });

  it("changes only the token's own client", async () => {
    const a = await signUp({ firstname: "Alice" });
    const b = await signUp({ firstname: "Bob" });
    const response = await patchMe(a.headers, { firstname: "Alicia", id: b.client_id });
    expect(response.json()).toMatchObject({ id: a.client_id, firstname: "Alicia" });
    expect((await me(b.headers)).json().firstname).toBe("Bob");
  });

  it("an empty body changes nothing", async () => {
    const { headers } = await signUp({ firstname: "Same" });
    const response = await patchMe(headers, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().firstname).toBe("Same");
  });
});

describe("GET /clients/me/data-layer", () => {
  it("needs a bearer token", async () => {
    const response = await app.inject({ method: "GET", url: "/clients/me/data-layer" });
    expect(response.statusCode).toBe(401);
  });

  it("answers analytics-safe data: no names, no raw e-mail", async () => {
    const { headers, client_id, email } = await signUp(
      { firstname: "Secretname", lastname: "Hiddenlast" },
      { "accept-language": "es" },
    );
    await app.db.insert(profiles).values([
      { clientId: client_id, profileType: "KID", firstname: "Léo", gender: "boy", birthdate: "2019-04-02" },
      { clientId: client_id, profileType: "KID", firstname: "Lou", gender: "girl", birthdate: "2021-06-10" },
      {
        clientId: client_id,
        profileType: "KID",
        firstname: "Gone",
        gender: "girl",
        birthdate: "2020-01-01",
        deletedAt: new Date(),
      },
      { clientId: client_id, profileType: "WOMAN", firstname: "Maman", gender: "woman" },
    ]);
    const response = await app.inject({ method: "GET", url: "/clients/me/data-layer", headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      client_id,
      hashed_email: createHash("sha256").update(email.toLowerCase()).digest("hex"),
      subscription_status: "PROSPECT",
      woman_subscription_status: null,
      shop_status: "PROSPECT",
      gift_card_status: null,
      is_woman_activated: false,
      kid_count: 2,
      woman_count: 1,
      country: "ES",
      locale: "es",
      connected_as: false,
    });
    expect(response.body).not.toContain("Secretname");
    expect(response.body).not.toContain("Hiddenlast");
    expect(response.body).not.toContain(email);
  });
});

describe("GET /get_client_hash", () => {
  it("answers an integer HMAC of the lower-cased e-mail", async () => {
    const response = await app.inject({ method: "GET", url: "/get_client_hash?email=Anna%40Example.com" });
    expect(response.statusCode).toBe(200);
    const { hash } = response.json() as { hash: number };
    expect(Number.isSafeInteger(hash)).toBe(true);
    const expected = createHmac("sha256", ctx.config.jwtSecret)
      .update("client-hash:anna@example.com")
      .digest()
      .readUIntBE(0, 6);
    expect(hash).toBe(expected);

    const lower = await app.inject({ method: "GET", url: "/get_client_hash", query: { email: "anna@example.com" } });
    expect(lower.json().hash).toBe(hash);
    const other = await app.inject({ method: "GET", url: "/get_client_hash", query: { email: "bob@example.com" } });
    expect(other.json().hash).not.toBe(hash);
  });

  it("needs an email", async () => {
    const response = await app.inject({ method: "GET", url: "/get_client_hash" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: "An email is required",
      errors: { email: ["An email is required"] },
    });
  });

  it("refuses an invalid email", async () => {
    const response = await app.inject({ method: "GET", url: "/get_client_hash", query: { email: "nope" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(["Invalid email"]);
  });
});

describe("OpenAPI", () => {
  it("documents every auth and client call with its responses", async () => {
    const doc = (await app.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; security?: unknown; responses: Record<string, unknown> }>
      >;
    };
    const expected: [string, string, string[]][] = [
      ["/get_client_hash", "get", ["200", "400"]],
      ["/clients/token", "post", ["200", "400", "401", "429"]],
      ["/clients/token", "put", ["200", "400", "401"]],
      ["/clients", "post", ["201", "400", "409"]],
      ["/clients/me", "get", ["200", "401"]],
      ["/clients/me", "patch", ["200", "400", "401", "409"]],
      ["/clients/me/data-layer", "get", ["200", "401"]],
      ["/clients/send-reset-password-email", "post", ["204", "400", "429"]],
      ["/clients/reset-password", "post", ["204", "400", "422", "429"]],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(statuses));
    }
    expect(doc.paths["/clients/me"]!.get!.security).toEqual([{ bearer: [] }]);
  });
});
