/**
 * Catalogue (§7 "Products and shop"): products, shop search, shop collections and their products,
 * collections for a kid, shop looks, and box suggestions (landing and per kid).
 *
 * Collections are the hot path (the shop's pages): the collection list and each collection's
 * products are read once per 60 s per process (plugins/http-cache.ts, one SQL statement
 * each); filters and pages are cut from that in memory and sent with an ETag. Stock shown in
 * collection lists can therefore be up to a minute old; the cart checks stock when adding.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SUGGESTIONS_PAGE_SIZE } from "#domain/catalogue.js";
import type { ContentLocale } from "#domain/locales.js";
import { isSizeOption, profileTypeOf, type SizeField } from "#domain/profiles.js";
import type { AppDatabase } from "../../db/client.js";
import { ApiError, problemResponses, type FieldErrors } from "../../plugins/errors.js";
import { requireOwnProfile } from "../profiles/index.js";
import {
  ContentCache,
  etagOf,
  notModified,
  sendCached,
  sendJsonText,
  type CachedBody,
} from "../../plugins/http-cache.js";
import {
  CollectionDetailQuery,
  CollectionProductsQuery,
  CollectionSlugParams,
  CollectionsQuery,
  KidIdParams,
  KidSuggestionsQuery,
  LandingSuggestionsQuery,
  LookIdParams,
  ProductDetailSchema,
  ProductIdParams,
  ProductPageSchema,
  ProductQuery,
  ProductSchema,
  ProfileIdParams,
  ShopCollectionDetailSchema,
  ShopCollectionSchema,
  ShopLookSchema,
  ShopProductsQuery,
  SuggestionResultSchema,
} from "./schemas.js";
import {
  collectionOut,
  findProduct,
  forgetShopListing,
  keepsProduct,
  loadCollectionProducts,
  loadCollections,
  loadShopLook,
  pageJson,
  productDetail,
  productOut,
  searchShopProducts,
  searchSuggestions,
  sortCollectionProducts,
  type CollectionRow,
} from "./service.js";

const TAG = "catalogue";
const bearer = [{ bearer: [] }];

/** §5, word for word. */
export const LANDING_SUGGESTIONS_MESSAGE = "Landing suggestions need gender, top size and bottom size";

/** One catalogue cache per database (per app instance), apart from the website's. */
const caches = new WeakMap<AppDatabase, ContentCache>();
function catalogueCacheFor(db: AppDatabase): ContentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ContentCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Drops the cached collections and the shop listing's counts at once in this process (call after
 * changing collections, products or stock); other processes follow within the 60 s TTL.
 */
export function invalidateCatalogue(db: AppDatabase): void {
  catalogueCacheFor(db).invalidate();
  forgetShopListing(db);
}

/**
 * Prepared pages of collection products, by collection, locale, filters and page. An entry serves
 * only while the product list it was cut from is the cached one; the oldest entries go past
 * MAX_PAGES, so odd query values cannot grow memory.
 */
const MAX_PAGES = 500;
class PageCache {
  private readonly entries = new Map<string, { source: object; entry: CachedBody }>();

  get(key: string, source: object, build: () => CachedBody): CachedBody {
    const hit = this.entries.get(key);
    if (hit && hit.source === source) return hit.entry;
    const entry = build();
    this.entries.delete(key);
    this.entries.set(key, { source, entry });
    if (this.entries.size > MAX_PAGES) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}

/** A JSON answer (a value, or JSON text already made) with its ETag, for sendCached. */
function prepared(value: unknown) {
  const body = Buffer.from(typeof value === "string" ? value : JSON.stringify(value), "utf8");
  return { body, etag: etagOf(body), builtAt: Date.now() };
}

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const cache = catalogueCacheFor(db);
  const pages = new PageCache();
  const collections = () => cache.value("collections", () => loadCollections(db));
  /**
   * The collection's products with each one's JSON in a locale, checked against the schema and made
   * once: a page is then a join of prepared texts.
   */
  const collectionProducts = (collection: CollectionRow, locale: ContentLocale) =>
    cache.value(`collection:${collection.id}:${locale}`, async () =>
      (await loadCollectionProducts(db, collection.id)).map((row) => ({
        row,
        json: JSON.stringify(ProductSchema.parse(productOut(row, locale))),
      })),
    );

