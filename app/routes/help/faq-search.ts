/**
 * The FAQ search (/faq?q=): the same filter runs on the server for a GET form without
 * JavaScript and in the browser while typing, so both show the same questions.
 */
export type FaqQuestion = { question: string; answer: string; anchor: string };
export type FaqSection = { section: string; title: string; questions: FaqQuestion[] };

/** Lower-cased, accents removed: "delai" finds "délai", "reembolso" finds "Reembolsó". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a query, folded; one-letter words ("l'", "a", "y") would match everything. */
export function searchTerms(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 1);
}

/**
 * The questions holding every word of the query in their question, answer or section title,
 * in their sections (sections left empty are dropped). A query without words keeps everything.
 */
export function filterFaq(sections: FaqSection[], query: string): FaqSection[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return sections;
  return sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((question) => {
        const haystack = foldText(`${section.title} ${question.question} ${question.answer}`);
        return terms.every((term) => haystack.includes(term));
      }),
    }))
    .filter((section) => section.questions.length > 0);
}
