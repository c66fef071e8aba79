/**
 * The administrator's quiz calls: the content in every locale, a question's wording, help and
 * required flag, a new choice, a choice's label, swatch, order, stock and activity, a step's title
 * and introduction. Every write drops the cached quiz content of this process, so the public read
 * answers the change at once.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { invalidateWebsiteContent } from "../website/index.js";
import {
  AdminChoiceSchema,
  AdminIdParams,
  AdminQuestionSchema,
  AdminQuizSchema,
  AdminStepSchema,
  CreateChoiceBody,
  PatchChoiceBody,
  PatchQuestionBody,
  PatchStepBody,
  QuizContentQuery,
} from "./schemas.js";
import { createChoice, updateChoice, updateQuestion, updateStep } from "./admin.js";
import { QUIZ_CACHE_PREFIX, loadAdminQuiz } from "./content.js";

const adminResponses = { ...problemResponses, 403: ProblemSchema, 409: ProblemSchema };

export const quizAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // Checked before the body is read and validated: a visitor learns nothing about the input rules
  const admin = { onRequest: app.requirePermission("manage:quiz") };
  const route = { tags: ["content admin"], security: [{ bearer: [] }] };
  const changed = (request: { log: { info: (o: object, m: string) => void }; staffId: number }, change: object) => {
    invalidateWebsiteContent(db, QUIZ_CACHE_PREFIX);
    request.log.info({ staffId: request.staffId, resource: "quiz", ...change }, "quiz content changed");
  };

  app.get(
    "/admin/quiz",
    {
      ...admin,
      schema: {
        ...route,
        operationId: "getQuizAdmin",
        summary: "The quiz of a profile type in every locale, inactive choices included",
        querystring: QuizContentQuery,
        response: { 200: AdminQuizSchema, ...adminResponses },
      },
    },
    async (request) => loadAdminQuiz(db, request.query.profile_type),
  );

  app.patch(
    "/admin/quiz/questions/:id",
    {
      ...admin,
      schema: {
        ...route,
        operationId: "updateQuizQuestion",
        summary: "Change a question's wording, help text or required flag",
        description: "Texts are edited per locale: the locales named change, the others keep their text.",
        params: AdminIdParams,
        body: PatchQuestionBody,
        response: { 200: AdminQuestionSchema, ...adminResponses },
      },
    },
    async (request) => {
      const question = await updateQuestion(db, request.params.id, request.body);
      changed(request, { questionId: question.id });
      return question;
    },
  );

  app.post(
    "/admin/quiz/questions/:id/choices",
    {
      ...admin,
      schema: {
        ...route,
        operationId: "createQuizChoice",
        summary: "Add a choice to a single or multiple choice question",
        description:
          "The key is unique within the question (409 CHOICE_KEY_TAKEN); a text question takes no choice (422 NOT_A_CHOICE_QUESTION). By default the choice comes last.",
        params: AdminIdParams,
        body: CreateChoiceBody,
        response: { 201: AdminChoiceSchema, ...adminResponses },
      },
    },
    async (request, reply) => {
      const choice = await createChoice(db, request.params.id, request.body);
      changed(request, { questionId: request.params.id, choiceId: choice.id });
      return reply.status(201).send(choice);
    },
  );

  app.patch(
    "/admin/quiz/choices/:id",
    {
      ...admin,
      schema: {
        ...route,
        operationId: "updateQuizChoice",
        summary: "Change a choice's label, swatch, order, stock flag, or withdraw it (is_active false)",
        description: "A withdrawn choice is no longer offered; the answers that chose it keep it.",
        params: AdminIdParams,
        body: PatchChoiceBody,
        response: { 200: AdminChoiceSchema, ...adminResponses },
      },
    },
    async (request) => {
      const choice = await updateChoice(db, request.params.id, request.body);
      changed(request, { choiceId: choice.id });
      return choice;
    },
  );

  app.patch(
    "/admin/quiz/steps/:id",
    {
      ...admin,
      schema: {
        ...route,
        operationId: "updateQuizStep",
        summary: "Change a step's title or introduction",
        params: AdminIdParams,
        body: PatchStepBody,
        response: { 200: AdminStepSchema, ...adminResponses },
      },
    },
    async (request) => {
      const step = await updateStep(db, request.params.id, request.body);
      changed(request, { stepId: step.id });
      return step;
    },
  );
};
