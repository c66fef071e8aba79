/**
 * Every back-office call's permission boundary (decision 0041), walked from the registered routes
 * so a new back-office route is covered without a line here: without a token 401, with a client's
 * 403, with a staff member's lacking the permission 403, with one holding it neither 401 nor 403
 * and an audit row written. On PGlite and on the PostgreSQL server.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, staffRolePermissions, staffRoles } from "../../src/db/schema/index.js";
import type { PermissionRoute } from "../../src/plugins/auth.js";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { createTestApp, newStaffMember, signIn, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
let client: Record<string, string>;
let nobody: Record<string, string>;
const holders = new Map<string, { staff_id: number; headers: Record<string, string> }>();

// Registered before the app exists: describe.each needs the list when the file is collected, so
// the routes are read inside one test per route kind below
let routes: PermissionRoute[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  routes = app.permissionRoutes();
  client = (await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password)).headers;
  nobody = (await newStaffMember(app, [])).headers;
  // One role per permission, holding that permission only
  for (const permission of new Set(routes.map((r) => r.permission))) {
    const role = `only-${permission.replace(":", "-")}`;
    await app.db.insert(staffRoles).values({ name: role });
    await app.db.insert(staffRolePermissions).values({ role, permission });
    holders.set(permission, await newStaffMember(app, [role]));
  }
});
afterAll(async () => ctx?.close());

const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, "1");
const call = (route: PermissionRoute, headers: Record<string, string>) =>
  app.inject({ method: route.method as "GET", url: urlOf(route.url), headers });

describe("back-office routes", () => {
  it("are found, and are every /admin/ and staff-management path of the OpenAPI document", () => {
    expect(routes.length).toBeGreaterThan(30);
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    // HEAD routes are Fastify's automatic twins of GET ones (walked below, not documented)
    const guarded = new Set(
      routes
        .filter((r) => r.method !== "HEAD")
        .map((r) => `${r.method.toLowerCase()} ${r.url.replace(/:([A-Za-z_]+)/g, "{$1}")}`),
    );
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    for (const route of guarded) expect(documented).toContain(route);
    const backOffice = documented.filter(
      (entry) => / \/admin\//.test(entry) || / \/staff\/(members|roles|audit)/.test(entry),
    );
    expect(backOffice.filter((entry) => !guarded.has(entry))).toEqual([]);
  });

  it("answer 401 without a token or with a bad one", async () => {
    for (const route of routes) {
      const none = await call(route, {});
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      const bad = await call(route, { authorization: "Bearer nonsense" });
      expect(bad.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answer 403 to a client's token", async () => {
    for (const route of routes) {
      const response = await call(route, client);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("answer 403 to a staff member without the permission, and audit the refusal", async () => {
    for (const route of routes) {
      const response = await call(route, nobody);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      // Another permission is not this one
      const other = [...holders.entries()].find(([permission]) => permission !== route.permission);
      if (other) expect((await call(route, other[1].headers)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("let a staff member holding the permission through, and write the audit row", async () => {
    for (const route of routes) {
      const holder = holders.get(route.permission)!;
      const response = await call(route, holder.headers);
      expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(response.statusCode);
      const rows = await app.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.staffId, holder.staff_id),
            eq(auditEvents.route, route.url),
            eq(auditEvents.method, route.method),
            eq(auditEvents.outcome, "allowed"),
          ),
        );
      expect(rows.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      expect(rows[0]).toMatchObject({ action: route.permission, ip: "127.0.0.1" });
      if (route.url.includes(":id")) expect(rows[0]!.entityId).toBe("1");
    }
  });
});
