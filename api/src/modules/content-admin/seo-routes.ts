/**
 * SEO metadata administration, one record per page key (slug): title, description, keywords and
 * Open Graph (type, picture, its alternative text) in the five locales, and the page's universe
 * (kids or women), which colours its generated Open Graph card.
 *
 * A generated card (/media/og/<slug>.svg) is drawn from the record and served as immutable, so an
 * edit that changes what it shows gives it a new URL (?v=…): browsers and social networks fetch the
 * new picture instead of keeping the old one for a year.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError } from "../../plugins/errors.js";
import { ProfileTypeSchema, SlugSchema } from "../website/index.js";
import { deleteSeo, insertSeo, listSeo, seoBySlug, updateSeo, type SeoMetadata } from "./seo.js";
import {
  LocalizedTextSchema,
  adminDeleteRoute,
  adminResponses,
  adminRoute,
  contentChanged,
  kebabKey,
  localizedInput,
  localizedPatch,
  nonEmptyEdit,
  requireWholeText,
  write,
} from "./shared.js";

/** Search engines show about 60 characters of a title and 160 of a description; these are hard caps. */
const TITLE_MAX = 70;
const DESCRIPTION_MAX = 320;
const KEYWORDS_MAX = 500;
const ALT_MAX = 300;

const SeoMetadataAdminSchema = z
  .object({
    slug: z.string().describe("Page key, e.g. home, woman, faq"),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema,
    keywords: LocalizedTextSchema.nullable(),
    og: z.object({
      type: z.string(),
      image_url: z.string().nullable(),
      image_alt: LocalizedTextSchema.nullable(),
    }),
    profile_type: ProfileTypeSchema.describe("The page's universe: the colours of its generated card"),
    updated_at: z.string().describe("ISO 8601"),
  })
  .meta({ id: "SeoMetadataAdmin" });

const OgTypeSchema = z
  .string()
  .max(40)
  .regex(/^[a-z]+(?:\.[a-z_]+)?$/, "An Open Graph type such as website, article or product");
const ImageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (url) => (url.startsWith("/") && !url.startsWith("//")) || /^https:\/\/[^\s/]+\//.test(url),
    "A path on this site (/media/…) or an https URL",
  );

const SlugParams = z.object({ slug: SlugSchema });
const NewSlugSchema = kebabKey("slug");

const CreateBody = z.strictObject({
  slug: NewSlugSchema,
  title: localizedInput(TITLE_MAX),
  description: localizedInput(DESCRIPTION_MAX),
  keywords: localizedInput(KEYWORDS_MAX).nullable().optional(),
  og: z
    .strictObject({
      type: OgTypeSchema.optional(),
      image_url: ImageUrlSchema.nullable().optional().describe("Default: the generated card of the page"),
      image_alt: localizedInput(ALT_MAX).nullable().optional(),
    })
    .optional(),
  profile_type: ProfileTypeSchema.optional(),
});

const EditBody = nonEmptyEdit(
  z.strictObject({
    slug: NewSlugSchema.optional().describe("Renames the page key"),
    title: localizedPatch(TITLE_MAX).optional(),
    description: localizedPatch(DESCRIPTION_MAX).optional(),
    keywords: localizedPatch(KEYWORDS_MAX).nullable().optional().describe("null removes the keywords"),
    og: nonEmptyEdit(
      z.strictObject({
        type: OgTypeSchema.optional(),
        image_url: ImageUrlSchema.nullable().optional(),
        image_alt: localizedPatch(ALT_MAX).nullable().optional(),
      }),
    ).optional(),
    profile_type: ProfileTypeSchema.optional(),
  }),
);

const GENERATED_CARD = /^\/media\/og\/[\w-]+\.svg(?:\?v=\w+)?$/;
/** The generated card of a page; `version` makes a new URL for a card whose drawing changed. */
const cardUrl = (slug: string, version?: string) => `/media/og/${slug}.svg${version ? `?v=${version}` : ""}`;

