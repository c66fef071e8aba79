/**
 * Request and response schemas of the catalogue calls (§7 "Products and shop") with §3's names.
 * Prices are euros (a number with two decimals, like every amount the API answers); the database
 * keeps cents.
 */
import { z } from "zod";
import {
  BADGE_TYPES,
  CATEGORY_FILTERS,
  DEFAULT_PAGE,
  MAX_PAGE_SIZE,
  META_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_LABELS,
  SHOP_SORTS,
  DEFAULT_SHOP_SORT,
  SUGGESTIONS_PAGE_SIZE,
  parseCategoryFilter,
  type ProductCategory,
} from "#domain/catalogue.js";
import { CONTENT_LOCALES } from "#domain/locales.js";
import { GENDERS, normalizeGender, normalizeProfileType } from "#domain/profiles.js";

// ── Shared pieces ─────────────────────────────────────────────────────────────────────────────

const GenderSchema = z.enum(GENDERS);
const ProfileTypeSchema = z.enum(["KID", "WOMAN"]);

/** A database id in a path: 1 to 999 999 999 (never past PostgreSQL's integer). */
const idParam = (message: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, message)
    .transform(Number);

/** A gender in any case (§3), as a query parameter. */
const GenderQuery = z
  .string()
  .max(10)
  .transform((value, ctx) => {
    const gender = normalizeGender(value);
    if (!gender) ctx.addIssue({ code: "custom", message: "gender must be boy, girl or woman" });
    return gender ?? z.NEVER;
  })
  .describe("boy, girl or woman (any case)");

/** KID or WOMAN in any case, as a query parameter. */
const ProfileTypeQuery = z
  .string()
  .max(10)
  .transform((value, ctx) => {
    const type = normalizeProfileType(value);
    if (!type) ctx.addIssue({ code: "custom", message: "profile_type must be KID or WOMAN" });
    return type ?? z.NEVER;
  })
  .describe("KID: pieces a girl or a boy can wear; WOMAN: women's pieces (any case)");

const SizeQuery = z.string().trim().min(1).max(20);

const PageQuery = z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE).describe("Page number, from 1");
const PageSizeQuery = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE)
  .default(SUGGESTIONS_PAGE_SIZE)
  .describe(`Products per page, 1 to ${MAX_PAGE_SIZE} (default ${SUGGESTIONS_PAGE_SIZE})`);

const FILTER_VALUES = CATEGORY_FILTERS.map((f) => `${f.label} (${f.code})`).join(", ");

/** One category filter (§9), by spec label or code. */
const CategoryQuery = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const category = parseCategoryFilter(value);
    if (!category) ctx.addIssue({ code: "custom", message: `Unknown category filter; use one of ${FILTER_VALUES}` });
    return category ?? z.NEVER;
  })
  .describe(`A category filter: ${FILTER_VALUES}`);

/** Several category filters, comma-separated (or the parameter repeated). */
const CategoriesQuery = z
  .union([z.string().max(300), z.array(z.string().max(300)).max(10)])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter(Boolean);
    const categories: ProductCategory[] = [];
    for (const part of parts) {
      const category = parseCategoryFilter(part);
      if (!category) {
        ctx.addIssue({ code: "custom", message: `Unknown category filter "${part}"; use ${FILTER_VALUES}` });
        return z.NEVER;
      }
      if (!categories.includes(category)) categories.push(category);
    }
    return categories;
  })
  .describe(`Category filters, comma-separated: ${FILTER_VALUES}`);

const SkuQuery = z.string().trim().max(60).describe("Part of a product reference or a variant barcode");

const BooleanQuery = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

// ── Products ──────────────────────────────────────────────────────────────────────────────────

export const VariantSchema = z
  .object({
    variant_id: z.number().int(),
    size: z.string(),
    is_available: z.boolean().describe("In stock"),
    is_low_stock: z.boolean().describe("In stock, at or under the low-stock threshold"),
  })
  .meta({ id: "ProductVariant" });

export const BadgeSchema = z
  .object({
    type: z.enum(BADGE_TYPES),
    percent: z.number().int().optional().describe("discount only: percent off, a multiple of 5"),
  })
  .meta({ id: "ProductBadge" });

