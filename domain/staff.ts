/**
 * Staff permissions (decision 0041). Pure: no I/O.
 *
 * A permission is a string `action:entity` (the Epic Stack's `action:entity[:access]` without the
 * access part: every back-office call is about the shop's data, never "own" data). A staff member
 * holds roles; a role grants permissions. DEFAULT_ROLE_PERMISSIONS is the table the database is
 * seeded with: an administrator can change the database's table later, so the API reads the
 * database, not this constant, when it checks a call.
 */

/** Every permission a back-office call can require. */
export const PERMISSIONS = [
  "read:request",
  "compose:request",
  "send:preview",
  "pack:box",
  "ship:box",
  "receive:return",
  "adjust:stock",
  "read:client",
  "connect-as:client",
  "credit:wallet",
  "adjust:points",
  "reply:ticket",
  "manage:codes",
  "manage:content",
  "manage:quiz",
  "manage:staff",
  "read:dashboard",
  "read:audit",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ["stylist", "operations", "customer_service", "administrator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The default role → permissions table (seeded into staff_role_permissions). */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  stylist: ["read:request", "compose:request", "send:preview", "read:client"],
  operations: ["read:request", "pack:box", "ship:box", "receive:return", "adjust:stock"],
  customer_service: ["read:client", "connect-as:client", "credit:wallet", "adjust:points", "reply:ticket"],
  // Everything: the administrator is the one who can change the table itself
  administrator: [...PERMISSIONS],
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** The two halves of a permission: `connect-as:client` → { action: "connect-as", entity: "client" }. */
export function parsePermission(permission: Permission): { action: string; entity: string } {
  const [action, entity] = permission.split(":") as [string, string];
  return { action, entity };
}

/**
 * The permissions the given roles grant under a role → permissions table (the database's, or the
 * default one), without duplicates, in PERMISSIONS order. Unknown roles grant nothing.
 */
export function permissionsOf(
  roles: readonly string[],
  table: Readonly<Partial<Record<string, readonly string[]>>> = DEFAULT_ROLE_PERMISSIONS,
): Permission[] {
  const granted = new Set(roles.flatMap((role) => table[role] ?? []));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

/** True when the granted permissions include the required one. */
export function hasPermission(granted: readonly string[], required: Permission): boolean {
  return granted.includes(required);
}

/** The rows that seed the role → permission table. */
export function defaultRolePermissionRows(): { role: StaffRole; permission: Permission }[] {
  return STAFF_ROLES.flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role].map((permission) => ({ role, permission })));
}
