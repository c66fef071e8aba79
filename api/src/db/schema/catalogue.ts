/**
 * Catalogue: brands, products and their variants (one per size, holding the stock), images,
 * looks (outfits of several products) and shop collections.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { META_CATEGORIES } from "#domain/catalogue.js";
import type { GarmentShape, Pattern } from "#domain/drawings.js";
import { GARMENT_TYPES, sizeAxis, type GarmentDetail, type GarmentType, type SizeAxis } from "#domain/garments.js";
import { createdAt, id, localized, localizedCheck, updatedAt } from "./columns.js";
import {
  genderEnum,
  metaCategoryEnum,
  productCategoryEnum,
  productLabelEnum,
  productSeasonEnum,
  profileTypeEnum,
} from "./enums.js";

export const brands = pgTable(
  "brands",
  {
    id: id(),
    slug: text("slug").notNull().unique("brands_slug_key"),
    name: text("name").notNull(),
    description: localized("description"),
    logoUrl: text("logo_url"),
    websiteUrl: text("website_url"),
    /** Shown on /brands. */
    isPublished: boolean("is_published").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [localizedCheck("brands", t.description)],
);
export type Brand = typeof brands.$inferSelect;

/**
 * A product's size axis (garments.ts sizeAxis) as the database computes it: the garment types worn on
 * one axis whatever their meta category (pyjamas in top sizes), else the meta category's axis.
 */
const SIZE_AXIS = sql.raw(
  `case ${[
    ...GARMENT_TYPES.filter((type) => META_CATEGORIES.every((m) => sizeAxis(type, m) === sizeAxis(type, "TOP"))).map(
      (type) => `when garment_type = '${type}' then '${sizeAxis(type, "TOP")}'`,
    ),
    ...META_CATEGORIES.map((meta) => `when meta_category = '${meta}' then '${sizeAxis("other", meta)}'`),
  ].join(" ")} end`,
);

export const products = pgTable(
  "products",
  {
    id: id(),
    /** Supplier / internal reference (SKU of the model). */
    reference: text("reference").notNull().unique("products_reference_key"),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    name: localized("name").notNull(),
    /** Name without brand or size noise, per locale (API: clean_name and clean_name_{locale}). */
    cleanName: localized("clean_name").notNull(),
    description: localized("description"),
    /** Selling price. */
    lcPriceCents: integer("lc_price_cents").notNull(),
    /** Public (crossed-out) price; the discount badge is computed from it when higher. */
    retailPriceCents: integer("retail_price_cents"),
    metaCategory: metaCategoryEnum("meta_category").notNull(),
    category: productCategoryEnum("category").notNull(),
    /** Who can wear it: boy and/or girl for kids, woman for women. */
    genders: genderEnum("genders").array().notNull(),
    label: productLabelEnum("label"),
    /** Silhouette of the generated illustration (/media/products/{id}.svg) while there are no photos. */
    shape: text("shape").$type<GarmentShape>().notNull().default("tshirt"),
    /** Fabric colour (#rrggbb) of the generated illustration. */
    color: text("color").notNull().default("#9aa5b1"),
    /** Print of the generated illustration (plain, stripes, dots…). */
    pattern: text("pattern").$type<Pattern>().notNull().default("plain"),
    /** What the piece is (domain/garments.ts GARMENT_TYPES): the quiz's needs and "never", the engine's caps. */
    garmentType: text("garment_type").$type<GarmentType>().notNull().default("other"),
    /** When it is worn: WARM pieces are not sent in winter, COLD ones not in summer (decision 0050). */
    season: productSeasonEnum("season").notNull().default("ALL"),
    /** Hood, lace, sequins (GARMENT_DETAILS): what a "never" answer may refuse beyond the type. */
    details: text("details")
      .array()
      .$type<GarmentDetail[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The axis its sizes are on (top, bottom, shoe), written by the database from the garment type and
     * meta category: the engine's loader compares sizes per axis without working it out per product
     * (decision 0067).
     */
    sizeAxis: text("size_axis").$type<SizeAxis>().generatedAlwaysAs(SIZE_AXIS),
    isRecent: boolean("is_recent").notNull().default(false),
    /** Sold in the shop (otherwise only sent in boxes). */
    isShop: boolean("is_shop").notNull().default(true),
    /** Offered as a suggestion for boxes. */
    isSuggestion: boolean("is_suggestion").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * It has at least one picture (only such products are listed): written by the database from
     * product_images (a trigger, migration 0023), so a listing's page walks one index without looking
     * each product's pictures up (decision 0072).
     */
    hasImages: boolean("has_images").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_brand_id_idx").on(t.brandId),
    index("products_meta_category_idx").on(t.metaCategory),
    index("products_genders_idx").using("gin", t.genders),
    // The shop listing's sorts (decision 0051): a page walks the index and stops at the page's end
    // instead of sorting every shop product; listable products only, and from the index alone (the
    // label too, whose "is null" the sort reads), never the product rows (decision 0072)
    index("products_shop_recommended_idx")
      .on(t.isRecent.desc().nullsFirst(), sql`(${t.label} is null)`, t.createdAt.desc().nullsFirst(), t.id, t.label)
      .where(sql`${t.isActive} and ${t.isShop} and ${t.hasImages}`),
    index("products_shop_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive} and ${t.isShop} and ${t.hasImages}`),
    index("products_shop_price_idx")
      .on(t.lcPriceCents, t.id)
      .where(sql`${t.isActive} and ${t.isShop} and ${t.hasImages}`),
    index("products_category_idx").on(t.category),
    // The engine's loader reads the traits of every active product with a size in stock it may pick: from
    // this index alone (an index-only scan, a tenth of the table's pages), never the product rows (decision 0067)
    index("products_engine_traits_idx")
      .on(
        t.id,
        t.brandId,
        t.lcPriceCents,
        t.category,
        t.metaCategory,
        t.color,
        t.pattern,
        t.genders,
        t.garmentType,
        t.season,
        t.details,
        t.sizeAxis,
        t.isSuggestion,
        t.label,
      )
      .where(sql`${t.isActive}`),
    localizedCheck("products", t.name),
    localizedCheck("products", t.cleanName),
    localizedCheck("products", t.description),
    check("products_lc_price_positive", sql`${t.lcPriceCents} >= 0`),
    check(
      "products_retail_price_not_lower",
      sql`${t.retailPriceCents} is null or ${t.retailPriceCents} >= ${t.lcPriceCents}`,
    ),
    check("products_genders_not_empty", sql`cardinality(${t.genders}) > 0`),
    check("products_color_hex", sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
    check(
      "products_garment_type_known",
      sql.raw(`garment_type in (${GARMENT_TYPES.map((type) => `'${type}'`).join(", ")})`),
    ),
  ],
);
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/**
 * One row per product and size (the API's variant_id is this id). is_available = stock > 0;
 * is_low_stock = stock <= low_stock_threshold.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    /** Sort key following the size order of §9 (filled by the domain's size order). */
    sizeRank: integer("size_rank").notNull().default(0),
    /** Barcode / variant SKU. */
    ean: text("ean").unique("product_variants_ean_key"),
    /** Where the size sits in the warehouse, aisle-shelf-bin ("A-03-2"): the pick list's order. */
    location: text("location"),
    stock: integer("stock").notNull().default(0),
    lowStockThreshold: integer("low_stock_threshold").notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("product_variants_product_id_size_key").on(t.productId, t.size),
    // The engine's candidates and the suggestions: sizes in stock, by size (decision 0033)
    // (its id and stock too: the engine's loader reads them from the index alone, decision 0067)
    index("product_variants_in_stock_size_idx")
      .on(t.size, t.productId, t.id, t.stock)
      .where(sql`${t.stock} > 0`),
    check("product_variants_stock_non_negative", sql`${t.stock} >= 0`),
    check("product_variants_low_stock_threshold_non_negative", sql`${t.lowStockThreshold} >= 0`),
  ],
);
export type ProductVariant = typeof productVariants.$inferSelect;
export type NewProductVariant = typeof productVariants.$inferInsert;

export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: localized("alt"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("product_images_product_id_idx").on(t.productId, t.position), localizedCheck("product_images", t.alt)],
);
export type ProductImage = typeof productImages.$inferSelect;

