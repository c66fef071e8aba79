/**
 * What a product is for the styling engine (issue 27, decision 0050): its garment type, the season
 * it is worn in and its details (hood, lace, sequins). Set by the back office on the stock pages.
 */
import { eq } from "drizzle-orm";
import type { GarmentDetail, GarmentType, ProductSeason } from "#domain/garments.js";
import type { Db } from "../../db/client.js";
import { products } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";

export type ProductAttributes = { garment_type: GarmentType; season: ProductSeason; details: GarmentDetail[] };

/** Sets a product's garment type, season and details (details once each); 404 for an unknown product. */
export async function setProductAttributes(
  db: Db,
  productId: number,
  attributes: ProductAttributes,
): Promise<ProductAttributes & { product_id: number }> {
  const [row] = await db
    .update(products)
    .set({
      garmentType: attributes.garment_type,
      season: attributes.season,
      details: [...new Set(attributes.details)],
    })
    .where(eq(products.id, productId))
    .returning({ garmentType: products.garmentType, season: products.season, details: products.details });
  if (!row) throw ApiError.notFound("No such product");
  return { product_id: productId, garment_type: row.garmentType, season: row.season, details: row.details };
}
