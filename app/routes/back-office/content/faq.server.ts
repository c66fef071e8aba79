/** The FAQ question form read into the API's body, and the sections it may belong to. */
import { CONTENT_LOCALES } from "#domain/locales.js";
import type { Api } from "~/lib/api.server";
import type { BackOfficeLanguage } from "../staff.server";
import { localized, readPosition, type FormErrors, type FormValues } from "./website.server";

/** The question form's fields, as the API's refusals are matched to them. */
export const QUESTION_FIELDS = [
  "section_id",
  "anchor",
  "position",
  ...CONTENT_LOCALES.flatMap((locale) => [`question_${locale}`, `answer_${locale}`]),
];

/** The FAQ's sections (their id and title in the member's language) and their questions, as the API has them. */
export async function faqSections(api: Api, language: BackOfficeLanguage) {
  const { data: sections = [] } = await api.GET("/admin/website/faq-sections");
  return {
    sections,
    choices: sections.map((section) => ({ id: section.id, title: section.title[language] || section.title.fr })),
  };
}

/** What the form posts, as the API's body; a section or position that is not a number is an error on its field. */
export function questionBody(values: FormValues, errors: FormErrors) {
  const sectionId = Number(values.section_id);
  if (!Number.isInteger(sectionId) || sectionId <= 0) errors.section_id = "back-office-website.error.section_id";
  return {
    section_id: sectionId,
    anchor: (values.anchor ?? "").trim(),
    question: localized(values, "question"),
    answer: localized(values, "answer"),
    position: readPosition(values, errors),
  };
}
