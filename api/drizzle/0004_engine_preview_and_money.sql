ALTER TABLE "clients" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "preview_items" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "previews" ADD COLUMN "rejected" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "applies_to" "order_kind";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "giver_name" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_referral_code_key" UNIQUE("referral_code");