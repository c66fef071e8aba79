/** Staff members' reads and writes shared by the staff routes. */
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { revokeStaffSessions } from "../clients/index.js";
import {
  auditEvents,
  staffMemberRoles,
  staffMembers,
  staffRolePermissions,
  staffRoles,
  type AuditEvent,
  type StaffMember,
} from "../../db/schema/index.js";
import { PERMISSIONS, type Permission } from "#domain/staff.js";

export async function findStaffByEmail(db: AppDatabase, email: string) {
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return member;
}

export async function findStaffById(db: AppDatabase, id: number) {
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return member;
}

/** Each member's roles, by id. */
export async function rolesOf(db: AppDatabase, ids: number[]): Promise<Map<number, string[]>> {
  const roles = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return roles;
  const rows = await db
    .select()
    .from(staffMemberRoles)
    .where(inArray(staffMemberRoles.staffId, ids))
    .orderBy(asc(staffMemberRoles.role));
  for (const row of rows) roles.get(row.staffId)?.push(row.role);
  return roles;
}

/** The permissions a member's roles grant, read from the database's table, in PERMISSIONS order. */
export async function permissionsOfMember(db: AppDatabase, staffId: number): Promise<Permission[]> {
  const rows = await db
    .selectDistinct({ permission: staffRolePermissions.permission })
    .from(staffMemberRoles)
    .innerJoin(staffRolePermissions, eq(staffRolePermissions.role, staffMemberRoles.role))
    .where(eq(staffMemberRoles.staffId, staffId));
  const granted = new Set(rows.map((row) => row.permission));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

export async function knownRoles(db: AppDatabase): Promise<string[]> {
  const rows = await db.select({ name: staffRoles.name }).from(staffRoles).orderBy(asc(staffRoles.name));
  return rows.map((row) => row.name);
}

/** The role → permissions table of the database. */
export async function roleTable(db: AppDatabase) {
  const [roles, rows] = await Promise.all([knownRoles(db), db.select().from(staffRolePermissions)]);
  return roles.map((name) => ({
    name,
    permissions: PERMISSIONS.filter((p) => rows.some((row) => row.role === name && row.permission === p)),
  }));
}

export function memberOut(member: StaffMember, roles: string[]) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    roles,
    disabled: member.disabled,
    totp_enabled: member.totpEnabledAt !== null,
    created_at: member.createdAt.toISOString(),
  };
}

/** Accepts a TOTP step once: true when it is later than the last accepted one (and records it). */
export async function acceptStep(db: AppDatabase, staffId: number, step: number): Promise<boolean> {
  const accepted = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffMembers.id, staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))),
    )
    .returning({ id: staffMembers.id });
  return accepted.length > 0;
}

export type AuditFilter = { staffId?: number; entity?: string; entityId?: string; page: number; perPage: number };

/** A page of the audit, newest first. */
export async function auditPage(db: AppDatabase, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditEvents.staffId, filter.staffId));
  if (filter.entity !== undefined) conditions.push(eq(auditEvents.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(auditEvents.entityId, filter.entityId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: auditEvents, staffName: staffMembers.name, staffEmail: staffMembers.email })
      .from(auditEvents)
      .innerJoin(staffMembers, eq(staffMembers.id, auditEvents.staffId))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    items: rows.map(({ event, staffName, staffEmail }) => auditOut(event, staffName, staffEmail)),
    page: filter.page,
    per_page: filter.perPage,
    total: total?.n ?? 0,
  };
}

function auditOut(event: AuditEvent, staffName: string, staffEmail: string) {
  return {
    id: event.id,
    staff_id: event.staffId,
    staff_name: staffName,
    staff_email: staffEmail,
    action: event.action,
    entity: event.entity,
    entity_id: event.entityId,
    method: event.method,
    route: event.route,
    outcome: event.outcome,
    ip: event.ip,
    user_agent: event.userAgent,
    at: event.at.toISOString(),
    detail: event.detail,
  };
}

// ── Writes of the staff routes ───────────────────────────────────────────────────────────────────

export const allStaffMembers = (db: AppDatabase) =>
  db.select().from(staffMembers).orderBy(staffMembers.name, staffMembers.id);

/** A new secret, not yet required at sign-in (a code must confirm it first). */
export async function startTotp(db: AppDatabase, id: number, secret: string): Promise<void> {
  await db.update(staffMembers).set({ totpSecret: secret, totpLastStep: null }).where(eq(staffMembers.id, id));
}

/** Two-step sign-in on; the confirming code's step is spent, so it cannot sign in again. */
export async function enableTotp(db: AppDatabase, id: number, step: number): Promise<void> {
  await db.update(staffMembers).set({ totpEnabledAt: new Date(), totpLastStep: step }).where(eq(staffMembers.id, id));
}

/** The member and its roles in one transaction; a taken e-mail surfaces as the unique violation. */
export async function createStaffMember(
  db: AppDatabase,
  member: { email: string; name: string; passwordHash: string; roles: readonly string[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({ email: member.email.toLowerCase(), name: member.name, passwordHash: member.passwordHash })
      .returning({ id: staffMembers.id });
    if (!row) throw new Error("staff insert returned nothing");
    const roles = [...new Set(member.roles)];
    if (roles.length > 0) await tx.insert(staffMemberRoles).values(roles.map((role) => ({ staffId: row.id, role })));
    return row.id;
  });
}

/**
 * Name, roles (replaced whole), the disabled flag, a new password and two-step sign-in turned off, at
 * once; disabling or a new password ends the member's sessions.
 */
export async function updateStaffMember(
  db: AppDatabase,
  id: number,
  change: {
    name?: string;
    roles?: readonly string[];
    disabled?: boolean;
    passwordHash?: string;
    totpOff?: boolean;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const changes: Partial<typeof staffMembers.$inferInsert> = {};
    if (change.name !== undefined) changes.name = change.name;
    if (change.disabled !== undefined) changes.disabled = change.disabled;
    if (change.passwordHash !== undefined) changes.passwordHash = change.passwordHash;
    if (change.totpOff) Object.assign(changes, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    if (Object.keys(changes).length > 0) await tx.update(staffMembers).set(changes).where(eq(staffMembers.id, id));
    if (change.roles) {
      const roles = [...new Set(change.roles)];
      await tx.delete(staffMemberRoles).where(eq(staffMemberRoles.staffId, id));
      if (roles.length > 0) await tx.insert(staffMemberRoles).values(roles.map((role) => ({ staffId: id, role })));
    }
    if (change.disabled === true || change.passwordHash !== undefined) await revokeStaffSessions(tx, id);
  });
}

/** A role's permissions replaced whole, in one transaction (every member holding it, at once). */
export async function setRolePermissions(db: AppDatabase, role: string, permissions: readonly Permission[]) {
  await db.transaction(async (tx) => {
    await tx.delete(staffRolePermissions).where(eq(staffRolePermissions.role, role));
    const unique = [...new Set(permissions)];
    if (unique.length > 0)
      await tx.insert(staffRolePermissions).values(unique.map((permission) => ({ role, permission })));
  });
}