  async function findCollection(slug: string): Promise<CollectionRow> {
    const found = (await collections()).find((collection) => collection.slug === slug);
    if (!found) throw ApiError.notFound("No such collection");
    return found;
  }

  app.get(
    "/products/:id",
    {
      schema: {
        tags: [TAG],
        operationId: "getProduct",
        summary: "One product with its sizes, pictures, badges and shop look, in the request locale",
        params: ProductIdParams,
        querystring: ProductQuery,
        response: { 200: ProductDetailSchema, ...problemResponses },
      },
    },
    async (request) => {
      const row = await findProduct(db, request.params.id, request.query.for_shop === true);
      if (!row) throw ApiError.notFound("No such product");
      return productDetail(db, row, request.locale);
    },
  );

  app.get(
    "/shop/products",
    {
      schema: {
        tags: [TAG],
        operationId: "searchShopProducts",
        summary: "Products sold in the shop (with pictures), searched by name or reference, filtered and sorted",
        querystring: ShopProductsQuery,
        response: { 200: ProductPageSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { name, page, page_size, gender, profile_type, size, family, top_size, bottom_size, shoe_size } =
        request.query;
      // JSON text made of cards already checked against the schema (decision 0056): sent as it is
      const pageText = await searchShopProducts(db, {
        name: name || undefined,
        gender,
        profileType: profile_type,
        size,
        family,
        fits: { top_size, bottom_size, shoe_size },
        inLook: request.query.in_look,
        sort: request.query.sort,
        page,
        pageSize: page_size,
        locale: request.locale,
      });
      return sendJsonText(reply, pageText);
    },
  );

  app.get(
    "/shop/product-collections",
    {
      schema: {
        tags: [TAG],
        operationId: "listShopCollections",
        summary: "Published shop collections, filtered by use (shop or suggestions) and gender",
        querystring: CollectionsQuery,
        response: { 200: z.array(ShopCollectionSchema), ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { is_shop, is_suggestion, gender } = request.query;
      const locale = request.query.locale ?? request.locale;
      const list = (await collections()).filter(
        (c) =>
          (is_shop === undefined || c.isShop === is_shop) &&
          (is_suggestion === undefined || c.isSuggestion === is_suggestion) &&
          (!gender || c.gender === null || c.gender === gender),
      );
      return sendCached(request, reply, prepared(list.map((c) => collectionOut(c, locale))));
    },
  );

  app.get(
    "/shop/product-collections/:slug",
    {
      schema: {
        tags: [TAG],
        operationId: "getShopCollection",
        summary: "A shop collection with its first products (only products with pictures)",
        params: CollectionSlugParams,
        querystring: CollectionDetailQuery,
        response: { 200: ShopCollectionDetailSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const collection = await findCollection(request.params.slug);
      const first = (await collectionProducts(collection, request.locale)).slice(0, request.query.limit);
      const head = JSON.stringify(collectionOut(collection, request.locale)).slice(0, -1);
      return sendCached(request, reply, prepared(`${head},"products":[${first.map((p) => p.json).join(",")}]}`));
    },
  );

  app.get(
    "/shop/product-collections/:slug/products",
    {
      schema: {
        tags: [TAG],
        operationId: "listShopCollectionProducts",
        summary: "A page of a collection's products, by gender, size in stock, family (§9), wearer's sizes, sorted",
        params: CollectionSlugParams,
        querystring: CollectionProductsQuery,
        response: { 200: ProductPageSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { page, page_size, gender, profile_type, size, family, top_size, bottom_size, shoe_size, sort } =
        request.query;
      const collection = await findCollection(request.params.slug);
      const list = await collectionProducts(collection, request.locale);
      const fits = { top_size, bottom_size, shoe_size };
      const filters = { gender, profileType: profile_type, size, family, fits };
      const key = JSON.stringify([collection.id, request.locale, filters, sort, page, page_size]);
      const entry = pages.get(key, list, () => {
        const kept = sortCollectionProducts(
          list.filter(({ row }) => keepsProduct(row, filters)),
          sort,
        );
        const slice = kept.slice((page - 1) * page_size, page * page_size).map((p) => p.json);
        return prepared(pageJson(page, page_size, kept.length, slice));
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/shop/kids/:kidId/product-collections",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "listKidShopCollections",
        summary: "Shop collections for one of the client's profiles (its kind and gender, or everyone's)",
        security: bearer,
        params: KidIdParams,
        response: { 200: z.array(ShopCollectionSchema), ...problemResponses },
      },
    },
    async (request) => {
      const profile = await requireOwnProfile(db, request.clientId, request.params.kidId);
      return (await collections())
        .filter(
          (c) =>
            c.isShop &&
            (c.profileType === null || c.profileType === profile.profileType) &&
            (c.gender === null || c.gender === profile.gender),
        )
        .map((c) => collectionOut(c, request.locale));
    },
  );

  app.get(
    "/shop/looks/:lookId",
    {
      schema: {
        tags: [TAG],
        operationId: "getShopLook",
        summary: "A shop look with its products and the sizes it can be bought in",
        params: LookIdParams,
        response: { 200: ShopLookSchema, ...problemResponses },
      },
    },
    async (request) => {
      const look = await loadShopLook(db, request.params.lookId, request.locale);
      if (!look) throw ApiError.notFound("No such look");
      return look;
    },
  );

  app.get(
    "/products/suggestions",
    {
      schema: {
        tags: [TAG],
        operationId: "landingSuggestions",
        summary: `Box suggestions for a gender and sizes (${SUGGESTIONS_PAGE_SIZE} a page)`,
        description: `${LANDING_SUGGESTIONS_MESSAGE} (400 otherwise); sizes are those a profile can choose.`,
        querystring: LandingSuggestionsQuery,
        response: { 200: SuggestionResultSchema, ...problemResponses },
      },
    },
    async (request) => {
      const { gender, top_size, bottom_size, shoe_size, page, categories, sku_query } = request.query;
      const errors: FieldErrors = {};
      if (!gender) errors.gender = ["gender is required"];
      if (!top_size) errors.top_size = ["top_size is required"];
      if (!bottom_size) errors.bottom_size = ["bottom_size is required"];
      if (!gender || !top_size || !bottom_size) throw ApiError.badRequest(LANDING_SUGGESTIONS_MESSAGE, errors);
      const type = profileTypeOf(gender);
      const given: [SizeField, string | undefined][] = [
        ["top_size", top_size],
        ["bottom_size", bottom_size],
        ["shoe_size", shoe_size],
      ];
      for (const [field, value] of given) {
        if (value !== undefined && !isSizeOption(type, field, value))
          errors[field] = [`Unknown ${field} for ${gender}`];
      }
      if (Object.keys(errors).length > 0) throw ApiError.badRequest("Unknown size", errors);
      return searchSuggestions(db, {
        gender,
        sizes: { top_size, bottom_size, shoe_size },
        categories,
        skuQuery: sku_query || undefined,
        page,
        pageSize: SUGGESTIONS_PAGE_SIZE,
        locale: request.locale,
      });
    },
  );

  app.get(
    "/clients/me/kids/:id/suggestions",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "kidSuggestions",
        summary: `Box suggestions for one of the client's profiles, in its sizes (${SUGGESTIONS_PAGE_SIZE} a page)`,
        security: bearer,
        params: ProfileIdParams,
        querystring: KidSuggestionsQuery,
        response: { 200: SuggestionResultSchema, ...problemResponses },
      },
    },
    async (request) => {
      const profile = await requireOwnProfile(db, request.clientId, request.params.id);
      const { page, categories, sku_query } = request.query;
      return searchSuggestions(db, {
        gender: profile.gender,
        sizes: { top_size: profile.topSize, bottom_size: profile.bottomSize, shoe_size: profile.shoeSize },
        categories,
        skuQuery: sku_query || undefined,
        page,
        pageSize: SUGGESTIONS_PAGE_SIZE,
        locale: request.locale,
      });
    },
  );
};
