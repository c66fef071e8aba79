import { describe, expect, it } from "vitest";
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSIONS,
  STAFF_ROLES,
  defaultRolePermissionRows,
  hasPermission,
  isPermission,
  isStaffRole,
  parsePermission,
  permissionsOf,
} from "./staff";

describe("staff permissions", () => {
  it("writes every permission as action:entity", () => {
    for (const permission of PERMISSIONS) {
      expect(permission).toMatch(/^[a-z-]+:[a-z]+$/);
    }
    expect(parsePermission("connect-as:client")).toEqual({ action: "connect-as", entity: "client" });
  });

  it("grants the administrator every permission and the others only theirs", () => {
    expect(permissionsOf(["administrator"])).toEqual([...PERMISSIONS]);
    const stylist = permissionsOf(["stylist"]);
    expect(stylist).toContain("compose:request");
    expect(stylist).not.toContain("manage:staff");
    expect(permissionsOf(["operations"])).toContain("ship:box");
    expect(permissionsOf(["customer_service"])).toContain("connect-as:client");
    for (const role of STAFF_ROLES.filter((r) => r !== "administrator")) {
      expect(permissionsOf([role])).not.toContain("manage:staff");
      expect(permissionsOf([role])).not.toContain("read:audit");
    }
  });

  it("merges several roles without duplicates, in the list's order, and ignores unknown roles", () => {
    const both = permissionsOf(["operations", "stylist", "nobody"]);
    expect(new Set(both).size).toBe(both.length);
    expect(both).toEqual(PERMISSIONS.filter((p) => both.includes(p)));
    expect(both).toEqual(expect.arrayContaining(["compose:request", "pack:box", "read:request"]));
    expect(permissionsOf([])).toEqual([]);
  });

  it("reads a changed table rather than the default one", () => {
    const table = { stylist: ["read:request", "ship:box", "unknown:thing"] };
    expect(permissionsOf(["stylist"], table)).toEqual(["read:request", "ship:box"]);
    expect(hasPermission(permissionsOf(["stylist"], table), "ship:box")).toBe(true);
    expect(hasPermission(permissionsOf(["stylist"], table), "compose:request")).toBe(false);
  });

  it("seeds one row per role and permission of the default table", () => {
    const rows = defaultRolePermissionRows();
    const count = Object.values(DEFAULT_ROLE_PERMISSIONS).reduce((n, list) => n + list.length, 0);
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => isStaffRole(row.role) && isPermission(row.permission))).toBe(true);
    expect(isPermission("manage:staff")).toBe(true);
    expect(isPermission("manage:everything")).toBe(false);
  });
});
