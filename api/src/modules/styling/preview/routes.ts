/**
 * The box preview's calls (§7 "GET and POST …/requests/{requestId}/preview; POST …/preview/comment;
 * GET …/preview/search; POST …/preview/validate; POST /preview/skip, query preview_token"). The
 * family's calls need its bearer (another client's profile or request is 404); the skip link's
 * calls need only the token the e-mail carries.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SUGGESTIONS_PAGE_SIZE } from "#domain/catalogue.js";
import { MAX_PREVIEW_COMMENT, REPLACEMENT_REASONS } from "#domain/preview.js";
import { ProblemSchema, problemResponses } from "../../../plugins/errors.js";
import { SuggestionResultSchema } from "../../catalogue/index.js";
import { commentPreview, validateOwnPreview } from "./answer.js";
import { getPreview } from "./read.js";
import { replacePiece } from "./replace.js";
import { searchPreviewReplacements } from "./search.js";
import { skipByToken, skipInfo } from "./skip.js";
import {
  CommentBody,
  PreviewParams,
  PreviewSchema,
  PreviewSearchQuery,
  PreviewTokenQuery,
  ReplacementBody,
  SkipInfoSchema,
  SkipResultSchema,
} from "./schemas.js";

const TAG = "box preview";
const bearer = [{ bearer: [] }];
const withConflict = { ...problemResponses, 409: ProblemSchema };
const BASE = "/clients/me/kids/:kidId/requests/:requestId/preview";

export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ctx = () => ({ now: new Date(), storefrontUrl: app.config.storefrontUrl });

  app.get(
    BASE,
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "getPreview",
        summary: "The box the stylist composed for a request",
        description:
          "Its pieces grouped by look (look_index; the pieces on their own share the last), each with its size, product card, the reasons it was chosen (label: the variable part in the request's language) and, once the family replaced it, the reason and the piece it replaced; total in euros. 404 when the request has no preview or is not the client's.",
        security: bearer,
        params: PreviewParams,
        response: { 200: PreviewSchema, ...problemResponses },
      },
    },
    async (request) => getPreview(db, request.clientId, request.params.kidId, request.params.requestId, request.locale),
  );

  app.post(
    BASE,
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "replacePreviewItem",
        summary: "Replace a piece of the box",
        description: `§3 replacement payload: replacement_reason (${REPLACEMENT_REASONS.join(", ")}), the new piece (replacement_product_id and its size replacement_variant_id) and the place of the piece it replaces (look_index, item_index). 400 INVALID_REPLACEMENT (detail: unknown_product, variant_not_of_product, wrong_gender, wrong_size — §9 size per category —, already_in_preview, refused_colour, refused_pattern, refused_category; the field in errors) or VALIDATION_ERROR for no piece at that place; 409 PREVIEW_CLOSED unless the preview is PENDING and before its deadline (expires_at); 409 NOT_ENOUGH_STOCK when the size is gone. One transaction: the old size back in stock, the new one taken.`,
        security: bearer,
        params: PreviewParams,
        body: ReplacementBody,
        response: { 200: PreviewSchema, ...withConflict },
      },
    },
    async (request) =>
      replacePiece(
        db,
        request.clientId,
        request.params.kidId,
        request.params.requestId,
        request.body,
        ctx(),
        request.locale,
      ),
  );

  app.post(
    `${BASE}/comment`,
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "commentPreview",
        summary: "Leave a comment to the stylist",
        description: `Trimmed, ${MAX_PREVIEW_COMMENT} characters at most (400); empty or null clears it. 409 PREVIEW_CLOSED unless PENDING and before its deadline.`,
        security: bearer,
        params: PreviewParams,
        body: CommentBody,
        response: { 200: PreviewSchema, ...withConflict },
      },
    },
    async (request) =>
      commentPreview(
        db,
        request.clientId,
        request.params.kidId,
        request.params.requestId,
        request.body.comment,
        ctx(),
        request.locale,
      ),
  );

  app.get(
    `${BASE}/search`,
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "searchPreviewReplacements",
        summary: `Pieces that could replace one of the box (${SUGGESTIONS_PAGE_SIZE} a page)`,
        description:
          "Box suggestions for the profile's gender, in stock, without the preview's products. same_category=true keeps the category of the piece at (look_index, item_index) (400 without them or for no piece there); category keeps one category; filter_profile (default true) keeps the profile's sizes (§9) and leaves out what the quiz refused and what was sent before.",
        security: bearer,
        params: PreviewParams,
        querystring: PreviewSearchQuery,
        response: { 200: SuggestionResultSchema, ...problemResponses },
      },
    },
    async (request) =>
      searchPreviewReplacements(
        db,
        request.clientId,
        request.params.kidId,
        request.params.requestId,
        request.query,
        request.locale,
      ),
  );

  app.post(
    `${BASE}/validate`,
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "validatePreview",
        summary: "Validate the box as it is now",
        description:
          "The preview and its request become VALIDATED and the 'box validated' e-mail goes (outbox), in one transaction. Validating twice answers the same 200; past the deadline it still validates (what the deadline does); 409 PREVIEW_CLOSED after a skip.",
        security: bearer,
        params: PreviewParams,
        response: { 200: PreviewSchema, ...withConflict },
      },
    },
    async (request) =>
      validateOwnPreview(db, request.clientId, request.params.kidId, request.params.requestId, ctx(), request.locale),
  );

  app.get(
    "/preview/skip",
    {
      schema: {
        tags: [TAG],
        operationId: "previewSkipInfo",
        summary: "What a skip link is about (changes nothing)",
        description:
          "For the skip page before its button: the preview's status, the profile's first name and type, the delivery date. No sign-in: the e-mail's token is enough. 404 for a token that is not valid.",
        querystring: PreviewTokenQuery,
        response: { 200: SkipInfoSchema, ...problemResponses },
      },
    },
    async (request) => skipInfo(db, app.config.jwtSecret, request.query.preview_token),
  );

  app.post(
    "/preview/skip",
    {
      schema: {
        tags: [TAG],
        operationId: "skipPreview",
        summary: "Skip the box from the e-mail's link",
        description:
          "No sign-in: the token of the e-mail's link (signed, single use). Every piece goes back in stock, the preview is SKIPPED, its request CANCELLED, and the 'box skipped' e-mail goes, in one transaction. 409 PREVIEW_CLOSED once the preview is not PENDING (used already, validated) or past its deadline (validated as it is); 404 for a token that is not valid.",
        querystring: PreviewTokenQuery,
        response: { 200: SkipResultSchema, ...withConflict },
      },
    },
    async (request) => skipByToken(db, app.config.jwtSecret, request.query.preview_token, ctx()),
  );
};
