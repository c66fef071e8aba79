/**
 * Translations administration: the texts of a locale that override the storefront's bundled ones
 * (website/translations/{locale}), feature switches (switch.*) included. Read and written per key,
 * or several keys of a locale at once; removing a key brings the bundled text back.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContentLocale } from "#domain/locales.js";
import { ApiError } from "../../plugins/errors.js";
import { ContentLocaleSchema, adminDeleteRoute, adminResponses, adminRoute, contentChanged } from "./shared.js";
import {
  deleteTranslation,
  storedTranslations,
  translationByKey,
  upsertTranslations,
  type Translation,
} from "./translations.js";

const VALUE_MAX = 5_000;
const BULK_MAX = 2_000;

/** Dotted keys as the storefront's locale files flatten them: home.hero.title, switch.shop, countries.FR. */
const KeySchema = z
  .string()
  .max(200, "At most 200 characters")
  .regex(/^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)*$/, "A dotted key such as footer.contact");
const ValueSchema = z.string().trim().min(1, "The text is empty").max(VALUE_MAX, `At most ${VALUE_MAX} characters`);

/** A feature switch is on or off, nothing else (a typo would silently turn the feature off). */
const isSwitch = (key: string) => key.startsWith("switch.");
const SWITCH_VALUES = ["true", "false"];
const SWITCH_MESSAGE = "A feature switch is 'true' or 'false'";

const TranslationAdminSchema = z
  .object({ locale: ContentLocaleSchema, key: z.string(), value: z.string(), updated_at: z.string() })
  .meta({ id: "TranslationAdmin" });
const StoredTranslationsSchema = z
  .record(z.string(), z.string())
  .describe("The locale's stored texts, key → text (bundled texts not included)")
  .meta({ id: "StoredTranslations" });

const LocaleParams = z.object({ locale: ContentLocaleSchema });
const KeyParams = z.object({ locale: ContentLocaleSchema, key: KeySchema });
const ValueBody = z.strictObject({ value: ValueSchema });
const BulkBody = z
  .record(KeySchema, ValueSchema)
  .superRefine((map, ctx) => {
    const size = Object.keys(map).length;
    if (size === 0) ctx.addIssue({ code: "custom", message: "Give at least one key" });
    if (size > BULK_MAX) ctx.addIssue({ code: "custom", message: `At most ${BULK_MAX} keys at once` });
    for (const [key, value] of Object.entries(map)) {
      if (isSwitch(key) && !SWITCH_VALUES.includes(value))
        ctx.addIssue({ code: "custom", message: SWITCH_MESSAGE, path: [key] });
    }
  })
  .describe("key → text; keys not named keep their text");

function checkSwitch(key: string, value: string) {
  if (isSwitch(key) && !SWITCH_VALUES.includes(value)) {
    throw ApiError.badRequest("Invalid request", { value: [SWITCH_MESSAGE] });
  }
}

const translationOut = (t: Translation): z.output<typeof TranslationAdminSchema> => ({
  locale: t.locale,
  key: t.key,
  value: t.value,
  updated_at: t.updatedAt.toISOString(),
});

const notFound = () => ApiError.notFound("No stored text for this key in this locale");

export const translationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const stored = (locale: ContentLocale) => storedTranslations(db, locale);
  const byKey = (locale: ContentLocale, key: string) => translationByKey(db, locale, key);
  /** Inserts or replaces texts of a locale in one statement. */
  const upsert = (locale: ContentLocale, entries: [string, string][]) => upsertTranslations(db, locale, entries);

  app.get(
    "/admin/website/translations/:locale",
    {
      schema: {
        ...adminRoute,
        summary: "The stored texts of a locale",
        params: LocaleParams,
        response: { 200: StoredTranslationsSchema, ...adminResponses },
      },
    },
    async (request) => stored(request.params.locale),
  );

  app.put(
    "/admin/website/translations/:locale",
    {
      schema: {
        ...adminRoute,
        summary: "Set several texts of a locale at once",
        description: "Keys named are created or replaced in one step; keys not named keep their text.",
        params: LocaleParams,
        body: BulkBody,
        response: { 200: StoredTranslationsSchema, ...adminResponses },
      },
    },
    async (request) => {
      const { locale } = request.params;
      const entries = Object.entries(request.body);
      await upsert(locale, entries);
      contentChanged(app, request, "translations", { change: "translations.set", locale, keys: entries.length });
      return stored(locale);
    },
  );

  app.get(
    "/admin/website/translations/:locale/:key",
    {
      schema: {
        ...adminRoute,
        summary: "One stored text of a locale",
        params: KeyParams,
        response: { 200: TranslationAdminSchema, ...adminResponses },
      },
    },
    async (request) => {
      const found = await byKey(request.params.locale, request.params.key);
      if (!found) throw notFound();
      return translationOut(found);
    },
  );

  app.put(
    "/admin/website/translations/:locale/:key",
    {
      schema: {
        ...adminRoute,
        summary: "Set one text of a locale (201 when the key had none)",
        params: KeyParams,
        body: ValueBody,
        response: { 200: TranslationAdminSchema, 201: TranslationAdminSchema, ...adminResponses },
      },
    },
    async (request, reply) => {
      const { locale, key } = request.params;
      const { value } = request.body;
      checkSwitch(key, value);
      const existed = Boolean(await byKey(locale, key));
      const [saved] = await upsert(locale, [[key, value]]);
      contentChanged(app, request, "translations", { change: "translation.set", locale, key });
      return reply.code(existed ? 200 : 201).send(translationOut(saved!));
    },
  );

  adminDeleteRoute(app, "/admin/website/translations/:locale/:key", {
    summary: "Remove a stored text (the storefront's bundled text shows again)",
    params: KeyParams,
    remove: ({ locale, key }) => deleteTranslation(db, locale, key),
    notFound,
    resource: "translations",
    change: ({ locale, key }) => ({ change: "translation.deleted", locale, key }),
  });
};
