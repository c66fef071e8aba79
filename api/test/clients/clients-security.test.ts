/**
 * Sign-out revocation and the rule that passwords and tokens never reach the logs: the API runs
 * with its production logger writing into memory while a whole account life goes through it.
 */
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, waitForMail, type TestContext } from "../helpers.js";

let ctx: TestContext;
let log = "";

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  ctx = await createTestApp({ rateLimitMax: 10_000, logLevel: "trace" }, { logStream });
});
afterAll(async () => ctx?.close());

type Tokens = { access_token: string; refresh_token: string; client_id: number };

async function signUp(email: string, password: string): Promise<Tokens> {
  const response = await ctx.app.inject({ method: "POST", url: "/clients", payload: { email, password } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("DELETE clients/token (sign-out)", () => {
  it("revokes the refresh token and the tokens rotated from it", async () => {
    const first = await signUp("signout@example.com", "first password");
    const refreshed = await ctx.app.inject({
      method: "PUT",
      url: "/clients/token",
      payload: { refresh_token: first.refresh_token },
    });
    const second = refreshed.json() as Tokens;
    const out = await ctx.app.inject({
      method: "DELETE",
      url: "/clients/token",
      payload: { refresh_token: second.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const again = await ctx.app.inject({
      method: "PUT",
      url: "/clients/token",
      payload: { refresh_token: second.refresh_token },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ type: "REFRESH_TOKEN_REVOKED" });
  });

  it("answers 204 for an unknown token and 400 without one", async () => {
    const unknown = await ctx.app.inject({
      method: "DELETE",
      url: "/clients/token",
      payload: { refresh_token: "not-a-token" },
    });
    expect(unknown.statusCode).toBe(204);
    const missing = await ctx.app.inject({ method: "DELETE", url: "/clients/token", payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe("logs", () => {
  it("never hold a password, a refresh token, an access token or a reset token", async () => {
    const email = "secrets@example.com";
    const password = "Pa55word-in-the-clear";
    const newPassword = "An0ther-secret-phrase";
    const tokens = await signUp(email, password);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    await ctx.app.inject({ method: "POST", url: "/clients/token", payload: { email, password } });
    await ctx.app.inject({ method: "POST", url: "/clients/token", payload: { email, password: "wrong-guess-123" } });
    await ctx.app.inject({ method: "GET", url: "/clients/me", headers });
    await ctx.app.inject({
      method: "PATCH",
      url: "/clients/me",
      headers,
      payload: { current_password: password, password: newPassword },
    });
    await ctx.app.inject({ method: "GET", url: `/clients/me?access_token=${tokens.access_token}`, headers });
    await ctx.app.inject({ method: "POST", url: "/clients/send-reset-password-email", payload: { email } });
    const mail = await waitForMail(ctx.mail, (m) => m.to?.some((to) => to.address === email) ?? false);
    const resetToken = new URL(/https?:\/\/\S+reset-password\S+/.exec(mail.text ?? "")![0]).searchParams.get("token")!;
    await ctx.app.inject({
      method: "POST",
      url: "/clients/reset-password",
      payload: { client_id: tokens.client_id, token: resetToken, password: "Third-password-42" },
    });
    await ctx.app.inject({ method: "DELETE", url: "/clients/token", payload: { refresh_token: tokens.refresh_token } });

    expect(log).toContain("/clients/me");
    for (const secret of [
      password,
      newPassword,
      "Third-password-42",
      "wrong-guess-123",
      tokens.access_token,
      tokens.refresh_token,
      resetToken,
    ]) {
      expect(log.includes(secret), `a secret reached the log: ${secret.slice(0, 6)}…`).toBe(false);
    }
  });
});
