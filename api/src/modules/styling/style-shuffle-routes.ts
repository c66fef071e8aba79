/**
 * Style Shuffle's calls (§7 "Profiles"): the looks a profile has not rated yet, and a rating
 * (§3 Suggestion rating: look_id, like).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { problemResponses } from "../../plugins/errors.js";
import { ProductSchema } from "../catalogue/index.js";
import { SHUFFLE_BATCH, rateLook, shuffleSuggestions } from "./style-shuffle.js";

const TAG = "styling";
const bearer = [{ bearer: [] }];

/** A database id in a path or a body: 1 to 999 999 999 (never past PostgreSQL's integer). */
const ProfileParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "A kid id is required")
    .transform(Number),
});

// The OpenAPI names (TinderLook, TinderSuggestions, tinderSuggestions) and the paths keep §7's word, so
// the API's document and its clients do not change; the code says Style Shuffle (decision 0040)
const ShuffleLookSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image_url: z.string().nullable().meta({ description: "The look's picture; null: show its products' pictures" }),
    products: z.array(ProductSchema).meta({ description: "The look's active products, in the look's order" }),
  })
  .meta({ id: "TinderLook" });

const ShuffleSuggestionsSchema = z
  .object({
    looks: z.array(ShuffleLookSchema).meta({ description: `The next looks to rate, at most ${SHUFFLE_BATCH}` }),
    rated: z.number().int().meta({ description: "Looks this profile has rated" }),
    remaining: z.number().int().meta({ description: "Looks this profile can still rate (these included)" }),
  })
  .meta({ id: "TinderSuggestions" });

const LookRatingSchema = z
  .object({
    look_id: z.number().int().min(1).max(999_999_999),
    like: z.boolean(),
  })
  .meta({ id: "LookRating" });

export const styleShuffleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/clients/me/kids/:id/tinder/suggestions",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "tinderSuggestions",
        summary: "Style Shuffle: the next looks for a profile to rate",
        description: `Published looks of the profile's type (a kid's: of its gender or unisex) it has not rated, in the looks' order, ${SHUFFLE_BATCH} at most, with how many it rated and how many remain. 404 for another client's profile.`,
        security: bearer,
        params: ProfileParams,
        response: { 200: ShuffleSuggestionsSchema, ...problemResponses },
      },
    },
    async (request) => shuffleSuggestions(db, request.clientId, request.params.id, request.locale),
  );

  app.post(
    "/clients/me/kids/:id/tinder",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "rateLook",
        summary: "Style Shuffle: like a look or not",
        description:
          "One rating per profile and look: rating again changes it. 404 for another client's profile or an unknown (or unpublished) look; 400 for a look of the other profile type or, for a kid, of the other gender.",
        security: bearer,
        params: ProfileParams,
        body: LookRatingSchema,
        response: { 200: LookRatingSchema, ...problemResponses },
      },
    },
    async (request) => rateLook(db, request.clientId, request.params.id, request.body.look_id, request.body.like),
  );
};
