CREATE TYPE "public"."styling_event_kind" AS ENUM('engine_proposed', 'engine_reproposed', 'stylist_swapped', 'stylist_locked', 'stylist_unlocked', 'note_written', 'preview_sent', 'family_replaced', 'family_validated', 'family_skipped', 'expired');--> statement-breakpoint
ALTER TYPE "public"."preview_status" ADD VALUE 'DRAFT' BEFORE 'PENDING';--> statement-breakpoint
CREATE TABLE "styling_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "styling_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"preview_id" integer,
	"kind" "styling_event_kind" NOT NULL,
	"staff_member_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preview_items" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "previews" ADD COLUMN "stylist_note" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "stylist_id" integer;--> statement-breakpoint
ALTER TABLE "styling_events" ADD CONSTRAINT "styling_events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styling_events" ADD CONSTRAINT "styling_events_preview_id_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styling_events" ADD CONSTRAINT "styling_events_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "styling_events_request_id_idx" ON "styling_events" USING btree ("request_id","id");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_stylist_id_staff_members_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_stylist_id_idx" ON "requests" USING btree ("stylist_id");