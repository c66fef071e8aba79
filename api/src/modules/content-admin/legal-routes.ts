/**
 * Legal texts administration: one text per code of §3 (terms and conditions of the box, the shop,
 * recycling and the little club, legal notice, personal data protection), a title and a Markdown
 * body in the five locales. The codes are fixed: a text is replaced or edited, never added or removed.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError } from "../../plugins/errors.js";
import { LegalContentCodeSchema } from "../website/index.js";
import { editLegal, legalByCode, listLegal, replaceLegal, type LegalContent } from "./legal.js";
import {
  LocalizedTextSchema,
  adminResponses,
  adminRoute,
  contentChanged,
  localizedInput,
  localizedPatch,
  nonEmptyEdit,
} from "./shared.js";

const TITLE_MAX = 200;
/** Characters per locale: the five fit in the API's 1 MB body limit. */
const CONTENT_MAX = 100_000;

const LegalContentAdminSchema = z
  .object({
    code: LegalContentCodeSchema,
    title: LocalizedTextSchema,
    content: LocalizedTextSchema,
    updated_at: z.string().describe("ISO 8601"),
  })
  .meta({ id: "LegalContentAdmin" });

const CodeParams = z.object({ code: LegalContentCodeSchema });
const ReplaceBody = z.strictObject({ title: localizedInput(TITLE_MAX), content: localizedInput(CONTENT_MAX) });
const EditBody = nonEmptyEdit(
  z.strictObject({ title: localizedPatch(TITLE_MAX).optional(), content: localizedPatch(CONTENT_MAX).optional() }),
);

const legalOut = (l: LegalContent): z.output<typeof LegalContentAdminSchema> => ({
  code: l.code,
  title: l.title,
  content: l.content,
  updated_at: l.updatedAt.toISOString(),
});

const notFound = () => ApiError.notFound("No legal text with this code yet");

export const legalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const byCode = (code: LegalContent["code"]) => legalByCode(db, code);

  app.get(
    "/admin/website/legal-contents",
    {
      schema: {
        ...adminRoute,
        summary: "Every legal text, in all locales",
        response: { 200: z.array(LegalContentAdminSchema), ...adminResponses },
      },
    },
    async () => (await listLegal(db)).map(legalOut),
  );

  app.get(
    "/admin/website/legal-contents/:code",
    {
      schema: {
        ...adminRoute,
        summary: "One legal text, in all locales",
        params: CodeParams,
        response: { 200: LegalContentAdminSchema, ...adminResponses },
      },
    },
    async (request) => {
      const found = await byCode(request.params.code);
      if (!found) throw notFound();
      return legalOut(found);
    },
  );

  app.put(
    "/admin/website/legal-contents/:code",
    {
      schema: {
        ...adminRoute,
        summary: "Write a legal text: title and content in every locale (201 when the code had none)",
        params: CodeParams,
        body: ReplaceBody,
        response: { 200: LegalContentAdminSchema, 201: LegalContentAdminSchema, ...adminResponses },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { title, content } = request.body;
      const existed = Boolean(await byCode(code));
      const [saved] = await replaceLegal(db, code, { title, content });
      contentChanged(app, request, "legal", { change: existed ? "legal.replaced" : "legal.created", code });
      return reply.code(existed ? 200 : 201).send(legalOut(saved!));
    },
  );

  app.patch(
    "/admin/website/legal-contents/:code",
    {
      schema: {
        ...adminRoute,
        summary: "Edit a legal text in some locales (the others keep their text)",
        params: CodeParams,
        body: EditBody,
        response: { 200: LegalContentAdminSchema, ...adminResponses },
      },
    },
    async (request) => {
      const { code } = request.params;
      const { title, content } = request.body;
      const [updated] = await editLegal(db, code, { title, content });
      if (!updated) throw notFound();
      contentChanged(app, request, "legal", { change: "legal.updated", code });
      return legalOut(updated);
    },
  );
};
