import { describe, expect, it } from "vitest";
import { filterFaq, searchTerms, type FaqSection } from "~/routes/help/faq-search";

const FAQ: FaqSection[] = [
  {
    section: "delivery",
    title: "Livraison et retours",
    questions: [
      { anchor: "delai-livraison", question: "Quel est le délai de livraison ?", answer: "3 à 6 jours ouvrés." },
      { anchor: "renvoyer-articles", question: "Comment renvoyer les articles ?", answer: "Avec l'étiquette fournie." },
    ],
  },
  {
    section: "payment",
    title: "Paiement",
    questions: [{ anchor: "moyens-paiement", question: "Quels moyens de paiement ?", answer: "Carte, PayPal, iDEAL." }],
  },
];

describe("FAQ search", () => {
  it("keeps everything for an empty query or one without words", () => {
    expect(filterFaq(FAQ, "")).toBe(FAQ);
    expect(filterFaq(FAQ, "  ? ! ")).toBe(FAQ);
  });

  it("ignores case and accents, and needs every word", () => {
    const found = filterFaq(FAQ, "DELAI Livraison");
    expect(found.map((s) => s.questions.map((q) => q.anchor))).toEqual([["delai-livraison"]]);
    expect(filterFaq(FAQ, "délai paypal")).toEqual([]);
  });

  it("searches the answers and the section titles, and drops sections left empty", () => {
    expect(filterFaq(FAQ, "paypal").map((s) => s.section)).toEqual(["payment"]);
    expect(filterFaq(FAQ, "retours").flatMap((s) => s.questions.map((q) => q.anchor))).toEqual([
      "delai-livraison",
      "renvoyer-articles",
    ]);
  });

  it("drops one-letter words such as the French l' or the Spanish y", () => {
    expect(searchTerms("l'étiquette y la")).toEqual(["etiquette", "la"]);
  });
});
