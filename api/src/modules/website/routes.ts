/**
 * Website content (§7 "Website content and support"): Instagram wall, stylists, looks, brands,
 * testimonials, FAQ, legal texts, SEO metadata, configuration, sales flag, translations and
 * feature switches, delivery delays, version, and the visitor's referral offer.
 *
 * These reads are on every storefront page: answers are cached in memory per locale for 60 s
 * (cache.ts, plugins/http-cache.ts), sent as prepared JSON text with an ETag, and revalidated
 * with If-None-Match.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTENT_LOCALES, isContentLocale, type ContentLocale } from "#domain/locales.js";
import { ApiError, problemResponses } from "../../plugins/errors.js";
import { checked, notModified, sendCached } from "../../plugins/http-cache.js";
import { contentCacheFor } from "./cache.js";
import {
  BrandDetailSchema,
  BrandSchema,
  ConfigEntrySchema,
  ConfigKeySchema,
  CountryQuerySchema,
  DelaysSchema,
  FaqSectionSchema,
  InstagramMediaSchema,
  IsSalesSchema,
  LegalContentCodeSchema,
  LegalContentSchema,
  LocaleParamSchema,
  LookSchema,
  PageSlugSchema,
  ProfileTypeSchema,
  ReferralOfferSchema,
  SeoMetadataSchema,
  SlugSchema,
  StylistSchema,
  TestimonialSchema,
  TranslationsSchema,
  VersionSchema,
} from "./schemas.js";
import {
  loadBrandProducts,
  loadBrands,
  loadConfig,
  loadDelays,
  loadFaq,
  loadInstagramMedia,
  loadLegalContents,
  loadLooks,
  loadSeoMetadata,
  loadStylists,
  loadTestimonials,
  loadTranslations,
} from "./service.js";
import { versionInfo } from "./version.js";

/** Configuration keys read by the website calls below. */
export const CONFIG_KEYS = {
  isSales: "is_sales",
  /** Referral offer in euros (a number), or an object { godfather_amount }. */
  referralOffer: "godfather_amount",
} as const;

/** Configuration entries never served by website/config/{key} (internal settings). */
const PRIVATE_CONFIG_KEY =
  /(^|[_.-])(secret|password|token|key|private|internal)([_.-]|$)|^customer_service|^support_/i;

/** A locale path parameter: "de" or a region tag such as "de-AT"; undefined when not served. */
function contentLocaleOf(value: string): ContentLocale | undefined {
  const language = value.toLowerCase().split(/[-_]/)[0];
  return isContentLocale(language) ? language : undefined;
}

/** A euro amount from a configuration value: a number, a numeric text, or { godfather_amount }. */
function amountOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  if (value && typeof value === "object" && "godfather_amount" in value) return amountOf(value.godfather_amount);
  return undefined;
}

function booleanOf(value: unknown): boolean {
  return value === true || value === "true" || value === 1 || value === "1";
}

