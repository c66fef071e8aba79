ALTER TYPE "public"."product_label" ADD VALUE 'second_hand';--> statement-breakpoint
ALTER TABLE "resale_items" DROP COLUMN "condition";--> statement-breakpoint
DROP TYPE "public"."resale_item_condition";