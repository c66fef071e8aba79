/**
 * Catalogue reads: products with their variants, first picture, brand and shop look, in one SQL
 * statement per list (variants, picture and look come from correlated sub-selects, made for the
 * page's rows only), and the shapes the API answers (§3 names, prices in euros, badges). A page's
 * total comes from its own rows when it is the last page, else from a count without the
 * sub-selects; the shop listing's counts are kept per filter set (decision 0051).
 */
import { and, asc, count, desc, eq, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import {
  discountPercent,
  fitsWearer,
  hasWearerSizes,
  isAvailable,
  isLowStock,
  lookSizes,
  pageCount,
  productBadges,
  sizedApart,
  sizesForCategory,
  sortBySize,
  type MetaCategory,
  type ProductCategory,
  type ProductLabel,
  type ProfileSizes,
  type ShopSort,
} from "#domain/catalogue.js";
import { CONTENT_LOCALES, type ContentLocale, type LocalizedText } from "#domain/locales.js";
import type { Refusals } from "#domain/preview.js";
import { KID_GENDERS, profileTypeOf, type Gender, type ProfileType } from "#domain/profiles.js";
import type { AppDatabase } from "../../db/client.js";
import {
  brands,
  collectionProducts,
  lookProducts,
  looks,
  productImages,
  products,
  shopCollections,
} from "../../db/schema/index.js";
import { pick, productIllustrationUrl } from "../website/index.js";
import {
  ProductSchema,
  type ProductOut,
  type ProductPageOut,
  type ShopCollectionOut,
  type ShopLookOut,
} from "./schemas.js";
import { containing } from "../../db/like.js";
import { ContentCache } from "../../plugins/http-cache.js";

type VariantRow = { id: number; size: string; stock: number; threshold: number; ean: string | null };

const euros = (cents: number) => Math.round(cents) / 100;

/**
 * Active products with at least one picture: the only ones lists show (§3 Shop collection). Whether
 * a product has one is kept by the database (`has_images`, decision 0072). The flags are written as
 * predicates, not compared with a parameter, so a prepared statement's generic plan can still use
 * the partial indexes on listable shop products.
 */
const listable = and(sql`${products.isActive}`, sql`${products.hasImages}`)!;

/** The columns of a product as lists need them, variants and look included (no extra round trip). */
const productColumns = {
  id: products.id,
  reference: products.reference,
  brandId: brands.id,
  brandSlug: brands.slug,
  brandName: brands.name,
  name: products.name,
  cleanName: products.cleanName,
  lcPriceCents: products.lcPriceCents,
  retailPriceCents: products.retailPriceCents,
  metaCategory: products.metaCategory,
  category: products.category,
  genders: products.genders,
  label: products.label,
  isRecent: products.isRecent,
  isShop: products.isShop,
  createdAt: products.createdAt,
  variants: sql<VariantRow[]>`coalesce((
    select json_agg(json_build_object('id', v.id, 'size', v.size, 'stock', v.stock,
      'threshold', v.low_stock_threshold, 'ean', v.ean) order by v.size_rank, v.id)
    from product_variants v where v.product_id = ${products.id}), '[]'::json)`,
  imageUrl: sql<string | null>`(select i.url from product_images i where i.product_id = ${products.id}
    order by i.position, i.id limit 1)`,
  look: sql<{ id: number; name: LocalizedText | null } | null>`(
    select json_build_object('id', l.id, 'name', l.name) from look_products lp join looks l on l.id = lp.look_id
    where lp.product_id = ${products.id} and l.is_shop and l.is_published order by l.position, l.id limit 1)`,
};

export type ProductRow = {
  id: number;
  reference: string;
  brandId: number;
  brandSlug: string;
  brandName: string;
  name: LocalizedText;
  cleanName: LocalizedText;
  lcPriceCents: number;
  retailPriceCents: number | null;
  metaCategory: MetaCategory;
  category: ProductCategory;
  genders: Gender[];
  label: ProductLabel | null;
  isRecent: boolean;
  isShop: boolean;
  createdAt: Date;
  variants: VariantRow[];
  imageUrl: string | null;
  look: { id: number; name: LocalizedText | null } | null;
};

type Paged<T> = { rows: T[]; total: number };
type Paging = { page: number; pageSize: number };
type Counter = (where: SQL) => Promise<number>;

/** Products matching `where` (with their brand) in an order, all of them or one page. */
async function selectProducts(db: AppDatabase, where: SQL, orderBy: SQL[], paging?: Paging): Promise<ProductRow[]> {
  const query = db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...orderBy, asc(products.id));
  return paging ? query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize) : query;
}

