/**
 * FAQ administration: sections (a stable key and a title) and their questions (an anchor, the
 * question and its answer), every text in the five locales. Anchors are unique across the FAQ and
 * URL-safe, since the page links to /faq#anchor.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDatabase } from "../../db/client.js";
import { ApiError } from "../../plugins/errors.js";
import {
  deleteQuestion,
  deleteSection,
  faqRows,
  findSection,
  insertQuestion,
  insertSection,
  updateQuestion,
  updateSection,
  type FaqQuestion,
  type FaqSection,
} from "./faq.js";
import {
  IdParams,
  LocalizedTextSchema,
  PositionSchema,
  adminDeleteRoute,
  adminResponses,
  adminRoute,
  contentChanged,
  kebabKey,
  localizedInput,
  localizedPatch,
  nonEmptyEdit,
  write,
} from "./shared.js";

const TITLE_MAX = 200;
const QUESTION_MAX = 300;
const ANSWER_MAX = 10_000;

const FaqQuestionAdminSchema = z
  .object({
    id: z.number().int(),
    section_id: z.number().int(),
    anchor: z.string().describe("URL fragment: /faq#anchor"),
    question: LocalizedTextSchema,
    answer: LocalizedTextSchema,
    position: z.number().int(),
  })
  .meta({ id: "FaqQuestionAdmin" });

const FaqSectionAdminSchema = z
  .object({
    id: z.number().int(),
    section: z.string().describe("Stable key of the section"),
    title: LocalizedTextSchema,
    position: z.number().int(),
    questions: z.array(FaqQuestionAdminSchema),
  })
  .meta({ id: "FaqSectionAdmin" });

const SectionKeySchema = kebabKey("section key");
const AnchorSchema = kebabKey("anchor");

const CreateSectionBody = z.strictObject({
  section: SectionKeySchema,
  title: localizedInput(TITLE_MAX),
  position: PositionSchema.optional(),
});
const UpdateSectionBody = nonEmptyEdit(
  z.strictObject({
    section: SectionKeySchema.optional(),
    title: localizedPatch(TITLE_MAX).optional(),
    position: PositionSchema.optional(),
  }),
);
const CreateQuestionBody = z.strictObject({
  section_id: z.number().int().positive(),
  anchor: AnchorSchema,
  question: localizedInput(QUESTION_MAX),
  answer: localizedInput(ANSWER_MAX),
  position: PositionSchema.optional(),
});
const UpdateQuestionBody = nonEmptyEdit(
  z.strictObject({
    section_id: z.number().int().positive().optional(),
    anchor: AnchorSchema.optional(),
    question: localizedPatch(QUESTION_MAX).optional(),
    answer: localizedPatch(ANSWER_MAX).optional(),
    position: PositionSchema.optional(),
  }),
);

const sectionTaken = () =>
  ApiError.conflict("FAQ_SECTION_TAKEN", "Another FAQ section has this key", {
    section: ["Another FAQ section has this key"],
  });
const anchorTaken = () =>
  ApiError.conflict("FAQ_ANCHOR_TAKEN", "Another FAQ question has this anchor", {
    anchor: ["Another FAQ question has this anchor"],
  });
/** A question's section named in a body does not exist: a mistake in the body (422). */
const unknownSection = () =>
  ApiError.unprocessable("FAQ_SECTION_NOT_FOUND", "No FAQ section has this id", {
    section_id: ["No FAQ section has this id"],
  });
const sectionNotFound = () => ApiError.notFound("FAQ section not found");
const questionNotFound = () => ApiError.notFound("FAQ question not found");
const questionProblems = { duplicate: anchorTaken, missingReference: unknownSection };

function questionOut(q: FaqQuestion): z.output<typeof FaqQuestionAdminSchema> {
  return {
    id: q.id,
    section_id: q.sectionId,
    anchor: q.anchor,
    question: q.question,
    answer: q.answer,
    position: q.position,
  };
}

function sectionOut(s: FaqSection, questions: FaqQuestion[]): z.output<typeof FaqSectionAdminSchema> {
  return {
    id: s.id,
    section: s.section,
    title: s.title,
    position: s.position,
    questions: questions.filter((q) => q.sectionId === s.id).map(questionOut),
  };
}

