/**
 * Generated pictures (SVG): product illustrations, stylist portraits, Instagram flat lays and
 * Open Graph cards. URLs never change meaning, so answers are cacheable for a year (immutable);
 * the accessible <title> follows the request's language. Drawing is cheap (a few kB of text), so
 * nothing is kept in memory here: browsers and CDNs keep the answers.
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { instagramMedia, products, seoMetadata, stylists } from "../../db/schema/index.js";
import type { ContentLocale } from "../../../../domain/locales.js";
import { ApiError, problemResponses } from "../../plugins/errors.js";
import { drawAvatarSvg, drawInstagramSvg, drawOgSvg, drawProductSvg } from "../../seed/images.js";
import { pick } from "../website/service.js";
import { instagramFlatLay, ogTheme, productGarment, stylistAvatar } from "./illustrations.js";

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const SvgSchema = z.string().describe("SVG document (image/svg+xml)");
const svgResponses = { 200: SvgSchema, ...problemResponses };

const PORTRAIT_TITLE: Record<ContentLocale, (name: string) => string> = {
  fr: (name) => `Portrait illustré de ${name}`,
  de: (name) => `Illustriertes Porträt von ${name}`,
  nl: (name) => `Geïllustreerd portret van ${name}`,
  es: (name) => `Retrato ilustrado de ${name}`,
  en: (name) => `Illustrated portrait of ${name}`,
};

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header("cache-control", MEDIA_CACHE_CONTROL)
    .header("vary", "Accept-Language")
    .type("image/svg+xml; charset=utf-8")
    .send(svg);
}

const notFound = () => ApiError.notFound("No such picture");
/** Keys, slugs and shortcodes are word characters and hyphens; anything else names no picture. */
const PLAIN_KEY = /^[\w-]{1,120}$/;

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/media/products/:productId.svg",
    {
      schema: {
        tags: ["media"],
        summary: "Illustration of a product",
        params: z.object({ productId: z.string().max(20).describe("Product id") }),
        response: svgResponses,
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      if (!/^[1-9]\d{0,9}$/.test(productId) || Number(productId) > 2_147_483_647) throw notFound();
      const locale = request.locale;
      const svg = await (async () => {
        const [product] = await db
          .select({
            id: products.id,
            reference: products.reference,
            name: products.name,
            category: products.category,
            metaCategory: products.metaCategory,
          })
          .from(products)
          .where(eq(products.id, Number(productId)))
          .limit(1);
        if (!product) throw notFound();
        return drawProductSvg({
          ...productGarment(product),
          title: pick(product.name, locale) ?? product.reference,
          idPrefix: `product-${product.id}`,
        });
      })();
      return sendSvg(reply, svg);
    },
  );

  app.get(
    "/media/stylists/:slug.svg",
    {
      schema: {
        tags: ["media"],
        summary: "Illustrated portrait of a stylist",
        params: z.object({ slug: z.string().max(120) }),
        response: svgResponses,
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (!PLAIN_KEY.test(slug)) throw notFound();
      const locale = request.locale;
      const svg = await (async () => {
        const [stylist] = await db
          .select({ slug: stylists.slug, firstname: stylists.firstname })
          .from(stylists)
          .where(eq(stylists.slug, slug))
          .limit(1);
        if (!stylist) throw notFound();
        return drawAvatarSvg({
          ...stylistAvatar(stylist.slug),
          title: PORTRAIT_TITLE[locale](stylist.firstname),
          idPrefix: `stylist-${stylist.slug}`,
        });
      })();
      return sendSvg(reply, svg);
    },
  );

  app.get(
    "/media/instagram/:id.svg",
    {
      schema: {
        tags: ["media"],
        summary: "Picture of an Instagram post",
        params: z.object({ id: z.string().max(64).describe("Instagram shortcode (or the post's id)") }),
        response: svgResponses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!PLAIN_KEY.test(id)) throw notFound();
      const locale = request.locale;
      const svg = await (async () => {
        const byNumericId = /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
        const [post] = await db
          .select({ id: instagramMedia.id, externalId: instagramMedia.externalId, caption: instagramMedia.caption })
          .from(instagramMedia)
          .where(byNumericId ? eq(instagramMedia.id, Number(id)) : eq(instagramMedia.externalId, id))
          .limit(1);
        if (!post) throw notFound();
        const { flatLay, alt } = instagramFlatLay(post.externalId);
        const title = alt?.[locale] ?? post.caption?.split("\n")[0]?.slice(0, 120) ?? "Instagram";
        return drawInstagramSvg({ ...flatLay, title, idPrefix: `ig-${post.externalId}` });
      })();
      return sendSvg(reply, svg);
    },
  );

  app.get(
    "/media/og/:key.svg",
    {
      schema: {
        tags: ["media"],
        summary: "Open Graph card of a page (1200×630)",
        params: z.object({ key: z.string().max(120).describe("Page key, as in SEO metadata (slug)") }),
        response: svgResponses,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!PLAIN_KEY.test(key)) throw notFound();
      const locale = request.locale;
      const svg = await (async () => {
        const [page] = await db.select().from(seoMetadata).where(eq(seoMetadata.slug, key)).limit(1);
        if (!page) throw notFound();
        const title = pick(page.title, locale) ?? key;
        return drawOgSvg({
          title,
          subtitle: pick(page.description, locale) ?? undefined,
          alt: pick(page.ogImageAlt, locale) ?? title,
          theme: ogTheme(key),
          idPrefix: `og-${key}`,
        });
      })();
      return sendSvg(reply, svg);
    },
  );
};
