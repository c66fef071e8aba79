CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "audit_events_outcome" CHECK ("audit_events"."outcome" in ('allowed', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "staff_member_roles" (
	"staff_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "staff_member_roles_pkey" PRIMARY KEY("staff_id","role")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_email_format" CHECK ("staff_members"."email" like '%_@_%')
);
--> statement-breakpoint
CREATE TABLE "staff_role_permissions" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "staff_role_permissions_pkey" PRIMARY KEY("role","permission"),
	CONSTRAINT "staff_role_permissions_format" CHECK ("staff_role_permissions"."permission" ~ '^[a-z-]+:[a-z-]+$')
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connect_as_audit" DROP CONSTRAINT "connect_as_audit_admin_id_clients_id_fk";
--> statement-breakpoint
DROP INDEX "connect_as_audit_admin_id_idx";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "connect_as_audit" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_roles" ADD CONSTRAINT "staff_member_roles_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_roles" ADD CONSTRAINT "staff_member_roles_role_staff_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."staff_roles"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_role_permissions" ADD CONSTRAINT "staff_role_permissions_role_staff_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."staff_roles"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_staff_id_at_idx" ON "audit_events" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_lower_key" ON "staff_members" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "connect_as_audit" ADD CONSTRAINT "connect_as_audit_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connect_as_audit_staff_id_idx" ON "connect_as_audit" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_staff_id_idx" ON "refresh_tokens" USING btree ("staff_id");--> statement-breakpoint
-- The default role → permission table of domain/staff.ts (DEFAULT_ROLE_PERMISSIONS); an API test
-- checks the two agree. Administrators may change the table from here on.
INSERT INTO "staff_roles" ("name") VALUES ('stylist'), ('operations'), ('customer_service'), ('administrator');--> statement-breakpoint
INSERT INTO "staff_role_permissions" ("role", "permission") VALUES
('stylist', 'read:request'),
('stylist', 'compose:request'),
('stylist', 'send:preview'),
('stylist', 'read:client'),
('operations', 'read:request'),
('operations', 'pack:box'),
('operations', 'ship:box'),
('operations', 'receive:return'),
('operations', 'adjust:stock'),
('customer_service', 'read:client'),
('customer_service', 'connect-as:client'),
('customer_service', 'credit:wallet'),
('customer_service', 'adjust:points'),
('customer_service', 'reply:ticket'),
('administrator', 'read:request'),
('administrator', 'compose:request'),
('administrator', 'send:preview'),
('administrator', 'pack:box'),
('administrator', 'ship:box'),
('administrator', 'receive:return'),
('administrator', 'adjust:stock'),
('administrator', 'read:client'),
('administrator', 'connect-as:client'),
('administrator', 'credit:wallet'),
('administrator', 'adjust:points'),
('administrator', 'reply:ticket'),
('administrator', 'manage:codes'),
('administrator', 'manage:content'),
('administrator', 'manage:quiz'),
('administrator', 'manage:staff'),
('administrator', 'read:dashboard'),
('administrator', 'read:audit');--> statement-breakpoint
-- Every administrator client becomes a staff administrator with the same e-mail and password; one
-- without a password (who could not sign in) a disabled member whose "hash" matches no password
INSERT INTO "staff_members" ("email", "name", "password_hash", "disabled")
SELECT "email", coalesce(nullif(trim(concat_ws(' ', "firstname", "lastname")), ''), "email"),
  coalesce("password_hash", '!'), "password_hash" IS NULL
FROM "clients" WHERE "role" = 'admin';--> statement-breakpoint
INSERT INTO "staff_member_roles" ("staff_id", "role")
SELECT "id", 'administrator' FROM "staff_members";--> statement-breakpoint
-- Their connect-as audit follows them; their client sessions end (they sign in as staff now)
UPDATE "connect_as_audit" SET "staff_id" = "staff_members"."id"
FROM "clients", "staff_members"
WHERE "clients"."id" = "connect_as_audit"."admin_id" AND lower("staff_members"."email") = lower("clients"."email");--> statement-breakpoint
ALTER TABLE "connect_as_audit" ALTER COLUMN "staff_id" SET NOT NULL;--> statement-breakpoint
UPDATE "refresh_tokens" SET "revoked_at" = now()
WHERE "revoked_at" IS NULL AND "client_id" IN (SELECT "id" FROM "clients" WHERE "role" = 'admin');--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "connect_as_audit" DROP COLUMN "admin_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_one_owner" CHECK (("refresh_tokens"."client_id" is null) <> ("refresh_tokens"."staff_id" is null));--> statement-breakpoint
DROP TYPE "public"."client_role";