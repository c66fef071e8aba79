CREATE TYPE "public"."return_reason" AS ENUM('too_small', 'too_large', 'colour', 'style', 'quality', 'already_has', 'other');--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_non_negative";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "return_reason" "return_reason";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fit_rating" smallint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "style_rating" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deadline_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "styling_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_ratings_range" CHECK (coalesce("order_lines"."fit_rating", 1) between 1 and 5 and coalesce("order_lines"."style_rating", 1) between 1 and 5);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."items_amount_ttc_cents" >= 0 and "orders"."discount_amount_cents" >= 0 and "orders"."shipping_fee_ttc_cents" >= 0 and "orders"."total_amount_ttc_cents" >= 0 and "orders"."wallet_amount_cents" >= 0 and "orders"."gift_card_amount_cents" >= 0 and "orders"."styling_fee_cents" >= 0);