/** How many products match `where`: the lists' join without their per-row sub-selects. */
function countQuery(db: AppDatabase, where: SQL) {
  return db.select({ total: count() }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(where);
}

const countProducts =
  (db: AppDatabase): Counter =>
  async (where) =>
    Number((await countQuery(db, where))[0]?.total ?? 0);

/**
 * A page of the products matching `where` (`rowsOf` reads it) and the total. A short page is the
 * last one: its rows give the total; a full page asks `counter` (the total is never below what the
 * pages up to this one hold); past the last page, a fresh count tells "past the end" from "nothing".
 */
async function selectPage<T>(
  db: AppDatabase,
  where: SQL,
  rowsOf: (paging: Paging) => Promise<T[]>,
  paging: Paging,
  counter: Counter = countProducts(db),
): Promise<Paged<T>> {
  const rows = await rowsOf(paging);
  const before = (paging.page - 1) * paging.pageSize;
  if (rows.length > 0 && rows.length < paging.pageSize) return { rows, total: before + rows.length };
  if (rows.length === 0) return { rows, total: paging.page === 1 ? 0 : await countProducts(db)(where) };
  return { rows, total: Math.max(await counter(where), before + rows.length) };
}

/**
 * Filter sets whose count and page statement are kept, per database (app instance); visitors'
 * searches cannot grow them past this.
 */
const MAX_COUNTS = 2_000;
/** Product cards kept per database, each product in each locale (a catalogue of a few thousand products). */
const MAX_CARDS = 20_000;
/** Pages' answers kept per database (about 26 KB each for 24 cards). */
const MAX_PAGES = 500;
type PageStatement = { execute(values: { limit: number; offset: number }): Promise<{ id: number }[]> };
/** A filter set's condition and its prepared page statement (built by drizzle once, not per request). */
type ShopListing = { where: SQL; page: PageStatement };
/** A page's answer as sent (UTF-8) and the cards and total it was made of. */
type SentPage = { cards: readonly string[]; total: number; body: Buffer };
const listingCaches = new WeakMap<
  AppDatabase,
  { counts: ContentCache; cards: ContentCache; listings: Map<string, ShopListing>; pages: Map<string, SentPage> }
>();
function listingCachesFor(db: AppDatabase) {
  let caches = listingCaches.get(db);
  if (!caches) {
    caches = {
      counts: new ContentCache(undefined, undefined, MAX_COUNTS),
      cards: new ContentCache(undefined, undefined, MAX_CARDS),
      listings: new Map(),
      pages: new Map(),
    };
    listingCaches.set(db, caches);
  }
  return caches;
}

/** Keeps `value` under `key` in `map`, the oldest going beyond `max` entries. */
function remember<T>(map: Map<string, T>, key: string, value: T, max: number): T {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
  return value;
}

/**
 * A page's answer as UTF-8 bytes: the bytes last sent for this page of the filter set in the locale
 * when they were made of the very cards productCards gives now (the same kept texts) and the same
 * total, else made again. A page asked often is then neither joined nor encoded per request, and
 * is never older than its cards.
 */
function pageBytes(db: AppDatabase, key: string, paging: Paging & { total: number }, cards: readonly string[]): Buffer {
  const { pages } = listingCachesFor(db);
  const last = pages.get(key);
  if (
    last?.total === paging.total &&
    last.cards.length === cards.length &&
    last.cards.every((card, i) => card === cards[i])
  ) {
    return last.body;
  }
  const body = Buffer.from(pageJson(paging.page, paging.pageSize, paging.total, cards), "utf8");
  return remember(pages, key, { cards, total: paging.total, body }, MAX_PAGES).body;
}

/**
 * The shop listing's counts, kept per filter set (its key) for the content TTL (60 s) in this
 * process, like the collections it lists beside; dropped at once by forgetShopListing.
 */
const keptCount =
  (db: AppDatabase, key: string): Counter =>
  (where) =>
    listingCachesFor(db).counts.value(key, () => countProducts(db)(where));

/**
 * Product cards as JSON text in a locale, in the order of `ids`: made in one statement for those not
 * kept (checked against the schema once, as the collections' are), then kept for the content TTL
 * (60 s) in this process, so their sizes' stock may be a minute old, as in the collections beside
 * them (decision 0056). A product gone meanwhile is left out.
 */
async function productCards(db: AppDatabase, ids: readonly number[], locale: ContentLocale): Promise<string[]> {
  const key = (id: number) => `${id}:${locale}`;
  const cards = await listingCachesFor(db).cards.values(ids.map(key), async (missing) => {
    const rows = await selectProducts(
      db,
      inArray(
        products.id,
        missing.map((k) => Number.parseInt(k, 10)),
      ),
      [],
    );
    return new Map(rows.map((row) => [key(row.id), JSON.stringify(ProductSchema.parse(productOut(row, locale)))]));
  });
  return ids.flatMap((id) => cards.get(key(id)) ?? []);
}

/** Drops the kept counts and cards of this process (after products, pictures, looks or stock changed). */
export function forgetShopListing(db: AppDatabase): void {
  const caches = listingCaches.get(db);
  caches?.counts.invalidate();
  caches?.cards.invalidate();
  caches?.pages.clear();
}

/** A page of a list as JSON text (a ProductPage), its products' JSON already made. */
export function pageJson(page: number, pageSize: number, total: number, cards: readonly string[]): string {
  const head = `{"page":${page},"page_size":${pageSize},"pages":${pageCount(total, pageSize)},"total":${total}`;
  return `${head},"products":[${cards.join(",")}]}`;
}

// ── Shapes ────────────────────────────────────────────────────────────────────────────────────

export function productOut(row: ProductRow, locale: ContentLocale): ProductOut {
  const variants = sortBySize(row.variants).map((v) => ({
    variant_id: v.id,
    size: v.size,
    is_available: isAvailable(v.stock),
    is_low_stock: isLowStock(v.stock, v.threshold),
  }));
  const discount = discountPercent(row.lcPriceCents, row.retailPriceCents);
  const cleanNames = Object.fromEntries(
    CONTENT_LOCALES.map((l) => [`clean_name_${l}`, pick(row.cleanName, l) ?? ""]),
  ) as Record<`clean_name_${ContentLocale}`, string>;
  return {
    id: row.id,
    product_id: row.id,
    reference: row.reference,
    brand: { id: row.brandId, slug: row.brandSlug, name: row.brandName },
    name: pick(row.name, locale) ?? "",
    clean_name: pick(row.cleanName, locale) ?? "",
    ...cleanNames,
    lc_price: euros(row.lcPriceCents),
    retail_price:
      row.retailPriceCents !== null && row.retailPriceCents > row.lcPriceCents ? euros(row.retailPriceCents) : null,
    discount_percent: discount,
    meta_category: row.metaCategory,
    category: row.category,
    genders: row.genders,
    variants,
    is_recent: row.isRecent,
    label: row.label,
    badges: productBadges({ label: row.label, is_recent: row.isRecent, variants, discount_percent: discount }),
    image_url: row.imageUrl ?? productIllustrationUrl(row.id),
    look: row.look ? { id: row.look.id, name: pick(row.look.name, locale) } : null,
  };
}

export function pageOut(
  rows: readonly ProductRow[],
  total: number,
  page: number,
  pageSize: number,
  locale: ContentLocale,
): ProductPageOut {
  return {
    page,
    page_size: pageSize,
    pages: pageCount(total, pageSize),
    total,
    products: rows.map((row) => productOut(row, locale)),
  };
}

// ── Products ──────────────────────────────────────────────────────────────────────────────────

/** An active product (any, with or without pictures); `forShop` also requires it to be sold in the shop. */
export async function findProduct(db: AppDatabase, id: number, forShop: boolean): Promise<ProductRow | undefined> {
  const rows = await selectProducts(
    db,
    and(eq(products.id, id), eq(products.isActive, true), forShop ? eq(products.isShop, true) : undefined)!,
    [],
  );
  return rows[0];
}

export async function productDetail(db: AppDatabase, row: ProductRow, locale: ContentLocale) {
  const [extra] = await db.select({ description: products.description }).from(products).where(eq(products.id, row.id));
  const images = await db
    .select({ url: productImages.url, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, row.id))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const look = row.look ? await loadShopLook(db, row.look.id, locale) : null;
  return {
    ...productOut(row, locale),
    description: pick(extra?.description, locale),
    images: images.map((image) => ({ url: image.url, alt: pick(image.alt, locale) })),
    look,
    is_shop: row.isShop,
  };
}

/** The SQL condition "a size the wearer wears is in stock" (§9 per category), shared with suggestions. */
function fitsSql(sizes: ProfileSizes): SQL {
  const fits = (["TOP", "BOTTOM", "FEET", "OTHER"] as const).map(
    (meta) =>
      sql`(${products.metaCategory} = ${meta} and v.size in (${sql.join(
        sizesForCategory(meta, sizes).map((size) => sql`${size}`),
        sql`, `,
      )}))`,
  );
  return sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.stock > 0
      and (${sql.join(fits, sql` or `)}))`;
}

/** The ORDER BY of a sort over every shop product: "recommended" puts new, then labelled pieces first. */
function shopOrder(sort: ShopSort): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(products.createdAt)];
    case "price_asc":
      return [asc(products.lcPriceCents)];
    case "price_desc":
      return [desc(products.lcPriceCents)];
    default:
      return [desc(products.isRecent), sql`${products.label} is null`, desc(products.createdAt)];
  }
}

/**
 * Filters a shop list can take (§9): gender, kids' or women's pieces (the women's universe can be
 * switched off, §1), a size in stock, a family, the wearer's sizes, in a shop look.
 */
export type ShopProductFilters = {
  gender?: Gender;
  profileType?: ProfileType;
  size?: string;
  family?: ProductCategory;
  fits?: ProfileSizes;
  inLook?: boolean;
};

/** Products some wearer of this kind can wear: a girl's or a boy's for KID, a woman's for WOMAN. */
function wornBy(type: ProfileType): SQL {
  const genders = type === "KID" ? KID_GENDERS : (["woman"] as const);
  return sql`${products.genders} && array[${sql.join(
    genders.map((gender) => sql`${gender}`),
    sql`, `,
  )}]::gender[]`;
}

/**
 * Shop products (sold in the shop, with pictures), by name or reference and the filters, in a sort,
 * as the ProductPage's JSON (UTF-8 bytes). The page's products are chosen by a live statement reading no
 * more than their ids (the sort's index walked to the page's end), built once per filter set;
 * their cards come from productCards, the total from the count kept per filter set (decisions
 * 0051, 0056, 0060).
 */
export async function searchShopProducts(
  db: AppDatabase,
  options: ShopProductFilters & {
    name?: string;
    sort: ShopSort;
    page: number;
    pageSize: number;
    locale: ContentLocale;
  },
): Promise<Buffer> {
  const { page, pageSize, locale, ...filters } = options;
  // The name is searched in the request locale's names: the locale is part of a named search's set
  const key = JSON.stringify([filters, filters.name ? locale : null]);
  const { listings } = listingCachesFor(db);
  const listing = listings.get(key) ?? remember(listings, key, shopListing(db, options), MAX_COUNTS);
  // Prepared: a PostgreSQL server parses and plans each filter set's statement once per connection
  // and answers it in one round trip (drizzle asks postgres-js for a description first otherwise)
  const pageIds = async (paging: Paging) =>
    (await listing.page.execute({ limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize })).map(
      (row) => row.id,
    );
  const { rows, total } = await selectPage(db, listing.where, pageIds, options, keptCount(db, key));
  const cards = await productCards(db, rows, locale);
  return pageBytes(db, JSON.stringify([key, locale, page, pageSize]), { page, pageSize, total }, cards);
}

/** A filter set's condition and its page statement: the page's ids in the sort, limit and offset as parameters. */
function shopListing(
  db: AppDatabase,
  options: ShopProductFilters & { name?: string; sort: ShopSort; locale: ContentLocale },
): ShopListing {
  const pattern = options.name ? containing(options.name) : undefined;
  const where = and(
    listable,
    sql`${products.isShop}`,
    pattern
      ? or(
          sql`${products.name} ->> ${options.locale} ilike ${pattern}`,
          sql`${products.cleanName} ->> ${options.locale} ilike ${pattern}`,
          sql`${products.reference} ilike ${pattern}`,
        )
      : undefined,
    options.gender ? sql`${options.gender}::gender = any(${products.genders})` : undefined,
    options.profileType ? wornBy(options.profileType) : undefined,
    options.family ? eq(products.category, options.family) : undefined,
    options.size
      ? sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.stock > 0
          and v.size = ${options.size})`
      : undefined,
    options.fits && hasWearerSizes(options.fits) ? fitsSql(options.fits) : undefined,
    options.inLook
      ? sql`exists (select 1 from look_products lp join looks l on l.id = lp.look_id
          where lp.product_id = ${products.id} and l.is_shop and l.is_published)`
      : undefined,
  )!;
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...shopOrder(options.sort), asc(products.id))
    .limit(unseen("limit"))
    .offset(unseen("offset"))
    .prepare("shop_page");
  return { where, page };
}