export const BrandRefSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .meta({ id: "ProductBrand" });

export const LookRefSchema = z
  .object({ id: z.number().int(), name: z.string().nullable() })
  .meta({ id: "ProductLookRef" });

const cleanNames = Object.fromEntries(
  CONTENT_LOCALES.map((locale) => [`clean_name_${locale}`, z.string().describe(`clean_name in ${locale}`)]),
) as Record<`clean_name_${(typeof CONTENT_LOCALES)[number]}`, z.ZodString>;

export const ProductSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int().describe("Same as id (the model; variants carry variant_id)"),
    reference: z.string(),
    brand: BrandRefSchema,
    name: z.string().describe("In the request locale"),
    clean_name: z.string().describe("Name without brand or size noise, in the request locale"),
    ...cleanNames,
    lc_price: z.number().describe("Selling price in euros"),
    retail_price: z.number().nullable().describe("Crossed-out public price in euros, when higher than lc_price"),
    discount_percent: z.number().int().nullable().describe("Percent off, rounded down to a multiple of 5 (§4)"),
    meta_category: z.enum(META_CATEGORIES),
    category: z.enum(PRODUCT_CATEGORIES).describe("The §9 category filter the product falls under"),
    genders: z.array(GenderSchema),
    variants: z.array(VariantSchema).describe("One per size, in the §9 size order"),
    is_recent: z.boolean(),
    label: z.enum(PRODUCT_LABELS).nullable(),
    badges: z.array(BadgeSchema).describe("§4 badges, in display order"),
    image_url: z.string().describe("First picture"),
    look: LookRefSchema.nullable().describe("The shop look the product belongs to, if any"),
  })
  .meta({ id: "Product" });
export type ProductOut = z.output<typeof ProductSchema>;

export const ProductImageSchema = z
  .object({ url: z.string(), alt: z.string().nullable() })
  .meta({ id: "ProductImage" });

export const LookSizeSchema = z
  .object({
    size: z.string(),
    is_available: z.boolean().describe("Every variant of the look in this size is in stock"),
    look_variant_ids: z
      .array(z.number().int())
      .describe("The variant to add per garment (and one-size piece) to buy the look in this size"),
  })
  .meta({ id: "LookSize" });

export const ShopLookSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    image_url: z.string().nullable(),
    profile_type: ProfileTypeSchema,
    gender: GenderSchema.nullable(),
    lc_price: z.number().describe("Sum of the products' selling prices, in euros"),
    products: z.array(ProductSchema),
    sizes: z.array(LookSizeSchema).describe("The look's sizes in the §9 order (shoes are chosen apart)"),
    product_ids_sized_apart: z
      .array(z.number().int())
      .describe("Products whose size the shopper picks apart (shoes…); add that variant to look_variant_ids"),
  })
  .meta({ id: "ShopLook" });
export type ShopLookOut = z.output<typeof ShopLookSchema>;

export const ProductDetailSchema = ProductSchema.extend({
  description: z.string().nullable(),
  images: z.array(ProductImageSchema),
  look: ShopLookSchema.nullable().describe("The shop look the product belongs to, with its products and sizes"),
  is_shop: z.boolean().describe("Sold in the shop (otherwise only sent in boxes)"),
}).meta({ id: "ProductDetail" });

export const ProductPageSchema = z
  .object({
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    products: z.array(ProductSchema),
  })
  .meta({ id: "ProductPage" });
export type ProductPageOut = z.output<typeof ProductPageSchema>;

export const SuggestionResultSchema = ProductPageSchema.extend({
  filter_type: z
    .enum(["ALL", "CATEGORIES", "SKU"])
    .describe("What narrowed the list: nothing, category filters, or a reference search"),
}).meta({ id: "SuggestionSearchResult" });

// ── Collections ───────────────────────────────────────────────────────────────────────────────

export const ShopCollectionSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    image_url: z.string().nullable(),
    is_shop: z.boolean(),
    is_suggestion: z.boolean(),
    profile_type: ProfileTypeSchema.nullable().describe("Kids or women only; null = both"),
    gender: GenderSchema.nullable(),
    product_count: z.number().int().describe("Products listed (only those with pictures)"),
  })
  .meta({ id: "ShopCollection" });
