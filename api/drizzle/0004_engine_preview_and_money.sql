CREATE TABLE "crm_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer,
	"event_name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_events_name_not_blank" CHECK (btrim("crm_events"."event_name") <> '')
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "preview_items" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "previews" ADD COLUMN "rejected" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "applies_to" "order_kind";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "giver_name" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_events" ADD CONSTRAINT "crm_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_events_client_id_idx" ON "crm_events" USING btree ("client_id","id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_referral_code_key" UNIQUE("referral_code");