/**
 * Generated pictures (SVG): product illustrations, stylist portraits, Instagram flat lays and
 * Open Graph cards. URLs never change meaning, so answers are cacheable for a year (immutable);
 * the accessible <title> follows the request's language. Drawing is cheap (a few kB of text), so
 * nothing is kept in memory here: browsers and CDNs keep the answers.
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError, problemResponses } from "../../plugins/errors.js";
import { MEDIA_CACHE_CONTROL } from "../../plugins/http-cache.js";
import { instagramSvg, ogSvg, parseId, productSvg, stylistSvg } from "./service.js";

const svgResponses = { 200: z.string().describe("SVG document (image/svg+xml)"), ...problemResponses };

/** Keys, slugs and shortcodes are word characters and hyphens; anything else names no picture. */
const PLAIN_KEY = /^[\w-]{1,120}$/;

function sendSvg(reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) throw ApiError.notFound("No such picture");
  return reply
    .header("cache-control", MEDIA_CACHE_CONTROL)
    .header("vary", "Accept-Language")
    .type("image/svg+xml; charset=utf-8")
    .send(svg);
}

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
      const id = parseId(request.params.productId);
      return sendSvg(reply, id === undefined ? undefined : await productSvg(db, id, request.locale));
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
      return sendSvg(reply, PLAIN_KEY.test(slug) ? await stylistSvg(db, slug, request.locale) : undefined);
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
      return sendSvg(reply, PLAIN_KEY.test(id) ? await instagramSvg(db, id, request.locale) : undefined);
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
      return sendSvg(reply, PLAIN_KEY.test(key) ? await ogSvg(db, key, request.locale) : undefined);
    },
  );
};