/**
 * A LIMIT or OFFSET parameter the planner does not see, behind an InitPlan. With a bare parameter,
 * PostgreSQL planned the page statement again on every execution: the generic plan, costed for an
 * unknown limit, looked dearer than one planned for the values, and planning was most of the
 * statement's cost (0.2–1.4 ms against 0.1 ms to run it). Hidden from both, the two cost the same and
 * the generic plan is kept after the fifth execution (decision 0072). Drizzle takes any SQL here;
 * its types name only a placeholder.
 */
const unseen = (name: string) => sql`(select ${sql.placeholder(name)}::int)` as unknown as Placeholder;

// ── Suggestions ───────────────────────────────────────────────────────────────────────────────

export type SuggestionFilters = {
  gender: Gender;
  sizes: ProfileSizes;
  categories?: ProductCategory[];
  skuQuery?: string;
  page: number;
  pageSize: number;
  locale: ContentLocale;
};

/**
 * Products to suggest for a box: offered as suggestions, with pictures, for the gender, with a
 * size in stock the wearer fits per §9 (TU, or the top / bottom / shoe size of the category).
 */
export async function searchSuggestions(db: AppDatabase, filters: SuggestionFilters) {
  const sku = filters.skuQuery ? containing(filters.skuQuery) : undefined;
  const where = and(
    listable,
    eq(products.isSuggestion, true),
    sql`${filters.gender}::gender = any(${products.genders})`,
    fitsSql(filters.sizes),
    filters.categories?.length ? inArray(products.category, filters.categories) : undefined,
    sku
      ? or(
          sql`${products.reference} ilike ${sku}`,
          sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.ean ilike ${sku})`,
        )
      : undefined,
  )!;
  const order = [desc(products.isRecent), desc(products.createdAt)];
  const { rows, total } = await selectPage(db, where, (paging) => selectProducts(db, where, order, paging), filters);
  const filterType = filters.skuQuery ? "SKU" : filters.categories?.length ? "CATEGORIES" : "ALL";
  return { ...pageOut(rows, total, filters.page, filters.pageSize, filters.locale), filter_type: filterType } as const;
}

/**
 * Pieces that could replace one of a box's preview (issue 17): box suggestions for the gender with
 * a size in stock — the wearer's (§9) when `sizes` is given, any otherwise — leaving out the
 * products given, and the colours (#rrggbb, any case), prints, categories, garment types and
 * details refused.
 */
export async function searchReplacementCandidates(
  db: AppDatabase,
  filters: {
    gender: Gender;
    sizes: ProfileSizes | null;
    categories?: ProductCategory[];
    excludeProductIds: readonly number[];
    refusals: Refusals;
    page: number;
    pageSize: number;
    locale: ContentLocale;
  },
) {
  const notIn = <T>(values: readonly T[], column: SQL) =>
    values.length > 0
      ? sql`${column} not in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : undefined;
  const where = and(
    listable,
    eq(products.isSuggestion, true),
    sql`${filters.gender}::gender = any(${products.genders})`,
    filters.sizes
      ? fitsSql(filters.sizes)
      : sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.stock > 0)`,
    filters.categories?.length ? inArray(products.category, filters.categories) : undefined,
    notIn(filters.excludeProductIds, sql`${products.id}`),
    notIn(
      filters.refusals.colours.map((colour) => colour.toLowerCase()),
      sql`lower(${products.color})`,
    ),
    notIn(filters.refusals.patterns, sql`${products.pattern}`),
    notIn(filters.refusals.categories, sql`${products.category}::text`),
    notIn(filters.refusals.garments, sql`${products.garmentType}`),
    filters.refusals.details.length > 0
      ? sql`not (${products.details} && string_to_array(${filters.refusals.details.join(",")}, ','))`
      : undefined,
  )!;
  const order = [desc(products.isRecent), desc(products.createdAt)];
  const { rows, total } = await selectPage(db, where, (paging) => selectProducts(db, where, order, paging), filters);
  const filterType = filters.categories?.length ? "CATEGORIES" : "ALL";
  return { ...pageOut(rows, total, filters.page, filters.pageSize, filters.locale), filter_type: filterType } as const;
}

/** Product cards of some products (retired ones too: a box keeps what it was given), by id. */
export async function loadProductCards(
  db: AppDatabase,
  ids: readonly number[],
  locale: ContentLocale,
): Promise<Map<number, ProductOut>> {
  if (ids.length === 0) return new Map();
  const rows = await selectProducts(db, inArray(products.id, [...new Set(ids)]), []);
  return new Map(rows.map((row) => [row.id, productOut(row, locale)]));
}

// ── Looks ─────────────────────────────────────────────────────────────────────────────────────

/** A published shop look with its active products (in the look's order) and the sizes it comes in. */
export async function loadShopLook(db: AppDatabase, id: number, locale: ContentLocale): Promise<ShopLookOut | null> {
  const [look] = await db
    .select()
    .from(looks)
    .where(and(eq(looks.id, id), eq(looks.isShop, true), eq(looks.isPublished, true)));
  if (!look) return null;
  const rows = await selectProducts(
    db,
    and(
      eq(products.isActive, true),
      sql`exists (select 1 from ${lookProducts} where ${lookProducts.lookId} = ${id} and ${lookProducts.productId} = ${products.id})`,
    )!,
    [
      sql`(select ${lookProducts.position} from ${lookProducts} where ${lookProducts.lookId} = ${id} and ${lookProducts.productId} = ${products.id})`,
    ],
  );
  const items = rows.map((row) => productOut(row, locale));
  const facts = items.map((p) => ({ id: p.id, meta_category: p.meta_category, variants: p.variants }));
  return {
    id: look.id,
    name: pick(look.name, locale),
    image_url: look.imageUrl,
    profile_type: look.profileType,
    gender: look.gender,
    lc_price: euros(rows.reduce((sum, row) => sum + row.lcPriceCents, 0)),
    products: items,
    sizes: lookSizes(facts),
    product_ids_sized_apart: sizedApart(facts),
  };
}

/**
 * The active products of several looks (any look, shop or not), each look's in its order, as
 * product cards: for Style Shuffle. Two statements whatever the number of looks.
 */
export async function loadLookProductCards(
  db: AppDatabase,
  lookIds: readonly number[],
  locale: ContentLocale,
): Promise<Map<number, ProductOut[]>> {
  const cards = new Map<number, ProductOut[]>(lookIds.map((id) => [id, []]));
  if (lookIds.length === 0) return cards;
  const links = await db
    .select({ lookId: lookProducts.lookId, productId: lookProducts.productId })
    .from(lookProducts)
    .where(inArray(lookProducts.lookId, [...lookIds]))
    .orderBy(asc(lookProducts.lookId), asc(lookProducts.position), asc(lookProducts.productId));
  if (links.length === 0) return cards;
  const rows = await selectProducts(
    db,
    and(eq(products.isActive, true), inArray(products.id, [...new Set(links.map((link) => link.productId))]))!,
    [],
  );
  const byId = new Map(rows.map((row) => [row.id, productOut(row, locale)]));
  for (const link of links) {
    const card = byId.get(link.productId);
    if (card) cards.get(link.lookId)?.push(card);
  }
  return cards;
}

// ── Collections ───────────────────────────────────────────────────────────────────────────────

export type CollectionRow = {
  id: number;
  slug: string;
  name: LocalizedText;
  description: LocalizedText | null;
  imageUrl: string | null;
  isShop: boolean;
  isSuggestion: boolean;
  profileType: "KID" | "WOMAN" | null;
  gender: Gender | null;
  productCount: number;
};

/** Published collections within their dates, in their order, with how many listable products each has. */
export async function loadCollections(db: AppDatabase): Promise<CollectionRow[]> {
  return db
    .select({
      id: shopCollections.id,
      slug: shopCollections.slug,
      name: shopCollections.name,
      description: shopCollections.description,
      imageUrl: shopCollections.imageUrl,
      isShop: shopCollections.isShop,
      isSuggestion: shopCollections.isSuggestion,
      profileType: shopCollections.profileType,
      gender: shopCollections.gender,
      // Spelled out: drizzle leaves columns of a one-table select unqualified, ambiguous in a sub-select
      productCount: sql<number>`(select count(*) from collection_products cp join products p on p.id = cp.product_id
        where cp.collection_id = shop_collections.id and p.is_active and p.has_images)`.mapWith(Number),
    })
    .from(shopCollections)
    .where(
      and(
        eq(shopCollections.isPublished, true),
        sql`(${shopCollections.startsAt} is null or ${shopCollections.startsAt} <= now())`,
        sql`(${shopCollections.endsAt} is null or ${shopCollections.endsAt} > now())`,
      ),
    )
    .orderBy(asc(shopCollections.position), asc(shopCollections.id));
}

/** Every listable product of a collection, in the collection's order (one statement). */
export async function loadCollectionProducts(db: AppDatabase, collectionId: number): Promise<ProductRow[]> {
  return selectProducts(
    db,
    and(
      listable,
      sql`exists (select 1 from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId}
        and ${collectionProducts.productId} = ${products.id})`,
    )!,
    [
      sql`(select ${collectionProducts.position} from ${collectionProducts}
        where ${collectionProducts.collectionId} = ${collectionId} and ${collectionProducts.productId} = ${products.id})`,
    ],
  );
}

export function collectionOut(row: CollectionRow, locale: ContentLocale): ShopCollectionOut {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale) ?? row.slug,
    description: pick(row.description, locale),
    image_url: row.imageUrl,
    is_shop: row.isShop,
    is_suggestion: row.isSuggestion,
    profile_type: row.profileType,
    gender: row.gender,
    product_count: row.productCount,
  };
}

export type CollectionProductFilters = Omit<ShopProductFilters, "inLook">;

/**
 * Whether a collection's product passes the filters: wearable by the gender, the size in stock, the
 * family, and a size the wearer wears in stock (§9).
 */
export function keepsProduct(row: ProductRow, filters: CollectionProductFilters): boolean {
  return (
    (!filters.gender || row.genders.includes(filters.gender)) &&
    (!filters.profileType || row.genders.some((gender) => profileTypeOf(gender) === filters.profileType)) &&
    (!filters.family || row.category === filters.family) &&
    (!filters.size || row.variants.some((v) => v.size === filters.size && isAvailable(v.stock))) &&
    (!filters.fits || !hasWearerSizes(filters.fits) || fitsWearer(row.metaCategory, row.variants, filters.fits))
  );
}

/**
 * A collection's kept products in a sort: "recommended" keeps the collection's own order (the array
 * order, stable); the others order by date or price, ties by id.
 */
export function sortCollectionProducts<T extends { row: ProductRow }>(items: readonly T[], sort: ShopSort): T[] {
  if (sort === "recommended") return [...items];
  const by: (a: ProductRow, b: ProductRow) => number =
    sort === "newest"
      ? (a, b) => b.createdAt.getTime() - a.createdAt.getTime()
      : sort === "price_asc"
        ? (a, b) => a.lcPriceCents - b.lcPriceCents
        : (a, b) => b.lcPriceCents - a.lcPriceCents;
  return [...items].sort((a, b) => by(a.row, b.row) || a.row.id - b.row.id);
}
