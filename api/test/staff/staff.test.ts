/**
 * Staff accounts (decision 0041), on PGlite and on the PostgreSQL server: sign-in with and without
 * a second factor, a disabled member, refresh rotation, sign-out, the accounts an administrator
 * manages, and the audit.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRolePermissionRows } from "#domain/staff.js";
import { auditEvents, staffMembers, staffRolePermissions } from "../../src/db/schema/index.js";
import { openSecret, totpCode } from "../../src/modules/staff/totp.js";
import { DEMO_ADMIN, DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import {
  STAFF_PASSWORD,
  createTestApp,
  expectProblem,
  newStaffMember,
  signIn,
  signInStaff,
  type TestContext,
} from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000, refreshGraceSeconds: 0 });
  app = ctx.app;
  admin = await signInStaff(app, DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(async () => ctx?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const staffToken = (payload: Record<string, unknown>) => app.inject({ method: "POST", url: "/staff/token", payload });
const me = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/staff/me", headers });

describe("the role → permission table", () => {
  it("is seeded with the domain's default table", async () => {
    const rows = await app.db.select().from(staffRolePermissions);
    const key = (r: { role: string; permission: string }) => `${r.role} ${r.permission}`;
    expect(rows.map(key).sort()).toEqual(defaultRolePermissionRows().map(key).sort());
  });
});

describe("staff sign-in", () => {
  it("signs the seeded administrator in: a staff token, its roles and permissions", async () => {
    const response = await me(admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { roles: string[]; permissions: string[]; name: string; totp_enabled: boolean };
    expect(body).toMatchObject({ email: DEMO_ADMIN.email, name: "Claire Morel", roles: ["administrator"] });
    expect(body.permissions).toEqual(expect.arrayContaining(["manage:staff", "read:audit", "connect-as:client"]));
    expect(body.totp_enabled).toBe(false);
  });

  it("refuses a wrong password, an unknown e-mail, and a client's credentials", async () => {
    expectProblem(await staffToken({ email: DEMO_ADMIN.email, password: "wrong" }), 401, "INVALID_CREDENTIALS");
    expectProblem(await staffToken({ email: "nobody@example.com", password: "x" }), 401, "INVALID_CREDENTIALS");
    expectProblem(await staffToken(DEMO_CLIENT), 401, "INVALID_CREDENTIALS");
    expectProblem(await staffToken({ email: DEMO_ADMIN.email }), 400);
  });

  it("keeps staff and client tokens apart", async () => {
    // A staff token on a client call: 401 (it is no client's)
    expectProblem(await app.inject({ method: "GET", url: "/clients/me", headers: admin.headers }), 401);
    expectProblem(await app.inject({ method: "GET", url: "/clients/me/data-layer", headers: admin.headers }), 401);
    // A client token on a staff call: 403
    const client = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    expectProblem(await me(client.headers), 403, "FORBIDDEN");
    expectProblem(await me({}), 401);
    // Neither kind of refresh token rotates at the other's door
    expectProblem(
      await app.inject({ method: "PUT", url: "/staff/token", payload: { refresh_token: client.refresh_token } }),
      401,
      "REFRESH_TOKEN_INVALID",
    );
    const member = await newStaffMember(app, ["stylist"]);
    expectProblem(
      await app.inject({ method: "PUT", url: "/clients/token", payload: { refresh_token: member.refresh_token } }),
      401,
      "REFRESH_TOKEN_INVALID",
    );
  });

  it("rotates the refresh token; a reused one ends the session", async () => {
    const member = await newStaffMember(app, ["operations"]);
    const rotate = (refresh_token: string) =>
      app.inject({ method: "PUT", url: "/staff/token", payload: { refresh_token } });
    const next = await rotate(member.refresh_token);
    expect(next.statusCode, next.body).toBe(200);
    const pair = next.json() as { access_token: string; refresh_token: string; staff_id: number };
    expect(pair.staff_id).toBe(member.staff_id);
    expect(pair.refresh_token).not.toBe(member.refresh_token);
    expect((await me(bearer(pair.access_token))).statusCode).toBe(200);

    expectProblem(await rotate(member.refresh_token), 401, "REFRESH_TOKEN_REUSED");
    expectProblem(await me(bearer(pair.access_token)), 401);
    expectProblem(await rotate(pair.refresh_token), 401);
  });

  it("signs out: the session's tokens stop working", async () => {
    const member = await newStaffMember(app, ["stylist"]);
    expect((await me(member.headers)).statusCode).toBe(200);
    const out = await app.inject({
      method: "DELETE",
      url: "/staff/token",
      payload: { refresh_token: member.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expectProblem(await me(member.headers), 401);
    expectProblem(
      await app.inject({ method: "PUT", url: "/staff/token", payload: { refresh_token: member.refresh_token } }),
      401,
    );
  });

  it("refuses a disabled member at once: sign-in, its sessions and their refresh", async () => {
    const member = await newStaffMember(app, ["stylist"]);
    const patch = await app.inject({
      method: "PATCH",
      url: `/staff/members/${member.staff_id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ disabled: true });
    expectProblem(await me(member.headers), 401);
    expectProblem(await staffToken({ email: member.email, password: STAFF_PASSWORD }), 401, "ACCOUNT_DISABLED");
    expectProblem(
      await app.inject({ method: "PUT", url: "/staff/token", payload: { refresh_token: member.refresh_token } }),
      401,
    );
    // Enabled again: signs in
    await app.inject({
      method: "PATCH",
      url: `/staff/members/${member.staff_id}`,
      headers: admin.headers,
      payload: { disabled: false },
    });
    expect((await staffToken({ email: member.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });
});

describe("two-step sign-in (TOTP)", () => {
  it("enrols, then asks for the code: missing, wrong, replayed and valid codes", async () => {
    const member = await newStaffMember(app, ["stylist"]);
    const started = await app.inject({ method: "POST", url: "/staff/me/totp", headers: member.headers });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauth_uri } = started.json() as { secret: string; otpauth_uri: string };
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauth_uri).toContain(`secret=${secret}`);

    // Not on until a code confirms it
    expect((await staffToken({ email: member.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
    const confirm = (code: string) =>
      app.inject({ method: "POST", url: "/staff/me/totp/confirm", headers: member.headers, payload: { code } });
    expectProblem(await confirm("000000" === totpCode(secret) ? "111111" : "000000"), 422, "TOTP_INVALID");
    const now = totpCode(secret);
    const confirmed = await confirm(now);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ totp_enabled: true });
    expectProblem(await app.inject({ method: "POST", url: "/staff/me/totp", headers: member.headers }), 409);

    const credentials = { email: member.email, password: STAFF_PASSWORD };
    const missing = expectProblem(await staffToken(credentials), 401, "TOTP_REQUIRED");
    expect((missing as { detail?: string }).detail).toContain("authenticator");
    expectProblem(await staffToken({ ...credentials, totp_code: "12345" }), 401, "TOTP_INVALID");
    // The code that confirmed is used: it cannot sign in (replay within its window)
    expectProblem(await staffToken({ ...credentials, totp_code: now }), 401, "TOTP_INVALID");
    // The next step's code is within the window and new: it signs in, once
    const next = totpCode(secret, Date.now() + 30_000);
    const signedIn = await staffToken({ ...credentials, totp_code: next });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expectProblem(await staffToken({ ...credentials, totp_code: next }), 401, "TOTP_INVALID");
    // A wrong password with a right code is still a wrong password
    expectProblem(await staffToken({ ...credentials, password: "nope", totp_code: next }), 401, "INVALID_CREDENTIALS");
  });
});

describe("the TOTP secret at rest", () => {
  it("is stored sealed: the database alone does not give the codes, another key cannot open it", async () => {
    const member = await newStaffMember(app, ["stylist"]);
    const started = await app.inject({ method: "POST", url: "/staff/me/totp", headers: member.headers });
    const { secret } = started.json() as { secret: string };
    const [row] = await app.db
      .select({ stored: staffMembers.totpSecret })
      .from(staffMembers)
      .where(eq(staffMembers.id, member.id));
    expect(row?.stored).toMatch(/^v1:/);
    expect(row?.stored).not.toContain(secret);
    expect(openSecret(row!.stored!, app.config.totpKey)).toBe(secret);
    expect(openSecret(row!.stored!, Buffer.alloc(32, 7))).toBeNull();
    expect(openSecret(secret, app.config.totpKey)).toBeNull();
  });
});

describe("staff accounts (manage:staff)", () => {
  it("creates a stylist who signs in with a stylist's permissions", async () => {
    const email = `stylist.${Date.now().toString(36)}@example.com`;
    const create = (payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: "/staff/members", headers: admin.headers, payload });
    const created = await create({ email, name: "Inès Stylist", password: STAFF_PASSWORD, roles: ["stylist"] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email, name: "Inès Stylist", roles: ["stylist"], disabled: false });
    expectProblem(
      await create({ email: email.toUpperCase(), name: "Again", password: STAFF_PASSWORD }),
      409,
      "EMAIL_TAKEN",
    );
    expectProblem(await create({ email: `x${email}`, name: "X", password: STAFF_PASSWORD, roles: ["chef"] }), 400);
    expectProblem(await create({ email: `y${email}`, name: "Y", password: "password123" }), 400, "WEAK_PASSWORD");

    const stylist = await signInStaff(app, email, STAFF_PASSWORD);
    const body = (await me(stylist.headers)).json() as { permissions: string[] };
    expect(body.permissions).toContain("compose:request");
    expect(body.permissions).not.toContain("manage:staff");
    expectProblem(await app.inject({ method: "GET", url: "/staff/members", headers: stylist.headers }), 403);

    const list = (await app.inject({ method: "GET", url: "/staff/members", headers: admin.headers })).json() as {
      email: string;
    }[];
    expect(list.map((m) => m.email)).toEqual(expect.arrayContaining([DEMO_ADMIN.email, email]));

    // Roles replaced
    const { id } = created.json() as { id: number };
    const changed = await app.inject({
      method: "PATCH",
      url: `/staff/members/${id}`,
      headers: admin.headers,
      payload: { roles: ["operations", "stylist"] },
    });
    expect(changed.json()).toMatchObject({ roles: ["operations", "stylist"] });
    const after = (await me(stylist.headers)).json() as { permissions: string[] };
    expect(after.permissions).toEqual(expect.arrayContaining(["ship:box", "compose:request"]));
  });

  it("resets a member's password (its sessions end) and turns its two-step sign-in off (a lost phone)", async () => {
    const member = await newStaffMember(app, ["operations"]);
    const secret = (
      (await app.inject({ method: "POST", url: "/staff/me/totp", headers: member.headers })).json() as {
        secret: string;
      }
    ).secret;
    const confirmed = await app.inject({
      method: "POST",
      url: "/staff/me/totp/confirm",
      headers: member.headers,
      payload: { code: totpCode(secret) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const patch = (payload: Record<string, unknown>) =>
      app.inject({ method: "PATCH", url: `/staff/members/${member.id}`, headers: admin.headers, payload });

    expectProblem(await patch({ password: "password123" }), 400, "WEAK_PASSWORD");
    expectProblem(await patch({ totp_enabled: true }), 400);
    const newPassword = "a new horse battery staple";
    const reset = await patch({ password: newPassword, totp_enabled: false });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ totp_enabled: false });

    // The member's sessions ended; the old password no longer signs in, the new one does, without a code
    expectProblem(await me(member.headers), 401);
    expectProblem(
      await app.inject({ method: "PUT", url: "/staff/token", payload: { refresh_token: member.refresh_token } }),
      401,
    );
    expectProblem(await staffToken({ email: member.email, password: STAFF_PASSWORD }), 401, "INVALID_CREDENTIALS");
    const signedIn = await staffToken({ email: member.email, password: newPassword });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("does not let an administrator disable itself", async () => {
    const response = await app.inject({
      method: "PATCH",
      url: `/staff/members/${admin.staff_id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expectProblem(response, 409, "SELF_LOCKOUT");
  });

  it("lists the roles and their permissions", async () => {
    const roles = (await app.inject({ method: "GET", url: "/staff/roles", headers: admin.headers })).json() as {
      name: string;
      permissions: string[];
    }[];
    expect(roles.map((r) => r.name).sort()).toEqual(["administrator", "customer_service", "operations", "stylist"]);
    expect(roles.find((r) => r.name === "customer_service")?.permissions).toContain("connect-as:client");
  });
});

describe("what a role grants (manage:staff)", () => {
  it("changes a role's permissions for every member at once; the administrator role keeps manage:staff", async () => {
    const member = await newStaffMember(app, ["customer_service"]);
    const granted = async () => ((await me(member.headers)).json() as { permissions: string[] }).permissions;
    const before = await granted();
    expect(before).not.toContain("read:dashboard");
    const put = (role: string, permissions: string[]) =>
      app.inject({ method: "PUT", url: `/staff/roles/${role}`, headers: admin.headers, payload: { permissions } });

    expectProblem(await put("customer_service", ["read:client", "fly:kite"]), 400);
    expectProblem(await put("astronaut", ["read:client"]), 404);
    expectProblem(await put("administrator", ["read:audit"]), 409, "ROLE_LOCKOUT");
    expectProblem(
      await app.inject({
        method: "PUT",
        url: "/staff/roles/customer_service",
        headers: member.headers,
        payload: { permissions: [] },
      }),
      403,
    );

    const changed = await put("customer_service", [...before, "read:dashboard"]);
    expect(changed.statusCode, changed.body).toBe(200);
    const table = changed.json() as { name: string; permissions: string[] }[];
    expect(table.find((role) => role.name === "customer_service")?.permissions).toContain("read:dashboard");
    expect(await granted()).toContain("read:dashboard");

    // Back as it was, so the other cases see the default table
    expect((await put("customer_service", before)).statusCode).toBe(200);
    expect(await granted()).toEqual(before);
  });
});

describe("the audit (read:audit)", () => {
  it("pages the back-office calls newest first, filtered by member and entity, denied ones included", async () => {
    const member = await newStaffMember(app, ["stylist"]);
    await app.inject({ method: "GET", url: "/staff/members", headers: member.headers });
    await app.inject({ method: "GET", url: "/admin/quiz?profile_type=KID", headers: member.headers });

    const page = await app.inject({
      method: "GET",
      url: `/staff/audit?staff_id=${member.staff_id}&per_page=1`,
      headers: admin.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { items: { action: string; outcome: string; route: string }[]; total: number };
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({
        action: "manage:quiz",
        outcome: "denied",
        route: "/admin/quiz",
        staff_id: member.staff_id,
      }),
    ]);
    const second = (
      await app.inject({
        method: "GET",
        url: `/staff/audit?staff_id=${member.staff_id}&per_page=1&page=2`,
        headers: admin.headers,
      })
    ).json() as { items: { action: string }[] };
    expect(second.items.map((i) => i.action)).toEqual(["manage:staff"]);

    const byEntity = (
      await app.inject({ method: "GET", url: "/staff/audit?entity=quiz", headers: admin.headers })
    ).json() as { items: { entity: string }[] };
    expect(byEntity.items.length).toBeGreaterThan(0);
    expect(byEntity.items.every((i) => i.entity === "quiz")).toBe(true);

    // Reading the audit is itself audited
    const rows = await app.db.select().from(auditEvents).where(eq(auditEvents.staffId, admin.staff_id));
    expect(rows.some((row) => row.action === "read:audit" && row.route === "/staff/audit")).toBe(true);
  });
});
