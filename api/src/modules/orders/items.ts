/**
 * Product sizes as the cart and the orders show them: price, names, brand, size, stock, and
 * whether the shop still sells them.
 */
import { inArray, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { brands, products, productVariants, resaleItems } from "../../db/schema/index.js";
import type { ContentLocale, LocalizedText } from "#domain/locales.js";
import { productIllustrationUrl } from "../website/index.js";

export type VariantItem = {
  variantId: number;
  productId: number;
  reference: string;
  cleanName: LocalizedText;
  brand: string;
  size: string;
  stock: number;
  priceCents: number;
  imageUrl: string;
  /** Active and sold in the shop. */
  sellable: boolean;
  /** A second-hand piece sold under the margin scheme (littlegeste): its invoice line says so. */
  secondHand: boolean;
};

export const euros = (cents: number) => Math.round(cents) / 100;

export const inLocale = (text: LocalizedText | null, locale: ContentLocale) => (text ? text[locale] || text.fr : null);

/** The variants asked for, by id (unknown ids are absent). */
export async function loadVariantItems(db: AppDatabase, ids: Iterable<number>): Promise<Map<number, VariantItem>> {
  const wanted = [...new Set(ids)];
  const items = new Map<number, VariantItem>();
  if (wanted.length === 0) return items;
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      reference: products.reference,
      cleanName: products.cleanName,
      brand: brands.name,
      size: productVariants.size,
      stock: productVariants.stock,
      priceCents: products.lcPriceCents,
      sellable: sql<boolean>`${products.isActive} and ${products.isShop}`,
      secondHand: sql<boolean>`exists (select 1 from ${resaleItems} r where r.variant_id = ${productVariants.id} and r.vat_scheme = 'MARGIN')`,
      image: sql<
        string | null
      >`(select url from product_images i where i.product_id = ${products.id} order by i.position, i.id limit 1)`,
    })
    .from(productVariants)
    .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
    .innerJoin(brands, sql`${brands.id} = ${products.brandId}`)
    .where(inArray(productVariants.id, wanted));
  for (const { image, ...row } of rows) {
    items.set(row.variantId, { ...row, imageUrl: image ?? productIllustrationUrl(row.productId) });
  }
  return items;
}