export type ShopCollectionOut = z.output<typeof ShopCollectionSchema>;

export const ShopCollectionDetailSchema = ShopCollectionSchema.extend({
  products: z
    .array(ProductSchema)
    .describe(`The first ${SUGGESTIONS_PAGE_SIZE} products; …/{slug}/products pages through all of them`),
}).meta({ id: "ShopCollectionDetail" });

// ── Parameters ────────────────────────────────────────────────────────────────────────────────

export const ProductIdParams = z.object({ id: idParam("A product id is required") });
export const KidIdParams = z.object({ kidId: idParam("A kid id is required") });
export const ProfileIdParams = z.object({ id: idParam("A kid id is required") });
export const LookIdParams = z.object({ lookId: idParam("A look id is required") });
export const CollectionSlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A collection slug is required")
    .max(80),
});

export const ProductQuery = z.object({
  for_shop: BooleanQuery.optional().describe("true: only a product sold in the shop (404 otherwise)"),
});

const SortQuery = z
  .enum(SHOP_SORTS)
  .default(DEFAULT_SHOP_SORT)
  .describe("recommended (default), newest, price_asc or price_desc");

/** The wearer's sizes (§9): keeps products with a size in stock the wearer wears for their category. */
const WearerQuery = {
  top_size: SizeQuery.optional().describe("Wearer's top size: tops in it (TU pieces come anyway)"),
  bottom_size: SizeQuery.optional().describe("Wearer's bottom size: bottoms in it"),
  shoe_size: SizeQuery.optional().describe("Wearer's shoe size: shoes and other pieces in it"),
};

export const ShopProductsQuery = z.object({
  name: z.string().trim().max(80).optional().describe("Part of the name (in the request locale) or reference"),
  page: PageQuery,
  page_size: PageSizeQuery,
  gender: GenderQuery.optional().describe("Products this gender can wear"),
  profile_type: ProfileTypeQuery.optional(),
  size: SizeQuery.optional().describe("Products with this size in stock"),
  family: CategoryQuery.optional(),
  ...WearerQuery,
  in_look: BooleanQuery.optional().describe("true: only products of a published shop look"),
  sort: SortQuery,
});

export const CollectionsQuery = z.object({
  is_shop: BooleanQuery.optional().describe("true: collections shown in the shop"),
  is_suggestion: BooleanQuery.optional().describe("true: collections used for box suggestions"),
  gender: GenderQuery.optional().describe("Collections for this gender (and those for everyone)"),
  locale: z.enum(CONTENT_LOCALES).optional().describe("Answer language; Accept-Language when absent"),
});

/** How many of its first products a collection's answer carries: a page showing four reads four (issue 29). */
export const CollectionDetailQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(0)
    .max(SUGGESTIONS_PAGE_SIZE)
    .default(SUGGESTIONS_PAGE_SIZE)
    .describe(`How many of the first products, 0 to ${SUGGESTIONS_PAGE_SIZE} (default ${SUGGESTIONS_PAGE_SIZE})`),
});

export const CollectionProductsQuery = z.object({
  page: PageQuery,
  page_size: PageSizeQuery,
  gender: GenderQuery.optional().describe("Products this gender can wear"),
  profile_type: ProfileTypeQuery.optional(),
  size: SizeQuery.optional().describe("Products with this size in stock"),
  family: CategoryQuery.optional(),
  ...WearerQuery,
  sort: SortQuery,
});

export const LandingSuggestionsQuery = z.object({
  gender: GenderQuery.optional(),
  top_size: SizeQuery.optional(),
  bottom_size: SizeQuery.optional(),
  shoe_size: SizeQuery.optional().describe("Adds shoes and other pieces in this size (TU ones come anyway)"),
  page: PageQuery,
  categories: CategoriesQuery.optional(),
  sku_query: SkuQuery.optional(),
});

export const KidSuggestionsQuery = z.object({
  page: PageQuery,
  categories: CategoriesQuery.optional(),
  sku_query: SkuQuery.optional(),
});
