/**
 * The style quiz (§2 Quiz, docs/decisions/0030-style-quiz.md): its content per profile type in the
 * request's language (public, cached like the other website reads), and a profile's answers and
 * progress (signed-in client; another client's profile answers 404).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PROFILE_MANDATORY_MESSAGE } from "#domain/profiles.js";
import { problemResponses } from "../../plugins/errors.js";
import { checked, notModified, sendCached } from "../../plugins/http-cache.js";
import { contentCacheFor } from "../website/index.js";
import { quizAdminRoutes } from "./admin-routes.js";
import {
  ProfileQuizSchema,
  QuizContentQuery,
  QuizContentSchema,
  QuizProfileParams,
  QuizStepParams,
  SaveProgressBody,
  SaveStepBody,
} from "./schemas.js";
import { ownProfileQuiz, saveProgress, saveStep } from "./answers.js";
import { loadQuizContent, quizCacheKey } from "./content.js";

const TAG = "quiz";
const bearer = [{ bearer: [] }];

export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const cache = contentCacheFor(db);

  app.get(
    "/website/quiz",
    {
      schema: {
        tags: [TAG],
        operationId: "getQuizContent",
        summary: "The style quiz of a profile type, in the request locale",
        description:
          "Steps, questions and active choices sorted by position. A question with a profile_field is stored on the profile (first name, gender, birthdate, sizes, the comment for the stylist); the others are kept as the profile's answers.",
        querystring: QuizContentQuery,
        response: { 200: QuizContentSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const type = request.query.profile_type;
      const entry = await cache.body(
        quizCacheKey(locale, type),
        checked(QuizContentSchema, () => loadQuizContent(db, locale, type)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/clients/me/kids/:id/quiz",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "getProfileQuiz",
        summary: "A profile's quiz answers and where its quiz stopped",
        security: bearer,
        params: QuizProfileParams,
        response: { 200: ProfileQuizSchema, ...problemResponses },
      },
    },
    async (request) => ownProfileQuiz(db, request.clientId, request.params.id),
  );

  app.put(
    "/clients/me/kids/:id/quiz/:slug",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "saveQuizStep",
        summary: "Save the answers of one quiz step and where the quiz resumes",
        description:
          "Answers are checked against the step's questions: an unknown key, a choice that is not an active choice of its question, more than one choice for a single question or more than max_choices, a choice both loved and refused, or a required question left empty answer 400 with the problem on the question's key. " +
          `Profile fields follow the profile rules: first name and gender are mandatory and a kid's birthdate too (400 '${PROFILE_MANDATORY_MESSAGE}'), a kid is 14 at most and not born after today (422 KID_TOO_OLD, BIRTHDATE_IN_FUTURE), a size must be one of the profile type's (400). ` +
          "A question of the step left out is answered empty. The answers, the profile and the progress are written together. The code must be of the profile's type (400). Unknown step: 404.",
        security: bearer,
        params: QuizStepParams,
        body: SaveStepBody,
        response: { 200: ProfileQuizSchema, ...problemResponses },
      },
    },
    async (request) => saveStep(db, request.clientId, request.params.id, request.params.slug, request.body),
  );

  app.put(
    "/clients/me/kids/:id/quiz-progress",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "saveQuizProgress",
        summary: "Record where a profile's quiz resumes (steps without answers: photo, account, profile…)",
        description: "completed: true marks the quiz as over (completed_at); otherwise the quiz is in progress.",
        security: bearer,
        params: QuizProfileParams,
        body: SaveProgressBody,
        response: { 200: ProfileQuizSchema, ...problemResponses },
      },
    },
    async (request) => saveProgress(db, request.clientId, request.params.id, request.body),
  );

  await app.register(quizAdminRoutes);
};
