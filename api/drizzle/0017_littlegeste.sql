CREATE TYPE "public"."resale_grade" AS ENUM('NEW_WITH_TAG', 'NEW', 'VERY_GOOD', 'GOOD', 'TO_REPAIR', 'RECYCLED', 'REFUSED');--> statement-breakpoint
CREATE TYPE "public"."vat_scheme" AS ENUM('MARGIN', 'STANDARD');--> statement-breakpoint
ALTER TYPE "public"."product_label" ADD VALUE 'second_hand';--> statement-breakpoint
DROP INDEX "recycle_labels_client_id_idx";--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD COLUMN "bags" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD COLUMN "contents" text;--> statement-breakpoint
ALTER TABLE "resale_items" ADD COLUMN "garment_type" text;--> statement-breakpoint
ALTER TABLE "resale_items" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "resale_items" ADD COLUMN "grade" "resale_grade";--> statement-breakpoint
ALTER TABLE "resale_items" ADD COLUMN "vat_scheme" "vat_scheme" DEFAULT 'MARGIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "resale_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "resale_items" ADD CONSTRAINT "resale_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resale_items_wallet_transaction_id_key" ON "resale_items" USING btree ("wallet_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resale_items_variant_id_key" ON "resale_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "recycle_labels_client_id_idx" ON "recycle_labels" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "resale_items" DROP COLUMN "condition";--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD CONSTRAINT "recycle_labels_bags_positive" CHECK ("recycle_labels"."bags" > 0);--> statement-breakpoint
DROP TYPE "public"."resale_item_condition";