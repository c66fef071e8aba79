import fp from "fastify-plugin";
import { CONTENT_LOCALES, pickAcceptLanguage, type ContentLocale } from "#domain/locales.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The answer's language, from Accept-Language (§7), fr when none is supported. */
    locale: ContentLocale;
  }
}

export const localePlugin = fp(async (app) => {
  app.decorateRequest("locale", "fr");
  app.addHook("onRequest", async (request) => {
    request.locale = pickAcceptLanguage(request.headers["accept-language"], CONTENT_LOCALES) ?? "fr";
  });
});