export const websiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = contentCacheFor(app.db);
  const db = app.db;
  const configMap = () => cache.value("config-data", () => loadConfig(db));

  app.get(
    "/website/instagram/selected-media",
    {
      schema: {
        tags: ["website"],
        summary: "Instagram posts selected for the site, described in the request locale",
        response: { 200: z.array(InstagramMediaSchema), ...notModified },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const entry = await cache.body(
        `instagram:${locale}`,
        checked(z.array(InstagramMediaSchema), () => loadInstagramMedia(db, locale)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/stylists",
    {
      schema: {
        tags: ["website"],
        summary: "Published stylists, in the request locale",
        querystring: z.object({
          profile_type: ProfileTypeSchema.optional().describe("Only the stylists who dress kids, or women"),
        }),
        response: { 200: z.array(StylistSchema), ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const profileType = request.query.profile_type;
      const entry = await cache.body(
        `stylists:${locale}:${profileType ?? "all"}`,
        checked(z.array(StylistSchema), () => loadStylists(db, locale, profileType)),
      );
      return sendCached(request, reply, entry);
    },
  );

  /** A stylist's page (/stylists/{slug}); found in the cached list, so unknown slugs cache nothing. */
  app.get(
    "/website/stylists/:slug",
    {
      schema: {
        tags: ["website"],
        summary: "One published stylist, by slug, in the request locale",
        params: z.object({ slug: PageSlugSchema }),
        response: { 200: StylistSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const { slug } = request.params;
      const all = await cache.value(`stylists:${locale}:list`, () => loadStylists(db, locale));
      const found = all.find((stylist) => stylist.slug === slug);
      if (!found) throw ApiError.notFound("Stylist not found");
      const entry = await cache.body(
        `stylists:${locale}:slug:${slug}`,
        checked(StylistSchema, async () => found),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/looks",
    {
      schema: {
        tags: ["website"],
        summary: "Published looks with their products, in the request locale",
        querystring: z.object({ profile_type: ProfileTypeSchema.optional().describe("Only kid or only woman looks") }),
        response: { 200: z.array(LookSchema), ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const profileType = request.query.profile_type;
      const entry = await cache.body(
        `looks:${locale}:${profileType ?? "all"}`,
        checked(z.array(LookSchema), () => loadLooks(db, locale, profileType)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/brands",
    {
      schema: {
        tags: ["website"],
        summary: "Published brands, in the request locale",
        response: { 200: z.array(BrandSchema), ...notModified },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const entry = await cache.body(
        `brands:${locale}`,
        checked(z.array(BrandSchema), () => loadBrands(db, locale)),
      );
      return sendCached(request, reply, entry);
    },
  );

  /** A brand's page (/brands/{slug}) with a selection of its products; unknown slugs cache nothing. */
  app.get(
    "/website/brands/:slug",
    {
      schema: {
        tags: ["website"],
        summary: "One published brand, by slug, with its products on sale, in the request locale",
        params: z.object({ slug: PageSlugSchema }),
        response: { 200: BrandDetailSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const { slug } = request.params;
      const all = await cache.value(`brands:${locale}:list`, () => loadBrands(db, locale));
      const found = all.find((brand) => brand.slug === slug);
      if (!found) throw ApiError.notFound("Brand not found");
      const entry = await cache.body(
        `brands:${locale}:slug:${slug}`,
        checked(BrandDetailSchema, async () => ({ ...found, products: await loadBrandProducts(db, found.id, locale) })),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/testimonials",
    {
      schema: {
        tags: ["website"],
        summary: "Published customer testimonials, in the request locale",
        querystring: z.object({
          profile_type: ProfileTypeSchema.optional().describe("Only kid or only woman testimonials"),
        }),
        response: { 200: z.array(TestimonialSchema), ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const profileType = request.query.profile_type;
      const entry = await cache.body(
        `testimonials:${locale}:${profileType ?? "all"}`,
        checked(z.array(TestimonialSchema), () => loadTestimonials(db, locale, profileType)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/faq",
    {
      schema: {
        tags: ["website"],
        summary: "FAQ sections and their questions, in the request locale",
        response: { 200: z.array(FaqSectionSchema), ...notModified },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const entry = await cache.body(
        `faq:${locale}`,
        checked(z.array(FaqSectionSchema), () => loadFaq(db, locale)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/legal-contents",
    {
      schema: {
        tags: ["website"],
        summary: "Legal texts (the six codes of §3), or the one named by code",
        querystring: z.object({ code: LegalContentCodeSchema.optional() }),
        response: { 200: z.array(LegalContentSchema), ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const code = request.query.code;
      const all = () => cache.value(`legal-data:${locale}`, () => loadLegalContents(db, locale));
      if (code && !(await all()).some((l) => l.code === code)) throw ApiError.notFound("Legal content not found");
      const entry = await cache.body(
        `legal:${locale}:${code ?? "all"}`,
        checked(z.array(LegalContentSchema), async () => (await all()).filter((l) => !code || l.code === code)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/seo-metadata",
    {
      schema: {
        tags: ["website"],
        summary: "SEO metadata of every page, or of the page named by slug",
        querystring: z.object({ slug: SlugSchema.optional().describe("Page key, e.g. home, woman, faq") }),
        response: {
          200: z.union([z.array(SeoMetadataSchema), SeoMetadataSchema]),
          ...notModified,
          ...problemResponses,
        },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const slug = request.query.slug;
      const all = () => cache.value(`seo-data:${locale}`, () => loadSeoMetadata(db, locale));
      if (slug === undefined) {
        const entry = await cache.body(`seo:${locale}:all`, checked(z.array(SeoMetadataSchema), all));
        return sendCached(request, reply, entry);
      }
      // Only existing slugs get a cache entry: unknown ones cannot grow the cache.
      const found = (await all()).find((s) => s.slug === slug);
      if (!found) throw ApiError.notFound("No SEO metadata for this page");
      const entry = await cache.body(
        `seo:${locale}:slug:${slug}`,
        checked(SeoMetadataSchema, async () => found),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/config/:key",
    {
      schema: {
        tags: ["website"],
        summary: "One public configuration entry",
        params: z.object({ key: ConfigKeySchema }),
        response: { 200: ConfigEntrySchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const config = await configMap();
      if (PRIVATE_CONFIG_KEY.test(key) || !config.has(key)) throw ApiError.notFound("Unknown configuration key");
      const entry = await cache.body(
        `config:${key}`,
        checked(ConfigEntrySchema, async () => ({ key, value: config.get(key) })),
      );
      return sendCached(request, reply, entry, { localized: false });
    },
  );

  app.get(
    "/website/is_sales",
    {
      schema: {
        tags: ["website"],
        summary: "Whether the sales period is on",
        response: { 200: IsSalesSchema, ...notModified },
      },
    },
    async (request, reply) => {
      const entry = await cache.body(
        "is_sales",
        checked(IsSalesSchema, async () => ({ is_sales: booleanOf((await configMap()).get(CONFIG_KEYS.isSales)) })),
      );
      return sendCached(request, reply, entry, { localized: false });
    },
  );

  app.get(
    "/website/translations/:locale",
    {
      schema: {
        tags: ["website"],
        summary: "Site translations and feature switches of a locale",
        description: `Locales served: ${CONTENT_LOCALES.join(", ")}. Switch keys are switch.* ('true' turns a feature on; switch.hidden_phone shows the phone only when 'false').`,
        params: z.object({ locale: LocaleParamSchema }),
        response: { 200: TranslationsSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = contentLocaleOf(request.params.locale);
      if (!locale) throw ApiError.notFound("Unsupported locale");
      const entry = await cache.body(
        `translations:${locale}`,
        checked(TranslationsSchema, () => loadTranslations(db, locale)),
      );
      return sendCached(request, reply, entry, { localized: false });
    },
  );

  app.get(
    "/delays",
    {
      schema: {
        tags: ["website"],
        summary: "Delivery delays in days (optimistic and pessimistic)",
        querystring: z.object({
          country: CountryQuerySchema.optional().describe("Delays of this country when they differ"),
        }),
        response: { 200: DelaysSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const country = request.query.country;
      const entry = await cache.body(
        `delays:${country ?? "default"}`,
        checked(DelaysSchema, async () => {
          const delays = await loadDelays(db, country);
          if (!delays) throw ApiError.notFound("No delivery delays configured");
          return delays;
        }),
      );
      return sendCached(request, reply, entry, { localized: false });
    },
  );

  const version = versionInfo();
  app.get(
    "/version",
    {
      schema: {
        tags: ["housekeeping"],
        summary: "API version and build identifier",
        response: { 200: VersionSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return version;
    },
  );

  app.get(
    "/clients/referral_offer",
    {
      schema: {
        tags: ["website"],
        summary: "Referral offer shown to visitors (godfather_amount in euros)",
        response: { 200: ReferralOfferSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const entry = await cache.body(
        "referral_offer",
        checked(ReferralOfferSchema, async () => {
          const amount = amountOf((await configMap()).get(CONFIG_KEYS.referralOffer));
          if (amount === undefined) throw ApiError.notFound("No referral offer");
          return { godfather_amount: amount };
        }),
      );
      return sendCached(request, reply, entry, { localized: false });
    },
  );
};
