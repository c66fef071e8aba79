/**
 * Content administration (issue 6): the administrator edits the FAQ, legal texts, SEO metadata and
 * translations per locale; every rule answers a clear 4xx; visitors, clients and connect-as
 * sessions are refused; and the public website reads show an edit at once, although they are
 * cached (each test reads them before the edit, so a stale cache would fail it).
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSwitches } from "#domain/switches.js";
import {
  clients,
  faqQuestions,
  faqSections,
  legalContents,
  seoMetadata,
  staffMemberRoles,
} from "../../src/db/schema/index.js";
import { DEMO_ADMIN, DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import {
  createTestApp,
  expectProblem,
  getJson,
  newStaffMember,
  signIn,
  signInStaff,
  type TestContext,
} from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  admin = (await signInStaff(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).headers;
  client = (await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password)).headers;
});
afterAll(async () => ctx?.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Localized = Record<"fr" | "de" | "nl" | "es" | "en", string>;

const same = (text: string): Localized => ({ fr: text, de: text, nl: text, es: text, en: text });

function call(method: Method, url: string, payload?: unknown, headers: Record<string, string> = admin) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The public read, as the storefront makes it (cached by the API). */
const publicRead = <T>(url: string, locale = "fr") => getJson<T>(app, url, locale);

type PublicFaq = {
  section: string;
  title: string;
  questions: { question: string; answer: string; anchor: string }[];
}[];
type AdminQuestion = {
  id: number;
  section_id: number;
  anchor: string;
  question: Localized;
  answer: Localized;
  position: number;
};
type AdminSection = { id: number; section: string; title: Localized; position: number; questions: AdminQuestion[] };

const publicQuestion = (faq: PublicFaq, anchor: string) =>
  faq.flatMap((s) => s.questions).find((q) => q.anchor === anchor);

describe("who may call", () => {
  /** One call of each kind, with a valid body, so only the caller decides the answer. */
  const calls: [Method, string, unknown?][] = [
    ["GET", "/admin/website/faq-sections"],
    ["POST", "/admin/website/faq-sections", { section: "refused", title: same("Refusé") }],
    ["PATCH", "/admin/website/faq-sections/1", { position: 3 }],
    ["DELETE", "/admin/website/faq-sections/1"],
    [
      "POST",
      "/admin/website/faq-questions",
      { section_id: 1, anchor: "refused", question: same("Q"), answer: same("A") },
    ],
    ["PATCH", "/admin/website/faq-questions/1", { question: { de: "Verweigert" } }],
    ["DELETE", "/admin/website/faq-questions/1"],
    ["GET", "/admin/website/legal-contents"],
    ["GET", "/admin/website/legal-contents/legal_notice"],
    ["PUT", "/admin/website/legal-contents/legal_notice", { title: same("T"), content: same("C") }],
    ["PATCH", "/admin/website/legal-contents/legal_notice", { content: { fr: "Refusé" } }],
    ["GET", "/admin/website/seo-metadata"],
    ["GET", "/admin/website/seo-metadata/home"],
    ["POST", "/admin/website/seo-metadata", { slug: "refused", title: same("T"), description: same("D") }],
    ["PATCH", "/admin/website/seo-metadata/home", { title: { fr: "Refusé" } }],
    ["DELETE", "/admin/website/seo-metadata/home"],
    ["GET", "/admin/website/translations/fr"],
    ["PUT", "/admin/website/translations/fr", { "footer.contact": "Refusé" }],
    ["GET", "/admin/website/translations/fr/banner.text"],
    ["PUT", "/admin/website/translations/fr/banner.text", { value: "Refusé" }],
    ["DELETE", "/admin/website/translations/fr/banner.text"],
  ];

  it.each(calls)("%s %s: 401 without a token, 403 for a client", async (method, url, payload) => {
    expectProblem(await call(method, url, payload, {}), 401, "UNAUTHORIZED");
    expectProblem(await call(method, url, payload, client), 403, "FORBIDDEN");
    expectProblem(await call(method, url, payload, { authorization: "Bearer not-a-token" }), 401);
  });

  it("a refused write changes nothing", async () => {
    const before = await publicRead<PublicFaq>("/website/faq");
    const [question] = await app.db.select().from(faqQuestions).limit(1);
    await call("PATCH", `/admin/website/faq-questions/${question!.id}`, { question: { fr: "Piraté" } }, client);
    await call("DELETE", `/admin/website/faq-sections/${question!.sectionId}`, undefined, client);
    expect(await publicRead<PublicFaq>("/website/faq")).toEqual(before);
    const [row] = await app.db.select().from(faqQuestions).where(eq(faqQuestions.id, question!.id));
    expect(row!.question).toEqual(question!.question);
  });

  it("refuses a connect-as session, even one opened by an administrator", async () => {
    const [demo] = await app.db.select().from(clients).where(eq(clients.email, DEMO_CLIENT.email));
    const connect = await call("POST", `/admin/clients/${demo!.id}/connect-as`);
    expect(connect.statusCode, connect.body).toBe(200);
    const headers = { authorization: `Bearer ${(connect.json() as { access_token: string }).access_token}` };
    expectProblem(await call("GET", "/admin/website/faq-sections", undefined, headers), 403, "FORBIDDEN");
  });

  it("refuses a staff member whose role was taken away since signing in", async () => {
    const editor = await newStaffMember(app, ["administrator"]);
    expect((await call("GET", "/admin/website/legal-contents", undefined, editor.headers)).statusCode).toBe(200);
    await app.db.delete(staffMemberRoles).where(eq(staffMemberRoles.staffId, editor.staff_id));
    expectProblem(await call("GET", "/admin/website/legal-contents", undefined, editor.headers), 403, "FORBIDDEN");
  });

  it("documents every call in the OpenAPI document, with its bearer token", async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    const adminPaths = Object.keys(document.paths).filter((path) => path.startsWith("/admin/website/"));
    expect(adminPaths.sort()).toEqual(
      [
        "/admin/website/faq-questions",
        "/admin/website/faq-questions/{id}",
        "/admin/website/faq-sections",
        "/admin/website/faq-sections/{id}",
        "/admin/website/legal-contents",
        "/admin/website/legal-contents/{code}",
        "/admin/website/seo-metadata",
        "/admin/website/seo-metadata/{slug}",
        "/admin/website/translations/{locale}",
        "/admin/website/translations/{locale}/{key}",
      ].sort(),
    );
    for (const path of adminPaths) {
      for (const operation of Object.values(document.paths[path]!))
        expect(operation.security).toEqual([{ bearer: [] }]);
    }
  });
});

