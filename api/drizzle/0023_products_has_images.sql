DROP INDEX "products_shop_recommended_idx";--> statement-breakpoint
DROP INDEX "products_shop_newest_idx";--> statement-breakpoint
DROP INDEX "products_shop_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_images" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_shop_recommended_idx" ON "products" USING btree ("is_recent" DESC NULLS FIRST,("label" is null),"created_at" DESC NULLS FIRST,"id","label") WHERE "products"."is_active" and "products"."is_shop" and "products"."has_images";--> statement-breakpoint
CREATE INDEX "products_shop_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "products"."is_active" and "products"."is_shop" and "products"."has_images";--> statement-breakpoint
CREATE INDEX "products_shop_price_idx" ON "products" USING btree ("lc_price_cents","id") WHERE "products"."is_active" and "products"."is_shop" and "products"."has_images";--> statement-breakpoint
UPDATE "products" SET "has_images" = true
  WHERE EXISTS (SELECT 1 FROM "product_images" i WHERE i."product_id" = "products"."id");--> statement-breakpoint
-- Whether a product has a picture, kept by the database from its pictures (decision 0072): the listings'
-- partial indexes hold only products with one. Whatever a write of a product says, the flag is worked out
-- again; a picture written or removed writes its product only when the answer changes, so a new picture of
-- a product that has some moves nothing (not the catalogue's version either).
CREATE FUNCTION "products_has_images"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."has_images" := EXISTS (SELECT 1 FROM "product_images" i WHERE i."product_id" = NEW."id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_has_images" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_has_images"();--> statement-breakpoint
CREATE FUNCTION "product_images_sync_has_images"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  -- Per statement: an import of thousands of pictures writes its products once
  IF TG_OP = 'INSERT' THEN
    "ids" := ARRAY(SELECT "product_id" FROM "added_images");
  ELSIF TG_OP = 'DELETE' THEN
    "ids" := ARRAY(SELECT "product_id" FROM "removed_images");
  ELSE
    "ids" := ARRAY(SELECT "product_id" FROM "added_images" UNION SELECT "product_id" FROM "removed_images");
  END IF;
  IF EXISTS (SELECT 1 FROM "products" p WHERE p."id" = ANY ("ids")
      AND p."has_images" IS DISTINCT FROM EXISTS (SELECT 1 FROM "product_images" i WHERE i."product_id" = p."id")) THEN
    -- The products' own trigger writes the answer
    UPDATE "products" p SET "has_images" = NOT p."has_images" WHERE p."id" = ANY ("ids")
      AND p."has_images" IS DISTINCT FROM EXISTS (SELECT 1 FROM "product_images" i WHERE i."product_id" = p."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_images_added" AFTER INSERT ON "product_images" REFERENCING NEW TABLE AS "added_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_images_sync_has_images"();--> statement-breakpoint
CREATE TRIGGER "product_images_removed" AFTER DELETE ON "product_images" REFERENCING OLD TABLE AS "removed_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_images_sync_has_images"();--> statement-breakpoint
CREATE TRIGGER "product_images_moved" AFTER UPDATE ON "product_images"
  REFERENCING OLD TABLE AS "removed_images" NEW TABLE AS "added_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_images_sync_has_images"();
