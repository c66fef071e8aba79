ALTER TABLE "recycle_labels" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD CONSTRAINT "recycle_labels_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_labels_return_id_key" ON "recycle_labels" USING btree ("return_id");--> statement-breakpoint
-- One vocabulary of garment types (decision 0052): littlegeste's own names become domain/garments.ts's
UPDATE "resale_items" SET "garment_type" = CASE "garment_type" WHEN 'sweater' THEN 'pull' WHEN 'shoes' THEN 'trainers' WHEN 'accessory' THEN 'other' ELSE "garment_type" END WHERE "garment_type" IN ('sweater', 'shoes', 'accessory');--> statement-breakpoint
-- Resold pieces were created with the default type: they take their piece's, which the styling engine reads
UPDATE "products" SET "garment_type" = r."garment_type" FROM "resale_items" r JOIN "product_variants" v ON v."id" = r."variant_id" WHERE v."product_id" = "products"."id" AND r."garment_type" IS NOT NULL;