describe("FAQ", () => {
  it("lists every section with its questions in all locales", async () => {
    const response = await call("GET", "/admin/website/faq-sections");
    expect(response.statusCode, response.body).toBe(200);
    const sections = response.json() as AdminSection[];
    const rows = await app.db.select().from(faqSections);
    expect(sections.map((s) => s.section).sort()).toEqual(rows.map((r) => r.section).sort());
    const first = sections[0]!;
    expect(Object.keys(first.title).sort()).toEqual(["de", "en", "es", "fr", "nl"]);
    expect(first.questions.length).toBeGreaterThan(0);
    expect(first.questions[0]!.section_id).toBe(first.id);
    // The public FAQ, in German, is the same content in one locale
    const faq = await publicRead<PublicFaq>("/website/faq", "de");
    const publicFirst = faq.find((s) => s.section === first.section)!;
    expect(publicFirst.title).toBe(first.title.de);
    expect(publicFirst.questions[0]!.question).toBe(first.questions[0]!.question.de);
  });

  it("edits a question in one locale: the public FAQ shows it at once, the other locales keep theirs", async () => {
    const [question] = await app.db.select().from(faqQuestions).limit(1);
    const beforeFr = publicQuestion(await publicRead<PublicFaq>("/website/faq", "fr"), question!.anchor)!;
    await publicRead<PublicFaq>("/website/faq", "de");

    const response = await call("PATCH", `/admin/website/faq-questions/${question!.id}`, {
      question: { de: "  Wie funktioniert die Box genau?  " },
      answer: { de: "So funktioniert sie." },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as AdminQuestion;
    expect(edited.question).toEqual({ ...question!.question, de: "Wie funktioniert die Box genau?" });
    expect(edited.answer.fr).toBe(question!.answer.fr);

    const de = publicQuestion(await publicRead<PublicFaq>("/website/faq", "de"), question!.anchor)!;
    expect(de).toMatchObject({ question: "Wie funktioniert die Box genau?", answer: "So funktioniert sie." });
    expect(publicQuestion(await publicRead<PublicFaq>("/website/faq", "fr"), question!.anchor)).toEqual(beforeFr);
  });

  it("adds a section and a question, moves, renames and removes them", async () => {
    for (const locale of ["fr", "nl", "en"]) await publicRead<PublicFaq>("/website/faq", locale);
    const section = await call("POST", "/admin/website/faq-sections", {
      section: "cadeaux",
      title: { fr: "Cadeaux", de: "Geschenke", nl: "Cadeaus", es: "Regalos", en: "Gifts" },
      position: 99,
    });
    expect(section.statusCode, section.body).toBe(201);
    const { id: sectionId } = section.json() as AdminSection;
    expect(section.json()).toMatchObject({ section: "cadeaux", position: 99, questions: [] });

    const question = await call("POST", "/admin/website/faq-questions", {
      section_id: sectionId,
      anchor: "carte-cadeau-validite",
      question: {
        fr: "Combien de temps une carte cadeau est-elle valable ?",
        de: "Wie lange ist eine Geschenkkarte gültig?",
        nl: "Hoe lang is een cadeaukaart geldig?",
        es: "¿Cuánto tiempo es válida una tarjeta regalo?",
        en: "How long is a gift card valid?",
      },
      answer: same("Un an."),
    });
    expect(question.statusCode, question.body).toBe(201);
    const { id: questionId } = question.json() as AdminQuestion;

    let faq = await publicRead<PublicFaq>("/website/faq", "nl");
    expect(faq.at(-1)).toMatchObject({
      section: "cadeaux",
      title: "Cadeaus",
      questions: [{ anchor: "carte-cadeau-validite", question: "Hoe lang is een cadeaukaart geldig?" }],
    });

    // Move the question to another section, rename its anchor and the section's key
    const [other] = await app.db.select().from(faqSections).limit(1);
    const moved = await call("PATCH", `/admin/website/faq-questions/${questionId}`, {
      section_id: other!.id,
      anchor: "validite-carte-cadeau",
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ section_id: other!.id, anchor: "validite-carte-cadeau" });
    const renamed = await call("PATCH", `/admin/website/faq-sections/${sectionId}`, {
      section: "cartes-cadeaux",
      title: { en: "Gift cards" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ section: "cartes-cadeaux", title: { fr: "Cadeaux", en: "Gift cards" } });
    faq = await publicRead<PublicFaq>("/website/faq", "en");
    expect(faq.find((s) => s.section === "cartes-cadeaux")).toMatchObject({ title: "Gift cards", questions: [] });
    expect(faq.find((s) => s.section === other!.section)!.questions.map((q) => q.anchor)).toContain(
      "validite-carte-cadeau",
    );

    expect((await call("DELETE", `/admin/website/faq-questions/${questionId}`)).statusCode).toBe(204);
    expect(publicQuestion(await publicRead<PublicFaq>("/website/faq", "en"), "validite-carte-cadeau")).toBeUndefined();
    expect((await call("DELETE", `/admin/website/faq-sections/${sectionId}`)).statusCode).toBe(204);
    expect((await publicRead<PublicFaq>("/website/faq", "en")).some((s) => s.section === "cartes-cadeaux")).toBe(false);
    expectProblem(await call("DELETE", `/admin/website/faq-sections/${sectionId}`), 404, "NOT_FOUND");
    expectProblem(await call("DELETE", `/admin/website/faq-questions/${questionId}`), 404, "NOT_FOUND");
  });

  it("removing a section removes its questions", async () => {
    const { id } = (
      await call("POST", "/admin/website/faq-sections", { section: "temporaire", title: same("Temporaire") })
    ).json() as AdminSection;
    const question = await call("POST", "/admin/website/faq-questions", {
      section_id: id,
      anchor: "question-temporaire",
      question: same("Question ?"),
      answer: same("Réponse."),
    });
    expect(question.statusCode, question.body).toBe(201);
    expect((await call("DELETE", `/admin/website/faq-sections/${id}`)).statusCode).toBe(204);
    expect(await app.db.select().from(faqQuestions).where(eq(faqQuestions.anchor, "question-temporaire"))).toEqual([]);
  });

  it("refuses a taken anchor or section key (409)", async () => {
    const [first, second] = await app.db.select().from(faqQuestions).limit(2);
    const [section, otherSection] = await app.db.select().from(faqSections).limit(2);
    const duplicate = await call("POST", "/admin/website/faq-questions", {
      section_id: section!.id,
      anchor: first!.anchor,
      question: same("Q ?"),
      answer: same("R."),
    });
    expect(expectProblem(duplicate, 409, "FAQ_ANCHOR_TAKEN").errors?.anchor).toBeDefined();
    expectProblem(
      await call("PATCH", `/admin/website/faq-questions/${second!.id}`, { anchor: first!.anchor }),
      409,
      "FAQ_ANCHOR_TAKEN",
    );
    const sectionTaken = await call("POST", "/admin/website/faq-sections", {
      section: section!.section,
      title: same("Doublon"),
    });
    expect(expectProblem(sectionTaken, 409, "FAQ_SECTION_TAKEN").errors?.section).toBeDefined();
    expectProblem(
      await call("PATCH", `/admin/website/faq-sections/${otherSection!.id}`, { section: section!.section }),
      409,
      "FAQ_SECTION_TAKEN",
    );
  });

  it.each([
    ["an anchor that is not URL-safe", { anchor: "Comment ça marche ?" }, "anchor"],
    ["an anchor with upper case", { anchor: "Livraison" }, "anchor"],
    ["an anchor with a double hyphen", { anchor: "a--b" }, "anchor"],
    ["an empty text", { question: { fr: "   " } }, "question.fr"],
    ["an unknown locale", { question: { it: "Come funziona?" } }, "question"],
    ["no locale at all", { answer: {} }, "answer"],
    ["an unknown field", { colour: "red" }, "_"],
    ["nothing to change", {}, "_"],
    ["a negative position", { position: -1 }, "position"],
  ])("refuses %s (400, on the field)", async (_what, payload, field) => {
    const [question] = await app.db.select().from(faqQuestions).limit(1);
    const problem = expectProblem(
      await call("PATCH", `/admin/website/faq-questions/${question!.id}`, payload),
      400,
      "VALIDATION_ERROR",
    );
    expect(Object.keys(problem.errors ?? {}).join(" ")).toContain(field);
  });

  it("a new text needs every locale", async () => {
    const [section] = await app.db.select().from(faqSections).limit(1);
    const { de: _de, ...withoutGerman } = same("Question ?");
    const problem = expectProblem(
      await call("POST", "/admin/website/faq-questions", {
        section_id: section!.id,
        anchor: "sans-allemand",
        question: withoutGerman,
        answer: same("Réponse."),
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(Object.keys(problem.errors ?? {})).toContain("question.de");
  });

  it("answers 422 for a section that does not exist, 404 for an unknown question, 400 for a bad id", async () => {
    const [question] = await app.db.select().from(faqQuestions).limit(1);
    const unknownSection = await call("POST", "/admin/website/faq-questions", {
      section_id: 999_999,
      anchor: "orpheline",
      question: same("Q ?"),
      answer: same("R."),
    });
    expect(expectProblem(unknownSection, 422, "FAQ_SECTION_NOT_FOUND").errors?.section_id).toBeDefined();
    expectProblem(
      await call("PATCH", `/admin/website/faq-questions/${question!.id}`, { section_id: 999_999 }),
      422,
      "FAQ_SECTION_NOT_FOUND",
    );
    expectProblem(await call("PATCH", "/admin/website/faq-questions/999999", { position: 1 }), 404, "NOT_FOUND");
    expectProblem(await call("PATCH", "/admin/website/faq-sections/999999", { position: 1 }), 404, "NOT_FOUND");
    expectProblem(await call("PATCH", "/admin/website/faq-questions/abc", { position: 1 }), 400, "VALIDATION_ERROR");
  });
});

describe("legal contents", () => {
  type AdminLegal = { code: string; title: Localized; content: Localized; updated_at: string };

  it("lists the six texts in all locales, and reads one", async () => {
    const list = (await call("GET", "/admin/website/legal-contents")).json() as AdminLegal[];
    expect(list.map((l) => l.code).sort()).toEqual(
      [
        "legal_notice",
        "personal_data_protection",
        "terms_and_conditions",
        "terms_and_conditions_little_club",
        "terms_and_conditions_recycle",
        "terms_and_conditions_shop",
      ].sort(),
    );
    const one = await call("GET", "/admin/website/legal-contents/legal_notice");
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(list.find((l) => l.code === "legal_notice"));
  });

  it("edits one locale: the public text changes at once, the others stay", async () => {
    const [before] = await app.db
      .select()
      .from(legalContents)
      .where(eq(legalContents.code, "terms_and_conditions_shop"));
    await publicRead("/website/legal-contents?code=terms_and_conditions_shop", "es");
    await publicRead("/website/legal-contents", "es");

    const response = await call("PATCH", "/admin/website/legal-contents/terms_and_conditions_shop", {
      content: { es: "## 1. Objeto\n\nTexto revisado." },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as AdminLegal;
    expect(edited.content).toEqual({ ...before!.content, es: "## 1. Objeto\n\nTexto revisado." });
    expect(edited.title).toEqual(before!.title);
    expect(new Date(edited.updated_at).getTime()).toBeGreaterThan(before!.updatedAt.getTime());

    type PublicLegal = { code: string; content: string }[];
    const [es] = await publicRead<PublicLegal>("/website/legal-contents?code=terms_and_conditions_shop", "es");
    expect(es!.content).toBe("## 1. Objeto\n\nTexto revisado.");
    const all = await publicRead<PublicLegal>("/website/legal-contents", "es");
    expect(all.find((l) => l.code === "terms_and_conditions_shop")!.content).toBe("## 1. Objeto\n\nTexto revisado.");
    const [fr] = await publicRead<PublicLegal>("/website/legal-contents?code=terms_and_conditions_shop", "fr");
    expect(fr!.content).toBe(before!.content.fr);
  });

  it("replaces a whole text (200), and writes a code that had none (201)", async () => {
    const replaced = await call("PUT", "/admin/website/legal-contents/legal_notice", {
      title: same("Mentions légales"),
      content: same("Éditeur : la malle."),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await publicRead<{ title: string }[]>("/website/legal-contents?code=legal_notice", "nl"))[0]!.title).toBe(
      "Mentions légales",
    );

    await app.db.delete(legalContents).where(eq(legalContents.code, "terms_and_conditions_recycle"));
    expectProblem(
      await call("PATCH", "/admin/website/legal-contents/terms_and_conditions_recycle", { title: { fr: "Recyclage" } }),
      404,
      "NOT_FOUND",
    );
    const created = await call("PUT", "/admin/website/legal-contents/terms_and_conditions_recycle", {
      title: same("Recyclage"),
      content: same("Conditions du recyclage."),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await publicRead("/website/legal-contents?code=terms_and_conditions_recycle")).toMatchObject([
      { code: "terms_and_conditions_recycle", title: "Recyclage" },
    ]);
  });

  it("refuses an unknown code, an empty text, a partial replacement and an unknown locale", async () => {
    expectProblem(await call("GET", "/admin/website/legal-contents/cookies"), 400, "VALIDATION_ERROR");
    expectProblem(
      await call("PATCH", "/admin/website/legal-contents/cookies", { title: { fr: "Cookies" } }),
      400,
      "VALIDATION_ERROR",
    );
    const empty = await call("PATCH", "/admin/website/legal-contents/legal_notice", { content: { de: "" } });
    expect(expectProblem(empty, 400, "VALIDATION_ERROR").errors?.["content.de"]).toBeDefined();
    expectProblem(
      await call("PUT", "/admin/website/legal-contents/legal_notice", { title: { fr: "Seul" }, content: same("C") }),
      400,
      "VALIDATION_ERROR",
    );
    expectProblem(
      await call("PATCH", "/admin/website/legal-contents/legal_notice", { title: { pt: "Aviso legal" } }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("SEO metadata", () => {
  type AdminSeo = {
    slug: string;
    title: Localized;
    description: Localized;
    keywords: Localized | null;
    og: { type: string; image_url: string | null; image_alt: Localized | null };
    profile_type: "KID" | "WOMAN";
    updated_at: string;
  };
  type PublicSeo = { slug: string; title: string; description: string; keywords: string | null; og: AdminSeo["og"] };

  const description = (text: string): Localized => same(text.padEnd(130, "."));

  it("lists every page in all locales, and reads one", async () => {
    const list = (await call("GET", "/admin/website/seo-metadata")).json() as AdminSeo[];
    expect(list.map((s) => s.slug)).toContain("home");
    const home = (await call("GET", "/admin/website/seo-metadata/home")).json() as AdminSeo;
    expect(home).toEqual(list.find((s) => s.slug === "home"));
    expect(Object.keys(home.title).sort()).toEqual(["de", "en", "es", "fr", "nl"]);
    expectProblem(await call("GET", "/admin/website/seo-metadata/no-such-page"), 404, "NOT_FOUND");
  });

  it("edits a title in one locale: the public metadata shows it at once, with a new card URL", async () => {
    const [before] = await app.db.select().from(seoMetadata).where(eq(seoMetadata.slug, "concept"));
    await publicRead("/website/seo-metadata?slug=concept", "fr");
    await publicRead("/website/seo-metadata", "fr");

    const response = await call("PATCH", "/admin/website/seo-metadata/concept", {
      title: { fr: "Le concept de la malle, expliqué" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as AdminSeo;
    expect(edited.title).toEqual({ ...before!.title, fr: "Le concept de la malle, expliqué" });
    expect(edited.og.image_url).toMatch(/^\/media\/og\/concept\.svg\?v=\w+$/);

    const fr = await publicRead<PublicSeo>("/website/seo-metadata?slug=concept", "fr");
    expect(fr.title).toBe("Le concept de la malle, expliqué");
    expect(fr.og.image_url).toBe(edited.og.image_url);
    const all = await publicRead<PublicSeo[]>("/website/seo-metadata", "fr");
    expect(all.find((s) => s.slug === "concept")!.title).toBe("Le concept de la malle, expliqué");
    expect((await publicRead<PublicSeo>("/website/seo-metadata?slug=concept", "de")).title).toBe(before!.title.de);

    // The card at its new URL draws the new title
    const card = await app.inject({ method: "GET", url: edited.og.image_url!, headers: { "accept-language": "fr" } });
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain("Le concept de la");
  });

  it("keeps a picture URL the administrator chose", async () => {
    const chosen = await call("PATCH", "/admin/website/seo-metadata/looks", {
      og: { image_url: "https://images.example.com/looks.jpg", type: "article" },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const edited = await call("PATCH", "/admin/website/seo-metadata/looks", { title: { fr: "Nos looks" } });
    expect((edited.json() as AdminSeo).og).toMatchObject({
      image_url: "https://images.example.com/looks.jpg",
      type: "article",
    });
    const removed = await call("PATCH", "/admin/website/seo-metadata/looks", { og: { image_url: null } });
    expect((removed.json() as AdminSeo).og.image_url).toBeNull();
  });

  it("adds a page, renames its slug, and removes it", async () => {
    expectProblem(await call("GET", "/admin/website/seo-metadata/gift-guide"), 404);
    const created = await call("POST", "/admin/website/seo-metadata", {
      slug: "gift-guide",
      title: same("Guide des cadeaux"),
      description: description("Idées de cadeaux pour les enfants"),
      profile_type: "WOMAN",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      slug: "gift-guide",
      keywords: null,
      og: { type: "website", image_url: "/media/og/gift-guide.svg", image_alt: null },
      profile_type: "WOMAN",
    });
    expect(await publicRead<PublicSeo>("/website/seo-metadata?slug=gift-guide", "es")).toMatchObject({
      title: "Guide des cadeaux",
      keywords: null,
    });

    const renamed = await call("PATCH", "/admin/website/seo-metadata/gift-guide", { slug: "gift-ideas" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as AdminSeo).og.image_url).toMatch(/^\/media\/og\/gift-ideas\.svg\?v=\w+$/);
    expect((await app.inject({ method: "GET", url: "/website/seo-metadata?slug=gift-guide" })).statusCode).toBe(404);
    expect((await publicRead<PublicSeo>("/website/seo-metadata?slug=gift-ideas")).title).toBe("Guide des cadeaux");

    expect((await call("DELETE", "/admin/website/seo-metadata/gift-ideas")).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: "/website/seo-metadata?slug=gift-ideas" })).statusCode).toBe(404);
    expectProblem(await call("DELETE", "/admin/website/seo-metadata/gift-ideas"), 404, "NOT_FOUND");
  });

  it("sets keywords in every locale first, then one by one, and removes them", async () => {
    await call("POST", "/admin/website/seo-metadata", {
      slug: "sans-mots-cles",
      title: same("Sans mots-clés"),
      description: description("Une page sans mots-clés"),
    });
    const partial = await call("PATCH", "/admin/website/seo-metadata/sans-mots-cles", { keywords: { fr: "malle" } });
    expect(expectProblem(partial, 422, "MISSING_LOCALES").errors?.keywords?.[0]).toContain("de");
    const partialAlt = await call("PATCH", "/admin/website/seo-metadata/sans-mots-cles", {
      og: { image_alt: { fr: "Une malle" } },
    });
    expect(expectProblem(partialAlt, 422, "MISSING_LOCALES").errors?.["og.image_alt"]).toBeDefined();

    expect(
      (await call("PATCH", "/admin/website/seo-metadata/sans-mots-cles", { keywords: same("malle, enfant") }))
        .statusCode,
    ).toBe(200);
    const one = await call("PATCH", "/admin/website/seo-metadata/sans-mots-cles", { keywords: { de: "Box, Kind" } });
    expect((one.json() as AdminSeo).keywords).toEqual({ ...same("malle, enfant"), de: "Box, Kind" });
    expect((await publicRead<PublicSeo>("/website/seo-metadata?slug=sans-mots-cles", "de")).keywords).toBe("Box, Kind");

    const cleared = await call("PATCH", "/admin/website/seo-metadata/sans-mots-cles", { keywords: null });
    expect((cleared.json() as AdminSeo).keywords).toBeNull();
    expect((await publicRead<PublicSeo>("/website/seo-metadata?slug=sans-mots-cles", "de")).keywords).toBeNull();
  });

  it("refuses a taken slug (409)", async () => {
    const taken = await call("POST", "/admin/website/seo-metadata", {
      slug: "home",
      title: same("Accueil"),
      description: description("Accueil"),
    });
    expect(expectProblem(taken, 409, "SEO_SLUG_TAKEN").errors?.slug).toBeDefined();
    expectProblem(await call("PATCH", "/admin/website/seo-metadata/woman", { slug: "home" }), 409, "SEO_SLUG_TAKEN");
  });

  it.each([
    ["a slug that is not URL-safe", { slug: "Ma page" }, "slug"],
    ["a title too long for search results", { title: { fr: "x".repeat(71) } }, "title.fr"],
    ["an empty description", { description: { nl: " " } }, "description.nl"],
    ["an unknown locale", { title: { pt: "Início" } }, "title"],
    ["a script as the picture", { og: { image_url: "javascript:alert(1)" } }, "og.image_url"],
    ["a protocol-relative picture", { og: { image_url: "//evil.example/x.png" } }, "og.image_url"],
    ["an unknown Open Graph type", { og: { type: "Web Site" } }, "og.type"],
    ["an unknown universe", { profile_type: "BABY" }, "profile_type"],
    ["nothing to change", {}, "_"],
  ])("refuses %s (400, on the field)", async (_what, payload, field) => {
    const problem = expectProblem(await call("PATCH", "/admin/website/seo-metadata/home", payload), 400);
    expect(Object.keys(problem.errors ?? {}).join(" ")).toContain(field);
  });
});

describe("translations", () => {
  type PublicTranslations = Record<string, string>;

  it("sets, reads and removes one text: the public translations follow at once", async () => {
    await publicRead<PublicTranslations>("/website/translations/fr");
    const created = await call("PUT", "/admin/website/translations/fr/footer.contact", { value: "Écrivez-nous" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ locale: "fr", key: "footer.contact", value: "Écrivez-nous" });
    expect((await publicRead<PublicTranslations>("/website/translations/fr"))["footer.contact"]).toBe("Écrivez-nous");
    expect((await publicRead<PublicTranslations>("/website/translations/de"))["footer.contact"]).toBeUndefined();

    const replaced = await call("PUT", "/admin/website/translations/fr/footer.contact", { value: "Contactez-nous" });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const read = await call("GET", "/admin/website/translations/fr/footer.contact");
    expect(read.json()).toMatchObject({ value: "Contactez-nous" });
    expect((await publicRead<PublicTranslations>("/website/translations/fr"))["footer.contact"]).toBe("Contactez-nous");

    expect((await call("DELETE", "/admin/website/translations/fr/footer.contact")).statusCode).toBe(204);
    expect((await publicRead<PublicTranslations>("/website/translations/fr"))["footer.contact"]).toBeUndefined();
    expectProblem(await call("GET", "/admin/website/translations/fr/footer.contact"), 404, "NOT_FOUND");
    expectProblem(await call("DELETE", "/admin/website/translations/fr/footer.contact"), 404, "NOT_FOUND");
  });

  it("sets several texts of a locale at once and leaves the others", async () => {
    const before = (await call("GET", "/admin/website/translations/nl")).json() as PublicTranslations;
    expect(before["banner.text"]).toBeDefined();
    await publicRead<PublicTranslations>("/website/translations/nl");

    const response = await call("PUT", "/admin/website/translations/nl", {
      "banner.text": "Gratis verzending deze week",
      "footer.faq": "Veelgestelde vragen",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...before,
      "banner.text": "Gratis verzending deze week",
      "footer.faq": "Veelgestelde vragen",
    });
    const nl = await publicRead<PublicTranslations>("/website/translations/nl");
    expect(nl).toMatchObject({ "banner.text": "Gratis verzending deze week", "footer.faq": "Veelgestelde vragen" });
    expect(nl["home.hero.title"]).toBe(before["home.hero.title"]);
  });

  it("turns a feature switch off and on for one language", async () => {
    expect(readSwitches(await publicRead("/website/translations/es")).shop).toBe(true);
    expect((await call("PUT", "/admin/website/translations/es/switch.shop", { value: "false" })).statusCode).toBe(200);
    expect(readSwitches(await publicRead("/website/translations/es")).shop).toBe(false);
    expect(readSwitches(await publicRead("/website/translations/fr")).shop).toBe(true);
    expect((await call("PUT", "/admin/website/translations/es", { "switch.shop": "true" })).statusCode).toBe(200);
    expect(readSwitches(await publicRead("/website/translations/es")).shop).toBe(true);
  });

  it("refuses a switch that is neither 'true' nor 'false', an empty text, a bad key and an unknown locale", async () => {
    const one = await call("PUT", "/admin/website/translations/fr/switch.shop", { value: "yes" });
    expect(expectProblem(one, 400, "VALIDATION_ERROR").errors?.value).toEqual([
      "A feature switch is 'true' or 'false'",
    ]);
    const bulk = await call("PUT", "/admin/website/translations/fr", { "switch.loyalty": "on", "footer.faq": "FAQ" });
    expect(expectProblem(bulk, 400, "VALIDATION_ERROR").errors?.["switch.loyalty"]).toBeDefined();
    expect((await publicRead<PublicTranslations>("/website/translations/fr"))["footer.faq"]).toBeUndefined();

    expectProblem(await call("PUT", "/admin/website/translations/fr/footer.faq", { value: "  " }), 400);
    expectProblem(await call("PUT", "/admin/website/translations/fr", { "footer.faq": "" }), 400);
    expectProblem(await call("PUT", "/admin/website/translations/fr", {}), 400);
    expectProblem(await call("PUT", "/admin/website/translations/fr/footer..faq", { value: "FAQ" }), 400);
    expectProblem(await call("PUT", "/admin/website/translations/fr", { "footer faq": "FAQ" }), 400);
    const locale = await call("PUT", "/admin/website/translations/it/footer.faq", { value: "Domande" });
    expect(expectProblem(locale, 400, "VALIDATION_ERROR").errors?.locale).toBeDefined();
    expectProblem(await call("GET", "/admin/website/translations/xx"), 400, "VALIDATION_ERROR");
  });
});

// Last: it may delete or rename seeded content that the tests above read.
describe("malformed input from an administrator", () => {
  it("never causes a 5xx on any content-administration call", async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/admin/website/"))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })));
    const nasty = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "",
        " ",
        "0",
        "-1",
        "1",
        "99999999999999999999",
        "fr",
        "de",
        "home",
        "legal_notice",
        "a.b",
        "%00",
        "ü€😀",
      ),
      fc.constantFrom("x".repeat(200_001), "<script>", "../../etc/passwd"),
    );
    const localizedish = fc.oneof(
      fc.dictionary(
        fc.constantFrom("fr", "de", "nl", "es", "en", "it"),
        fc.oneof(nasty, fc.constant(null), fc.integer()),
      ),
      nasty,
      fc.constant(null),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.dictionary(
        fc.constantFrom(
          "section",
          "anchor",
          "section_id",
          "title",
          "question",
          "answer",
          "content",
          "position",
          "slug",
          "description",
          "keywords",
          "og",
          "profile_type",
          "value",
          "switch.shop",
          "footer.faq",
        ),
        fc.oneof(
          localizedish,
          fc.integer(),
          fc.boolean(),
          fc.dictionary(fc.constantFrom("type", "image_url", "image_alt"), localizedish),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        nasty,
        nasty,
        body,
        async (operation, first, second, payload) => {
          let index = 0;
          const url = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(index++ === 0 ? first : second));
          const response = await app.inject({
            method: operation.method as Method,
            url,
            headers: admin,
            ...(operation.method === "GET" || operation.method === "DELETE"
              ? {}
              : { payload: JSON.stringify(payload) }),
            ...(operation.method === "GET" || operation.method === "DELETE"
              ? {}
              : { headers: { ...admin, "content-type": "application/json" } }),
          });
          if (response.statusCode >= 500) {
            throw new Error(`${operation.method} ${url} → ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
