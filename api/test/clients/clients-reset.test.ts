/**
 * Password reset (§7): the e-mail received over SMTP in the client's language, the single-use
 * one-hour link, and the sessions closed by a reset.
 */
import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Email } from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens } from "../../src/db/schema/index.js";
import { createTestApp, outboxMail, waitForMail, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
const STOREFRONT = "https://shop.example.test";

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000, storefrontUrl: `${STOREFRONT}/` });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

let counter = 0;
const uniqueEmail = (prefix = "reset") => `${prefix}.${++counter}.${Date.now().toString(36)}@example.com`;

type Tokens = { access_token: string; refresh_token: string; client_id: number };

async function signUp(locale = "fr", firstname = "Marie") {
  const email = uniqueEmail(`reset-${locale}`);
  const password = "original password";
  const response = await app.inject({
    method: "POST",
    url: "/clients",
    headers: { "accept-language": locale },
    payload: { email, password, firstname },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, password, ...(response.json() as Tokens) };
}

function sendReset(email: string) {
  return app.inject({ method: "POST", url: "/clients/send-reset-password-email", payload: { email } });
}

function resetPassword(payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/clients/reset-password", payload });
}

const sentTo = (address: string) => (m: Email) =>
  m.to?.some((to) => to.address?.toLowerCase() === address.toLowerCase()) ?? false;

/** Requests a reset e-mail and answers the message and the link it carries. */
async function requestLink(email: string) {
  const before = ctx.mail.received.length;
  const response = await sendReset(email);
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe("");
  // The link's row and its e-mail are written together (the outbox)
  const [newest] = await app.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .orderBy(desc(passwordResetTokens.id))
    .limit(1);
  expect(await outboxMail(app, `password-reset:${newest!.id}`)).toBeDefined();
  const mail = await waitForMail(ctx.mail, (m) => ctx.mail.received.indexOf(m) >= before && sentTo(email)(m));
  const match = mail.text?.match(/https?:\/\/\S+\/reset-password\?\S+/);
  expect(match, mail.text).not.toBeNull();
  const url = new URL(match![0]);
  return { mail, url, clientId: Number(url.searchParams.get("client_id")), token: url.searchParams.get("token")! };
}

describe("POST /clients/send-reset-password-email", () => {
  it.each([
    ["fr", "", "Réinitialisation de votre mot de passe", "Bonjour Marie,"],
    ["de", "/de", "Zurücksetzen Ihres Passworts", "Hallo Marie,"],
    ["nl", "/nl", "Je wachtwoord opnieuw instellen", "Hallo Marie,"],
    ["es", "/es", "Restablecer tu contraseña", "Hola Marie:"],
    ["en", "", "Reset your password", "Hello Marie,"],
  ])("e-mails a link in the client's language (%s)", async (locale, prefix, subject, greeting) => {
    const client = await signUp(locale);
    const { mail, url, clientId, token } = await requestLink(client.email.toUpperCase());
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(greeting);
    expect(mail.html).toContain(
      `href="${STOREFRONT}${prefix}/reset-password?client_id=${client.client_id}&amp;token=${token}"`,
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT}${prefix}/reset-password`);
    expect(clientId).toBe(client.client_id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's hash is stored, valid one hour
    const [row] = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.hash, createHash("sha256").update(token).digest("hex")));
    expect(row).toBeDefined();
    expect(row!.clientId).toBe(client.client_id);
    const validity = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(validity).toBeGreaterThan(59 * 60 * 1000);
    expect(validity).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it("follows the client's stored language, not the request's", async () => {
    const client = await signUp("nl");
    const before = ctx.mail.received.length;
    const response = await app.inject({
      method: "POST",
      url: "/clients/send-reset-password-email",
      headers: { "accept-language": "de" },
      payload: { email: client.email },
    });
    expect(response.statusCode).toBe(204);
    const mail = await waitForMail(ctx.mail, (m) => ctx.mail.received.indexOf(m) >= before && sentTo(client.email)(m));
    expect(mail.subject).toBe("Je wachtwoord opnieuw instellen");
    expect(mail.text).toContain(`${STOREFRONT}/nl/reset-password?`);
  });

  it("answers the same for an unknown address, and sends nothing", async () => {
    const known = await signUp();
    const knownResponse = await sendReset(known.email);
    const unknownEmail = uniqueEmail("nobody");
    const unknownResponse = await sendReset(unknownEmail);
    expect(unknownResponse.statusCode).toBe(knownResponse.statusCode);
    expect(unknownResponse.body).toBe(knownResponse.body);
    await waitForMail(ctx.mail, sentTo(known.email));
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.mail.received.some(sentTo(unknownEmail))).toBe(false);
  });

  it("needs an email", async () => {
    const response = await app.inject({ method: "POST", url: "/clients/send-reset-password-email", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: "VALIDATION_ERROR",
      title: "An email is required",
      errors: { email: ["An email is required"] },
    });
  });

  it("refuses an invalid email", async () => {
    const response = await sendReset("not an email");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(["Invalid email"]);
  });
});

describe("POST /clients/reset-password", () => {
  it("sets the new password once and closes every session", async () => {
    const client = await signUp();
    // A second session, and a first one rotated once
    const other = (
      await app.inject({
        method: "POST",
        url: "/clients/token",
        payload: { email: client.email, password: client.password },
      })
    ).json() as Tokens;
    const { clientId, token } = await requestLink(client.email);

    const response = await resetPassword({ client_id: clientId, password: "brand new password", token });
    expect(response.statusCode).toBe(204);

    const signIn = (password: string) =>
      app.inject({ method: "POST", url: "/clients/token", payload: { email: client.email, password } });
    expect((await signIn(client.password)).statusCode).toBe(401);
    expect((await signIn("brand new password")).statusCode).toBe(200);

    // Every refresh token issued before the reset is revoked
    for (const refresh_token of [client.refresh_token, other.refresh_token]) {
      const refreshed = await app.inject({ method: "PUT", url: "/clients/token", payload: { refresh_token } });
      expect(refreshed.statusCode).toBe(401);
    }

    // The link is single use
    const again = await resetPassword({ client_id: clientId, password: "another password", token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ type: "RESET_TOKEN_INVALID", status: 422 });
    expect((await signIn("brand new password")).statusCode).toBe(200);
  });

  it("a reset spends the other links sent before", async () => {
    const client = await signUp();
    const first = await requestLink(client.email);
    const second = await requestLink(client.email);
    expect(
      (await resetPassword({ client_id: client.client_id, password: "second-velvet-otter!", token: second.token }))
        .statusCode,
    ).toBe(204);
    const older = await resetPassword({ client_id: client.client_id, password: "password one!", token: first.token });
    expect(older.statusCode).toBe(422);
    expect(older.json().type).toBe("RESET_TOKEN_INVALID");
  });

  it("refuses an expired link (more than one hour)", async () => {
    const client = await signUp();
    const { token } = await requestLink(client.email);
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.hash, createHash("sha256").update(token).digest("hex")));
    const response = await resetPassword({ client_id: client.client_id, password: "brand new password", token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ type: "RESET_TOKEN_EXPIRED", status: 422 });
    const signIn = await app.inject({
      method: "POST",
      url: "/clients/token",
      payload: { email: client.email, password: client.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses a link used with another client's id, and an unknown token", async () => {
    const a = await signUp();
    const b = await signUp();
    const { token } = await requestLink(a.email);
    const foreign = await resetPassword({ client_id: b.client_id, password: "hijacked password", token });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().type).toBe("RESET_TOKEN_INVALID");
    const unknown = await resetPassword({
      client_id: a.client_id,
      password: "brand new password",
      token: "made-up-token",
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().type).toBe("RESET_TOKEN_INVALID");
    // The real link still works for its own client
    expect(
      (await resetPassword({ client_id: String(a.client_id), password: "brand new password", token })).statusCode,
    ).toBe(204);
  });

  it("needs client_id, password and token", async () => {
    const response = await resetPassword({ password: "brand new password" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: "VALIDATION_ERROR",
      title: "client_id, password and token are required",
      errors: { client_id: [expect.any(String)], token: [expect.any(String)] },
    });
    expect(response.json().errors.password).toBeUndefined();
  });

  it.each([
    [{ client_id: 1, password: "short", token: "x" }, "password"],
    [{ client_id: "abc", password: "long enough", token: "x" }, "client_id"],
    [{ client_id: -3, password: "long enough", token: "x" }, "client_id"],
  ])("refuses %j with a field error", async (payload, field) => {
    const response = await resetPassword(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});
