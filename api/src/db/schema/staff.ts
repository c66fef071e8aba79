/**
 * Staff accounts, separate from clients (decision 0041): who works in the back-office, the roles
 * they hold, what each role may do (permissions `action:entity`, seeded with domain/staff.ts's
 * default table and changeable in the database), and the audit of every back-office call.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns.js";

export const staffMembers = pgTable(
  "staff_members",
  {
    id: id(),
    /** Unique case-insensitively (index on lower(email)). */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2 hash, the clients' helper (clients/passwords.ts). */
    passwordHash: text("password_hash").notNull(),
    /** A disabled member cannot sign in, and its sessions stop working. */
    disabled: boolean("disabled").notNull().default(false),
    /** Base32 TOTP secret; second factor required once totpEnabledAt is set. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: at("totp_enabled_at"),
    /** The last accepted TOTP time step: a code is accepted once (no replay within its window). */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_members_email_lower_key").on(sql`lower(${t.email})`),
    check("staff_members_email_format", sql`${t.email} like '%_@_%'`),
  ],
);
export type StaffMember = typeof staffMembers.$inferSelect;
export type NewStaffMember = typeof staffMembers.$inferInsert;

/** The roles (stylist, operations, customer_service, administrator, and any added later). */
export const staffRoles = pgTable("staff_roles", {
  name: text("name").primaryKey(),
  createdAt: createdAt(),
});

/** What each role may do: one row per role and permission (`action:entity`). */
export const staffRolePermissions = pgTable(
  "staff_role_permissions",
  {
    role: text("role")
      .notNull()
      .references(() => staffRoles.name, { onDelete: "cascade", onUpdate: "cascade" }),
    permission: text("permission").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.role, t.permission], name: "staff_role_permissions_pkey" }),
    check("staff_role_permissions_format", sql`${t.permission} ~ '^[a-z-]+:[a-z-]+$'`),
  ],
);

/** The roles each staff member holds. */
export const staffMemberRoles = pgTable(
  "staff_member_roles",
  {
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    role: text("role")
      .notNull()
      .references(() => staffRoles.name, { onDelete: "cascade", onUpdate: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.role], name: "staff_member_roles_pkey" })],
);

/**
 * One row per back-office call a staff member made (allowed) or tried without the permission
 * (denied): who, what (the permission), on what (entity and the route's id), when, from where.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "restrict" }),
    /** The permission the call required, e.g. connect-as:client. */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    /** The route's id parameter, when it has one. */
    entityId: text("entity_id"),
    method: text("method").notNull(),
    /** The route's pattern, e.g. /admin/clients/:id/connect-as. */
    route: text("route").notNull(),
    outcome: text("outcome", { enum: ["allowed", "denied"] }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    at: at("at").notNull().defaultNow(),
    /** The route's parameters, or what the call adds. */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_staff_id_at_idx").on(t.staffId, t.at),
    index("audit_events_entity_idx").on(t.entity, t.entityId),
    check("audit_events_outcome", sql`${t.outcome} in ('allowed', 'denied')`),
  ],
);
export type AuditEvent = typeof auditEvents.$inferSelect;
