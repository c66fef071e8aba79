/**
 * Account safety (issue 23, decision 0037): every place a password is chosen refuses common and
 * guessable ones (400 WEAK_PASSWORD); a new e-mail needs the current password and is told to the
 * previous address (through the outbox, with a "this wasn't me" link that gives the address back,
 * removes the password, ends every session and sends a reset link there); a connect-as session
 * changes neither the e-mail nor the password.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Email } from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, jobs } from "../../src/db/schema/index.js";
import { requireStrongPassword } from "../../src/modules/clients/passwords.js";
import { DEMO_CREDENTIALS } from "../../src/seed/data/accounts.js";
import { createTestApp, expectProblem, newStaffMember, waitForMail, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

const STRONG = "Velvet-otter-sings-42";
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${++counter}.${Date.now().toString(36)}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Tokens = { access_token: string; refresh_token: string; client_id: number };

async function signUp(prefix = "safety", password = STRONG) {
  const email = uniqueEmail(prefix);
  const response = await app.inject({
    method: "POST",
    url: "/clients",
    payload: { email, password, firstname: "Marie", lastname: "Dupont" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, password, ...response.json<Tokens>() };
}

const patchMe = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: "/clients/me", headers: bearer(token), payload });

const sentTo = (address: string) => (m: Email) =>
  m.to?.some((to) => to.address?.toLowerCase() === address.toLowerCase()) ?? false;

describe("passwords too easy to guess", () => {
  const WEAK = ["password1", "azerty123", "motdepasse", "Passwort123", "soleil2020", "contraseña1", "wachtwoord1"];

  it("are refused at sign-up with 400 WEAK_PASSWORD on the password field", async () => {
    for (const password of WEAK) {
      const response = await app.inject({
        method: "POST",
        url: "/clients",
        payload: { email: uniqueEmail("weak"), password },
      });
      const problem = expectProblem(response, 400, "WEAK_PASSWORD");
      expect(problem.errors?.password, password).toBeTruthy();
    }
  });

  it("made of the person's own e-mail or names are refused", async () => {
    const email = uniqueEmail("jeanne.valbonne");
    for (const password of [email, "jeanne.valbonne", "Valbonne2024", "JeanneValbonne"]) {
      const response = await app.inject({
        method: "POST",
        url: "/clients",
        payload: { email, password, firstname: "Jeanne", lastname: "Valbonne" },
      });
      expectProblem(response, 400, "WEAK_PASSWORD");
    }
  });

  it("are refused when completing a temporary account (the quiz's account step)", async () => {
    const temporary = await app.inject({ method: "POST", url: "/clients/temporary", payload: {} });
    const { access_token } = temporary.json<Tokens>();
    const register = (password: string) =>
      app.inject({
        method: "POST",
        url: "/clients/me/registration",
        headers: bearer(access_token),
        payload: { email: uniqueEmail("quiz"), password },
      });
    expectProblem(await register("azerty123"), 400, "WEAK_PASSWORD");
    expect((await register(STRONG)).statusCode).toBe(200);
  });

  it("are refused when changing the password, the old one still working", async () => {
    const client = await signUp();
    expectProblem(
      await patchMe(client.access_token, { current_password: STRONG, password: "12345678" }),
      400,
      "WEAK_PASSWORD",
    );
    const signIn = await app.inject({
      method: "POST",
      url: "/clients/token",
      payload: { email: client.email, password: STRONG },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("are refused by the reset link, which stays usable", async () => {
    const client = await signUp("reset-weak");
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/clients/send-reset-password-email",
          payload: { email: client.email },
        })
      ).statusCode,
    ).toBe(204);
    const mail = await waitForMail(ctx.mail, sentTo(client.email));
    const link = new URL(/https?:\/\/\S+reset-password\?\S+/.exec(mail.text ?? "")![0]);
    const reset = (password: string) =>
      app.inject({
        method: "POST",
        url: "/clients/reset-password",
        payload: { client_id: link.searchParams.get("client_id"), token: link.searchParams.get("token"), password },
      });
    expectProblem(await reset("password123"), 400, "WEAK_PASSWORD");
    expect((await reset("Another-velvet-otter-7")).statusCode).toBe(204);
  });

  it("the demo accounts' passwords (README) pass", () => {
    for (const account of DEMO_CREDENTIALS)
      expect(() => requireStrongPassword(account.password, account)).not.toThrow();
  });
});

describe("changing the e-mail", () => {
  it("needs the current password: 400 without, 422 INVALID_CURRENT_PASSWORD when wrong", async () => {
    const client = await signUp();
    const newEmail = uniqueEmail("moved");
    expectProblem(await patchMe(client.access_token, { email: newEmail }), 400);
    expectProblem(
      await patchMe(client.access_token, { email: newEmail, current_password: "not-the-password" }),
      422,
      "INVALID_CURRENT_PASSWORD",
    );
    const [row] = await app.db.select().from(clients).where(eq(clients.id, client.client_id));
    expect(row!.email).toBe(client.email);
    // The same address again is no change: no password needed
    expect(
      (await patchMe(client.access_token, { email: client.email.toUpperCase(), firstname: "Anne" })).statusCode,
    ).toBe(200);
  });

  it("tells the previous address, whose link gives the account back", async () => {
    const client = await signUp("victim");
    const attackerEmail = uniqueEmail("attacker");
    const changed = await patchMe(client.access_token, { email: attackerEmail, current_password: STRONG });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email: attackerEmail });

    // The notice is in the outbox, written with the change
    const notices = await app.db.select().from(jobs).where(eq(jobs.kind, "mail"));
    expect(notices.filter((job) => job.key.startsWith(`email-changed:${client.client_id}:`))).toHaveLength(1);
    const notice = await waitForMail(ctx.mail, sentTo(client.email));
    expect(notice.text).toContain(attackerEmail);
    const link = /https?:\/\/\S+\/email-change\/undo\?token=\S+/.exec(notice.text ?? "")?.[0];
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get("token")!;

    // The attacker signs in elsewhere meanwhile
    const attacker = await app.inject({
      method: "POST",
      url: "/clients/token",
      payload: { email: attackerEmail, password: STRONG },
    });
    expect(attacker.statusCode).toBe(200);

    const revert = () => app.inject({ method: "POST", url: "/clients/email-change/revert", payload: { token } });
    const reverted = await revert();
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toEqual({ email: client.email });
    const [row] = await app.db.select().from(clients).where(eq(clients.id, client.client_id));
    expect(row).toMatchObject({ email: client.email, passwordHash: null });
    // Every session ended, the known password opens nothing
    for (const token of [client.access_token, attacker.json<Tokens>().access_token]) {
      expect((await app.inject({ method: "GET", url: "/clients/me", headers: bearer(token) })).statusCode).toBe(401);
    }
    const withOldPassword = await app.inject({
      method: "POST",
      url: "/clients/token",
      payload: { email: client.email, password: STRONG },
    });
    expect(withOldPassword.statusCode).toBe(401);
    // A reset link goes to the address given back
    const reset = await waitForMail(ctx.mail, (m) => sentTo(client.email)(m) && /reset-password\?/.test(m.text ?? ""));
    expect(reset.text).toContain(`client_id=${client.client_id}`);

    // Used again: the same answer, nothing more
    expect((await revert()).json()).toEqual({ email: client.email });
  });

  it("a forged or damaged link is refused with 422 EMAIL_REVERT_INVALID", async () => {
    for (const token of ["nope", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"]) {
      expectProblem(
        await app.inject({ method: "POST", url: "/clients/email-change/revert", payload: { token } }),
        422,
        "EMAIL_REVERT_INVALID",
      );
    }
    // An access token is not a revert token
    const client = await signUp();
    expectProblem(
      await app.inject({
        method: "POST",
        url: "/clients/email-change/revert",
        payload: { token: client.access_token },
      }),
      422,
      "EMAIL_REVERT_INVALID",
    );
  });
});

describe("a connect-as session", () => {
  async function connectedAs() {
    const client = await signUp("impersonated");
    const staff = await newStaffMember(app, ["customer_service"]);
    const response = await app.inject({
      method: "POST",
      url: `/admin/clients/${client.client_id}/connect-as`,
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { client, token: response.json<{ access_token: string }>().access_token };
  }

  it("changes neither the e-mail nor the password (403 CONNECT_AS_FORBIDDEN), other fields yes", async () => {
    const { client, token } = await connectedAs();
    expectProblem(
      await patchMe(token, { email: uniqueEmail("taken-over"), current_password: STRONG }),
      403,
      "CONNECT_AS_FORBIDDEN",
    );
    expectProblem(
      await patchMe(token, { password: "Entirely-new-secret-9", current_password: STRONG }),
      403,
      "CONNECT_AS_FORBIDDEN",
    );
    const [row] = await app.db.select().from(clients).where(eq(clients.id, client.client_id));
    expect(row!.email).toBe(client.email);
    expect((await patchMe(token, { firstname: "Mia", email: client.email })).statusCode).toBe(200);
  });
});