/** An outfit of several products, shown on /looks, rated in Style Shuffle, sold in the shop. */
export const looks = pgTable(
  "looks",
  {
    id: id(),
    name: localized("name"),
    imageUrl: text("image_url"),
    profileType: profileTypeEnum("profile_type").notNull(),
    gender: genderEnum("gender"),
    /** Listed on /looks. */
    isPublished: boolean("is_published").notNull().default(true),
    isShop: boolean("is_shop").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [localizedCheck("looks", t.name)],
);
export type Look = typeof looks.$inferSelect;

export const lookProducts = pgTable(
  "look_products",
  {
    lookId: integer("look_id")
      .notNull()
      .references(() => looks.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "look_products_pkey", columns: [t.lookId, t.productId] }),
    index("look_products_product_id_idx").on(t.productId),
  ],
);
export type LookProduct = typeof lookProducts.$inferSelect;

/** Shop collections (/shop/{collection}), also used for box suggestions and your-shop lists. */
export const shopCollections = pgTable(
  "shop_collections",
  {
    id: id(),
    slug: text("slug").notNull().unique("shop_collections_slug_key"),
    name: localized("name").notNull(),
    description: localized("description"),
    imageUrl: text("image_url"),
    isShop: boolean("is_shop").notNull().default(true),
    isSuggestion: boolean("is_suggestion").notNull().default(false),
    /** Restricts the collection to kids or women; null = both. */
    profileType: profileTypeEnum("profile_type"),
    gender: genderEnum("gender"),
    isPublished: boolean("is_published").notNull().default(true),
    position: integer("position").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    localizedCheck("shop_collections", t.name),
    localizedCheck("shop_collections", t.description),
    check("shop_collections_period", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);
export type ShopCollection = typeof shopCollections.$inferSelect;

export const collectionProducts = pgTable(
  "collection_products",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => shopCollections.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "collection_products_pkey", columns: [t.collectionId, t.productId] }),
    index("collection_products_product_id_idx").on(t.productId),
  ],
);
export type CollectionProduct = typeof collectionProducts.$inferSelect;

/**
 * The catalogue's version (decision 0068): one row, given a new random value by a trigger after
 * every statement that writes products (migration 0022), whatever writes them. An API process keeps
 * the products' traits the engine's loader reads under the version it read them at, and reads this
 * row with each load: another process's write, a delete or a rolled-back write shows as another value.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    /** Always true: one row. */
    id: boolean("id").primaryKey().default(true),
    version: uuid("version").notNull().defaultRandom(),
  },
  (t) => [check("catalogue_version_one_row", sql`${t.id}`)],
);
