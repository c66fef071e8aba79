/**
 * What every content-administration call shares: the localized-text schemas (a whole text on
 * creation, some locales on update) and
 * `contentChanged`, which empties the website cache of what was edited and logs who did it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTENT_LOCALES, type ContentLocale, type LocalizedText } from "#domain/locales.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { invalidateWebsiteContent } from "../website/index.js";

export const ContentLocaleSchema = z.enum(CONTENT_LOCALES).describe(`One of ${CONTENT_LOCALES.join(", ")}`);

/**
 * A stored text in every locale, as the administrator reads it. Inlined in the OpenAPI document:
 * the blog's administration names its own copy "LocalizedText", and two schemas cannot share an id.
 */
export const LocalizedTextSchema = z.object(
  Object.fromEntries(CONTENT_LOCALES.map((l) => [l, z.string()])) as Record<ContentLocale, z.ZodString>,
);

/** One locale's text: trimmed, never empty. */
const text = (max: number) => z.string().trim().min(1, "The text is empty").max(max, `At most ${max} characters`);

/** A new text: all five locales (the database refuses a text missing one), no other key. */
export const localizedInput = (max: number) =>
  z.strictObject(
    Object.fromEntries(CONTENT_LOCALES.map((l) => [l, text(max)])) as Record<ContentLocale, ReturnType<typeof text>>,
  );

/** An edit: some locales (the others keep their text), at least one, no other key. */
export const localizedPatch = (max: number) =>
  localizedInput(max)
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, "Name at least one locale");

/** Lower-case words joined by hyphens: safe as a URL fragment (/faq#anchor) or path segment. */
export const kebabKey = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${what} is empty`)
    .max(80, "At most 80 characters")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `The ${what} takes lower-case letters, digits and single hyphens`);

export const PositionSchema = z.number().int().min(0).max(100_000).describe("Sort order, ascending");

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** An edit names at least one field: an empty one is a mistake, not a no-op. */
export const nonEmptyEdit = <T extends z.ZodObject>(schema: T) =>
  schema.refine((body) => Object.values(body).some((v) => v !== undefined), "Nothing to change");

/** Whether a database error, or one of its causes (drivers wrap it), has this SQLSTATE. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === state) return true;
  }
  return false;
}

/**
 * Runs a write, answering the constraint it breaks as the caller's problem: a duplicate key
 * (unique violation) or a reference to a row that is gone (foreign-key violation). The database
 * decides, so two simultaneous writes cannot both pass a check made beforehand.
 */
export async function write<T>(
  run: () => Promise<T>,
  problems: { duplicate?: () => ApiError; missingReference?: () => ApiError },
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (problems.duplicate && hasSqlState(error, "23505")) throw problems.duplicate();
    if (problems.missingReference && hasSqlState(error, "23503")) throw problems.missingReference();
    throw error;
  }
}

/** Error answers of every administrator call, besides the shared 400/401/404/422. */
export const adminResponses = { ...problemResponses, 403: ProblemSchema, 409: ProblemSchema } as const;

export const adminRoute = { tags: ["content admin"], security: [{ bearer: [] }] };

/**
 * A text set on a nullable column that is still empty must name every locale, as the database's
 * check requires: the missing ones are reported on the field.
 */
export function requireWholeText(field: string, current: LocalizedText | null, patch: Partial<LocalizedText>) {
  if (current) return;
  const missing = CONTENT_LOCALES.filter((l) => !(l in patch));
  if (missing.length === 0) return;
  throw ApiError.unprocessable("MISSING_LOCALES", `${field} is not set yet: give it in every locale`, {
    [field]: [`Missing locales: ${missing.join(", ")}`],
  });
}

/** Website-cache keys start with the resource name: faq:fr, seo-data:de, legal:en:all… */
export type CachedResource = "faq" | "legal" | "seo" | "translations";

/**
 * After a write: the website reads of this process answer the new content at once (other API
 * processes within the cache's TTL), and the log keeps who changed what.
 */
export function contentChanged(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: CachedResource,
  change: Record<string, unknown>,
) {
  invalidateWebsiteContent(app.db, resource);
  request.log.info({ staffId: request.staffId, resource, ...change }, "website content changed");
}

/**
 * DELETE `url`: `remove` deletes the row the parameters name and answers what it deleted (nothing:
 * there was no such row, 404); then the change is made known (`contentChanged`) and the answer is
 * 204, without a body.
 */
export function adminDeleteRoute<P extends z.ZodObject>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  url: string,
  route: {
    summary: string;
    params: P;
    remove: (params: z.output<P>) => Promise<unknown[]>;
    notFound: () => ApiError;
    resource: CachedResource;
    /** What the log says was removed. */
    change: (params: z.output<P>) => Record<string, unknown>;
  },
) {
  app.delete(
    url,
    {
      schema: {
        ...adminRoute,
        summary: route.summary,
        params: route.params,
        response: { 204: z.null(), ...adminResponses },
      },
    },
    async (request, reply) => {
      const params = request.params as z.output<P>;
      const deleted = await route.remove(params);
      if (deleted.length === 0) throw route.notFound();
      contentChanged(app, request, route.resource, route.change(params));
      return reply.code(204).send(null);
    },
  );
}
