/**
 * The quiz's administration: an administrator changes a question's wording, adds a choice,
 * withdraws one and renames a step, and the public quiz shows it at once in that language;
 * nobody else may.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "#domain/profiles.js";
import { DEMO_ADMIN, DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { createTestApp, signIn, signInStaff, signUpClient, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  admin = (await signInStaff(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).headers;
});
afterAll(async () => ctx?.close());

type Localized = Record<"fr" | "de" | "nl" | "es" | "en", string>;
type AdminChoice = { id: number; key: string; value: string | null; label: Localized; is_active: boolean };
type AdminQuestion = {
  id: number;
  key: string;
  label: Localized;
  help: Localized | null;
  required: boolean;
  choices: AdminChoice[];
};
type AdminStep = { id: number; slug: string; title: Localized; intro: Localized | null; questions: AdminQuestion[] };
type PublicChoice = { id: number; key: string; label: string };
type PublicQuestion = {
  id: number;
  key: string;
  label: string;
  help: string | null;
  required: boolean;
  choices: PublicChoice[];
};
type PublicContent = { steps: { slug: string; title: string; questions: PublicQuestion[] }[] };

async function adminQuiz(type: "KID" | "WOMAN"): Promise<AdminStep[]> {
  const response = await app.inject({ method: "GET", url: `/admin/quiz?profile_type=${type}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return (response.json() as { steps: AdminStep[] }).steps;
}
const adminQuestion = async (type: "KID" | "WOMAN", key: string) =>
  (await adminQuiz(type)).flatMap((s) => s.questions).find((q) => q.key === key)!;

async function publicQuiz(type: "KID" | "WOMAN", language: string): Promise<PublicContent> {
  const response = await app.inject({
    method: "GET",
    url: `/website/quiz?profile_type=${type}`,
    headers: { "accept-language": language },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as PublicContent;
}
const publicQuestion = async (type: "KID" | "WOMAN", language: string, key: string) =>
  (await publicQuiz(type, language)).steps.flatMap((s) => s.questions).find((q) => q.key === key)!;

const patch = (url: string, payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: "PATCH", url, headers, payload });
const post = (url: string, payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: "POST", url, headers, payload });

const LABEL = { fr: "Préférences", de: "Vorlieben", nl: "Voorkeuren", es: "Preferencias", en: "Preferences" };

describe("quiz administration", () => {
  it("reads the quiz in every locale, inactive choices included", async () => {
    const steps = await adminQuiz("WOMAN");
    expect(steps.map((s) => s.slug)).toContain("budget");
    const firstname = steps[0]!.questions[0]!;
    expect(Object.keys(firstname.label).sort()).toEqual(["de", "en", "es", "fr", "nl"]);
  });

  it("a question's new wording shows on the public quiz at once, in that language only", async () => {
    const before = await publicQuestion("KID", "de", "styles"); // now cached
    const question = await adminQuestion("KID", "styles");
    const response = await patch(`/admin/quiz/questions/${question.id}`, {
      label: { de: "Welche Stile mag Ihr Kind am liebsten?" },
      required: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      label: { de: "Welche Stile mag Ihr Kind am liebsten?", fr: question.label.fr },
      required: true,
    });
    const after = await publicQuestion("KID", "de", "styles");
    expect(before.label).not.toBe(after.label);
    expect(after).toMatchObject({ label: "Welche Stile mag Ihr Kind am liebsten?", required: true });
    expect((await publicQuestion("KID", "fr", "styles")).label).toBe(question.label.fr);
  });

  it("a new choice is offered at once, last, in each language; its key is unique in the question", async () => {
    await publicQuestion("KID", "es", "styles");
    const question = await adminQuestion("KID", "styles");
    const created = await post(`/admin/quiz/questions/${question.id}/choices`, {
      key: "preppy",
      value: "preppy",
      label: { fr: "Chic décontracté", de: "Preppy", nl: "Preppy", es: "Pijo informal", en: "Preppy" },
    });
    expect(created.statusCode).toBe(201);
    const choice = created.json() as AdminChoice;
    expect(choice).toMatchObject({ key: "preppy", is_active: true });
    const es = await publicQuestion("KID", "es", "styles");
    expect(es.choices.at(-1)).toMatchObject({ id: choice.id, key: "preppy", label: "Pijo informal" });

    const again = await post(`/admin/quiz/questions/${question.id}/choices`, { key: "preppy", label: LABEL });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: "CHOICE_KEY_TAKEN" });
    const partial = await post(`/admin/quiz/questions/${question.id}/choices`, {
      key: "grunge",
      label: { fr: "Grunge" },
    });
    expect(partial.statusCode).toBe(400);
    const badHex = await post(`/admin/quiz/questions/${question.id}/choices`, {
      key: "neon",
      label: LABEL,
      hex: "red",
    });
    expect(badHex.statusCode).toBe(400);
    const comment = await adminQuestion("KID", "comment");
    const onText = await post(`/admin/quiz/questions/${comment.id}/choices`, { key: "x", label: LABEL });
    expect(onText.statusCode).toBe(422);
    expect((await post(`/admin/quiz/questions/999999/choices`, { key: "x", label: LABEL })).statusCode).toBe(404);
  });

  it("a withdrawn choice leaves the public quiz at once and can no longer be answered", async () => {
    const question = await adminQuestion("KID", "never");
    const lace = question.choices.find((c) => c.key === "lace")!;
    expect((await publicQuestion("KID", "nl", "never")).choices.map((c) => c.key)).toContain("lace");
    const response = await patch(`/admin/quiz/choices/${lace.id}`, { is_active: false, label: { nl: "Kantwerk" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_active: false, label: { nl: "Kantwerk", fr: lace.label.fr } });
    expect((await publicQuestion("KID", "nl", "never")).choices.map((c) => c.key)).not.toContain("lace");
    expect((await adminQuestion("KID", "never")).choices.find((c) => c.id === lace.id)).toMatchObject({
      is_active: false,
    });

    const headers = await signUpClient(app, "withdrawn");
    const kid = await app.inject({
      method: "POST",
      url: "/clients/me/kids",
      headers,
      payload: { firstname: "Mia", gender: "girl", birthdate: "2020-05-01" },
    });
    const saved = await app.inject({
      method: "PUT",
      url: `/clients/me/kids/${(kid.json() as { id: number }).id}/quiz/never`,
      headers,
      payload: { answers: { never: [lace.id] }, code: "signup", next_step: "comment" },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ errors: { never: ["This choice is not offered for this question"] } });
    expect((await patch("/admin/quiz/choices/999999", { is_active: true })).statusCode).toBe(404);
  });

  it("a step's title and a question's help change; a help set where there was none names every locale", async () => {
    const steps = await adminQuiz("WOMAN");
    const budget = steps.find((s) => s.slug === "budget")!;
    await publicQuiz("WOMAN", "en");
    const titled = await patch(`/admin/quiz/steps/${budget.id}`, { title: { en: "Budget per piece" } });
    expect(titled.statusCode).toBe(200);
    expect((await publicQuiz("WOMAN", "en")).steps.find((s) => s.slug === "budget")!.title).toBe("Budget per piece");

    const question = budget.questions[0]!;
    expect(question.help).toBeNull();
    const partial = await patch(`/admin/quiz/questions/${question.id}`, { help: { fr: "Un ordre d'idée suffit." } });
    expect(partial.statusCode).toBe(422);
    expect(partial.json()).toMatchObject({ type: "MISSING_LOCALES" });
    const whole = await patch(`/admin/quiz/questions/${question.id}`, { help: LABEL });
    expect(whole.statusCode).toBe(200);
    expect((await publicQuestion("WOMAN", "fr", "budget")).help).toBe("Préférences");
    const cleared = await patch(`/admin/quiz/questions/${question.id}`, { help: null });
    expect(cleared.json()).toMatchObject({ help: null });
    expect((await publicQuestion("WOMAN", "fr", "budget")).help).toBeNull();

    expect((await patch(`/admin/quiz/questions/${question.id}`, {})).statusCode).toBe(400);
    expect((await patch(`/admin/quiz/questions/${question.id}`, { kind: "text" })).statusCode).toBe(400);
    expect((await patch("/admin/quiz/steps/999999", { title: LABEL })).statusCode).toBe(404);
    expect((await patch("/admin/quiz/questions/999999", { required: false })).statusCode).toBe(404);
  });

  it("a size choice that is not a size of the profile type is refused by the profile rules (400)", async () => {
    const question = await adminQuestion("KID", "top_size");
    const created = await post(`/admin/quiz/questions/${question.id}/choices`, {
      key: "7-ans",
      value: "7 ans",
      label: { fr: "7 ans", de: "7 Jahre", nl: "7 jaar", es: "7 años", en: "7 years" },
    });
    expect(created.statusCode).toBe(201);
    const bottom = (await adminQuestion("KID", "bottom_size")).choices.find((c) => c.key === "6 ans")!;
    const headers = await signUpClient(app, "sizes");
    const kid = await app.inject({
      method: "POST",
      url: "/clients/me/kids",
      headers,
      payload: { firstname: "Tom", gender: "boy", birthdate: `${Number(todayIn().slice(0, 4)) - 7}-01-15` },
    });
    const response = await app.inject({
      method: "PUT",
      url: `/clients/me/kids/${(kid.json() as { id: number }).id}/quiz/sizes`,
      headers,
      payload: {
        answers: { top_size: [(created.json() as AdminChoice).id], bottom_size: [bottom.id] },
        code: "signup",
        next_step: "colours",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { top_size: ["7 ans is not a top_size of a KID profile"] } });
  });

  it("a client gets 403, a visitor 401, before the body is read", async () => {
    const client = (await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password)).headers;
    const question = await adminQuestion("KID", "styles");
    const calls = [
      { method: "GET" as const, url: "/admin/quiz?profile_type=KID" },
      { method: "PATCH" as const, url: `/admin/quiz/questions/${question.id}`, payload: { required: false } },
      {
        method: "POST" as const,
        url: `/admin/quiz/questions/${question.id}/choices`,
        payload: { key: "x", label: LABEL },
      },
      {
        method: "PATCH" as const,
        url: `/admin/quiz/choices/${question.choices[0]!.id}`,
        payload: { is_active: false },
      },
      { method: "PATCH" as const, url: "/admin/quiz/steps/1", payload: { title: { fr: "x" } } },
    ];
    for (const call of calls) {
      expect((await app.inject({ ...call, headers: client })).statusCode).toBe(403);
      expect((await app.inject({ ...call, payload: call.payload ?? undefined })).statusCode).toBe(401);
    }
    // Nothing changed
    expect((await adminQuestion("KID", "styles")).required).toBe(true);
    expect((await adminQuestion("KID", "styles")).choices[0]!.is_active).toBe(true);
  });
});