const seoOut = (s: SeoMetadata): z.output<typeof SeoMetadataAdminSchema> => ({
  slug: s.slug,
  title: s.title,
  description: s.description,
  keywords: s.keywords,
  og: { type: s.ogType, image_url: s.ogImageUrl, image_alt: s.ogImageAlt },
  profile_type: s.profileType,
  updated_at: s.updatedAt.toISOString(),
});

const slugTaken = () =>
  ApiError.conflict("SEO_SLUG_TAKEN", "Another page has this SEO slug", { slug: ["Another page has this SEO slug"] });
const notFound = () => ApiError.notFound("No SEO metadata for this page");

export const seoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/admin/website/seo-metadata",
    {
      schema: {
        ...adminRoute,
        summary: "SEO metadata of every page, in all locales",
        response: { 200: z.array(SeoMetadataAdminSchema), ...adminResponses },
      },
    },
    async () => (await listSeo(db)).map(seoOut),
  );

  app.get(
    "/admin/website/seo-metadata/:slug",
    {
      schema: {
        ...adminRoute,
        summary: "SEO metadata of one page, in all locales",
        params: SlugParams,
        response: { 200: SeoMetadataAdminSchema, ...adminResponses },
      },
    },
    async (request) => {
      const found = await seoBySlug(db, request.params.slug);
      if (!found) throw notFound();
      return seoOut(found);
    },
  );

  app.post(
    "/admin/website/seo-metadata",
    {
      schema: {
        ...adminRoute,
        summary: "Add the SEO metadata of a page",
        body: CreateBody,
        response: { 201: SeoMetadataAdminSchema, ...adminResponses },
      },
    },
    async (request, reply) => {
      const { slug, title, description, keywords, og, profile_type } = request.body;
      const [created] = await write(
        () =>
          insertSeo(db, {
            slug,
            title,
            description,
            keywords: keywords ?? null,
            ogType: og?.type,
            ogImageUrl: og?.image_url === undefined ? cardUrl(slug) : og.image_url,
            ogImageAlt: og?.image_alt ?? null,
            profileType: profile_type,
          }),
        { duplicate: slugTaken },
      );
      contentChanged(app, request, "seo", { change: "seo.created", slug });
      return reply.code(201).send(seoOut(created!));
    },
  );

  app.patch(
    "/admin/website/seo-metadata/:slug",
    {
      schema: {
        ...adminRoute,
        summary: "Edit the SEO metadata of a page: texts in some locales, Open Graph, universe, or its slug",
        params: SlugParams,
        body: EditBody,
        response: { 200: SeoMetadataAdminSchema, ...adminResponses },
      },
    },
    async (request) => {
      const current = await seoBySlug(db, request.params.slug);
      if (!current) throw notFound();
      const { slug, title, description, keywords, og, profile_type } = request.body;
      if (keywords) requireWholeText("keywords", current.keywords, keywords);
      if (og?.image_alt) requireWholeText("og.image_alt", current.ogImageAlt, og.image_alt);

      // The generated card follows the page: a new URL when what it draws (or its key) changes
      const redrawn = Boolean(slug ?? title ?? description ?? og?.image_alt ?? profile_type);
      const followsCard = og?.image_url === undefined && current.ogImageUrl && GENERATED_CARD.test(current.ogImageUrl);
      const ogImageUrl =
        followsCard && redrawn ? cardUrl(slug ?? current.slug, Date.now().toString(36)) : og?.image_url;

      const [updated] = await write(
        () =>
          updateSeo(db, current.id, {
            slug,
            profileType: profile_type,
            ogType: og?.type,
            ogImageUrl,
            title,
            description,
            keywords,
            ogImageAlt: og?.image_alt,
          }),
        { duplicate: slugTaken },
      );
      if (!updated) throw notFound();
      contentChanged(app, request, "seo", { change: "seo.updated", slug: updated.slug, previous: current.slug });
      return seoOut(updated);
    },
  );

  adminDeleteRoute(app, "/admin/website/seo-metadata/:slug", {
    summary: "Remove the SEO metadata of a page (it then shows its own texts)",
    params: SlugParams,
    remove: ({ slug }) => deleteSeo(db, slug),
    notFound,
    resource: "seo",
    change: ({ slug }) => ({ change: "seo.deleted", slug }),
  });
};