/** Every section with its questions, in the order the FAQ page shows them. */
async function listFaq(db: AppDatabase) {
  const { sections, questions } = await faqRows(db);
  return sections.map((s) => sectionOut(s, questions));
}

async function sectionById(db: AppDatabase, id: number) {
  const found = await findSection(db, id);
  if (!found) throw sectionNotFound();
  return sectionOut(found.section, found.questions);
}

export const faqAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/admin/website/faq-sections",
    {
      schema: {
        ...adminRoute,
        summary: "FAQ sections with their questions, every text in all locales",
        response: { 200: z.array(FaqSectionAdminSchema), ...adminResponses },
      },
    },
    async () => listFaq(db),
  );

  app.post(
    "/admin/website/faq-sections",
    {
      schema: {
        ...adminRoute,
        summary: "Add an FAQ section",
        body: CreateSectionBody,
        response: { 201: FaqSectionAdminSchema, ...adminResponses },
      },
    },
    async (request, reply) => {
      const { section, title, position } = request.body;
      const [created] = await write(() => insertSection(db, { section, title, position }), {
        duplicate: sectionTaken,
      });
      contentChanged(app, request, "faq", { change: "faq-section.created", id: created!.id });
      return reply.code(201).send(sectionOut(created!, []));
    },
  );

  app.patch(
    "/admin/website/faq-sections/:id",
    {
      schema: {
        ...adminRoute,
        summary: "Edit an FAQ section: its key, position, or the title in some locales",
        params: IdParams,
        body: UpdateSectionBody,
        response: { 200: FaqSectionAdminSchema, ...adminResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { section, title, position } = request.body;
      const updated = await write(() => updateSection(db, id, { section, title, position }), {
        duplicate: sectionTaken,
      });
      if (updated.length === 0) throw sectionNotFound();
      contentChanged(app, request, "faq", { change: "faq-section.updated", id });
      return sectionById(db, id);
    },
  );

  adminDeleteRoute(app, "/admin/website/faq-sections/:id", {
    summary: "Remove an FAQ section and its questions",
    params: IdParams,
    remove: ({ id }) => deleteSection(db, id),
    notFound: sectionNotFound,
    resource: "faq",
    change: ({ id }) => ({ change: "faq-section.deleted", id }),
  });

  app.post(
    "/admin/website/faq-questions",
    {
      schema: {
        ...adminRoute,
        summary: "Add a question to an FAQ section",
        body: CreateQuestionBody,
        response: { 201: FaqQuestionAdminSchema, ...adminResponses },
      },
    },
    async (request, reply) => {
      const { section_id, anchor, question, answer, position } = request.body;
      const [created] = await write(
        () => insertQuestion(db, { sectionId: section_id, anchor, question, answer, position }),
        questionProblems,
      );
      contentChanged(app, request, "faq", { change: "faq-question.created", id: created!.id });
      return reply.code(201).send(questionOut(created!));
    },
  );

  app.patch(
    "/admin/website/faq-questions/:id",
    {
      schema: {
        ...adminRoute,
        summary: "Edit an FAQ question: its section, anchor, position, or texts in some locales",
        params: IdParams,
        body: UpdateQuestionBody,
        response: { 200: FaqQuestionAdminSchema, ...adminResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { section_id, anchor, question, answer, position } = request.body;
      const [updated] = await write(
        () => updateQuestion(db, id, { sectionId: section_id, anchor, position, question, answer }),
        questionProblems,
      );
      if (!updated) throw questionNotFound();
      contentChanged(app, request, "faq", { change: "faq-question.updated", id });
      return questionOut(updated);
    },
  );

  adminDeleteRoute(app, "/admin/website/faq-questions/:id", {
    summary: "Remove an FAQ question",
    params: IdParams,
    remove: ({ id }) => deleteQuestion(db, id),
    notFound: questionNotFound,
    resource: "faq",
    change: ({ id }) => ({ change: "faq-question.deleted", id }),
  });
};
