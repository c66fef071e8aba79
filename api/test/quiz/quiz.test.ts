/**
 * The style quiz (§2, docs/decisions/0030-style-quiz.md): the content per profile type and
 * language, a profile's answers and progress, and every rule a step's answers are checked
 * against (the content's, and the profile rules' with their messages and codes).
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KID_AGE_SIZES, PROFILE_MANDATORY_MESSAGE, todayIn } from "#domain/profiles.js";
import { profileAnswers, profiles, quizQuestions, quizSteps } from "../../src/db/schema/index.js";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { COLORS } from "../../src/seed/data/colors.js";
import { defaultQuizContent, insertQuizContent } from "../../src/modules/quiz/index.js";
import { createTestApp, signIn, signUpClient, type TestContext } from "../helpers.js";

const QUIZ_CONTENT = defaultQuizContent(COLORS);

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
type Choice = { id: number; key: string; value: string | null; hex: string | null; label: string; is_stocked: boolean };
type Question = {
  id: number;
  key: string;
  kind: string;
  profile_field: string | null;
  required: boolean;
  max_choices: number | null;
  label: string;
  help: string | null;
  choices: Choice[];
};
type Step = { slug: string; position: number; title: string; intro: string | null; questions: Question[] };
type Content = { profile_type: string; steps: Step[] };
type Answers = {
  profile_id: number;
  answers: Record<string, { choice_ids: number[]; text: string | null }>;
  progress: { code: string; step: string; completed_at: string | null } | null;
};

async function content(type: "KID" | "WOMAN", language = "fr"): Promise<Content> {
  const response = await app.inject({
    method: "GET",
    url: `/website/quiz?profile_type=${type}`,
    headers: { "accept-language": language },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Content;
}

const question = (c: Content, key: string) => c.steps.flatMap((s) => s.questions).find((q) => q.key === key)!;
const choice = (c: Content, key: string, choiceKey: string) =>
  question(c, key).choices.find((x) => x.key === choiceKey)!;

/** A date `years` years (and `days` days) before today, in the shop's calendar. */
function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = todayIn().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d - days)).toISOString().slice(0, 10);
}

async function newKid(headers: Headers, payload: Record<string, unknown> = {}): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/clients/me/kids",
    headers,
    payload: { firstname: "Léon", gender: "boy", birthdate: yearsAgo(6), ...payload },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

const put = (headers: Headers, id: number, slug: string, payload: Record<string, unknown>) =>
  app.inject({ method: "PUT", url: `/clients/me/kids/${id}/quiz/${slug}`, headers, payload });
const read = (headers: Headers, id: number) =>
  app.inject({ method: "GET", url: `/clients/me/kids/${id}/quiz`, headers });

describe("GET /website/quiz", () => {
  it("serves the kid quiz's steps in order, each question with its choices, in the request's language", async () => {
    const fr = await content("KID", "fr");
    expect(fr.profile_type).toBe("KID");
    expect(fr.steps.map((s) => s.slug)).toEqual([
      "identity",
      "sizes",
      "colours",
      "prints",
      "styles",
      "needs",
      "never",
      "comment",
    ]);
    expect(fr.steps.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(fr.steps[0]!.questions.map((q) => [q.key, q.kind, q.profile_field, q.required])).toEqual([
      ["firstname", "text", "firstname", true],
      ["gender", "single", "gender", true],
      ["birthdate", "date", "birthdate", true],
    ]);
    expect(
      question(fr, "gender")
        .choices.map((c) => c.value)
        .sort(),
    ).toEqual(["boy", "girl"]);
    expect(question(fr, "top_size").choices.map((c) => c.value)).toEqual([...KID_AGE_SIZES]);
    expect(question(fr, "shoe_size").required).toBe(false);
    expect(question(fr, "styles").max_choices).toBe(3);
    expect(question(fr, "comment")).toMatchObject({ kind: "textarea", profile_field: "description", required: false });
    expect(question(fr, "colours_loved").choices.map((c) => c.value)).toEqual(COLORS.map((c) => c.key));
    expect(choice(fr, "colours_loved", "navy").hex).toBe("#1f3a5f");
    expect(choice(fr, "prints_loved", "glitter").value).toBeNull();
    expect(choice(fr, "needs", "coats").value).toBe("autre");
    expect(choice(fr, "top_size", "6 ans").label).toBe("6 ans");
    expect(question(fr, "firstname").label).toBe("Le prénom de votre enfant");

    const de = await content("KID", "de");
    expect(choice(de, "top_size", "6 ans").label).toBe("6 Jahre");
    expect(choice(de, "top_size", "18 mois").label).toBe("18 Monate");
    expect(question(de, "firstname").label).toBe("Der Vorname Ihres Kindes");
    expect((await content("KID", "nl")).steps[1]!.questions[0]!.choices.find((c) => c.key === "6 ans")!.label).toBe(
      "6 jaar",
    );
    expect(choice(await content("KID", "es"), "top_size", "18 mois").label).toBe("18 meses");
    expect(choice(await content("KID", "en"), "top_size", "6 ans").label).toBe("6 years");
    // Same ids whatever the language
    expect(question(de, "top_size").id).toBe(question(fr, "top_size").id);
  });

  it("serves the woman quiz without a gender question, with the sizes we stock too little of marked", async () => {
    const woman = await content("WOMAN", "nl");
    expect(woman.steps.map((s) => s.slug)).toEqual([
      "identity",
      "sizes",
      "fit",
      "styles",
      "colours",
      "budget",
      "comment",
    ]);
    const keys = woman.steps.flatMap((s) => s.questions.map((q) => q.key));
    expect(keys).not.toContain("gender");
    expect(question(woman, "birthdate").required).toBe(false);
    expect(question(woman, "top_size").choices.map((c) => [c.value, c.is_stocked])).toEqual([
      ["XS", true],
      ["S", true],
      ["M", true],
      ["L", true],
      ["XL", true],
      ["XXL", true],
      ["3XL", false],
      ["4XL", false],
    ]);
    expect(question(woman, "morphology").choices.map((c) => c.value)).toEqual(["A", "V", "H", "X", "O"]);
    expect(choice(woman, "budget", "under_30").value).toBe("0-30");
    expect(question(woman, "firstname").label).toBe("Je voornaam");
  });

  it("refuses an unknown profile type with 400, and is cached with an ETag", async () => {
    for (const url of ["/website/quiz?profile_type=MAN", "/website/quiz"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
    }
    const first = await app.inject({ method: "GET", url: "/website/quiz?profile_type=KID" });
    expect(first.headers["cache-control"]).toMatch(/max-age/);
    const again = await app.inject({
      method: "GET",
      url: "/website/quiz?profile_type=KID",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("inserting the default content again adds nothing and keeps what is there", async () => {
    const db = app.db;
    const before = await db.select().from(quizQuestions);
    await insertQuizContent(db, QUIZ_CONTENT);
    expect(await db.select().from(quizQuestions)).toHaveLength(before.length);
    const steps = await db.select().from(quizSteps);
    expect(steps).toHaveLength(QUIZ_CONTENT.KID.length + QUIZ_CONTENT.WOMAN.length);
  });
});

describe("a profile's answers", () => {
  it("a demo profile's seeded answers and profile fields read back as choice ids and texts", async () => {
    const { headers } = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const [jules] = await app.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.firstname, "Jules")));
    const response = await read(headers, jules!.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Answers;
    const kid = await content("KID");
    expect(body.answers.firstname).toEqual({ choice_ids: [], text: "Jules" });
    expect(body.answers.top_size).toEqual({ choice_ids: [choice(kid, "top_size", "8 ans").id], text: null });
    expect(body.answers.gender!.choice_ids).toEqual([choice(kid, "gender", "boy").id]);
    expect(body.answers.colours_refused!.choice_ids).toEqual([choice(kid, "colours_refused", "pink").id]);
    expect(body.answers.styles!.choice_ids.sort()).toEqual(
      [choice(kid, "styles", "sporty").id, choice(kid, "styles", "casual").id].sort(),
    );
    expect(body.answers.needs).toEqual({ choice_ids: [], text: null });
    expect(body.progress).toBeNull();
  });

  it("another client's profile, or none, answers 404; a visitor 401", async () => {
    const { headers } = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const stranger = await signUpClient(app, "stranger");
    const kid = await newKid(stranger);
    expect((await read(headers, kid)).statusCode).toBe(404);
    expect((await read(stranger, 999_999)).statusCode).toBe(404);
    const body = { answers: {}, code: "signup", next_step: "colours" };
    expect((await put(headers, kid, "sizes", body)).statusCode).toBe(404);
    const progress = await app.inject({
      method: "PUT",
      url: `/clients/me/kids/${kid}/quiz-progress`,
      headers,
      payload: { code: "signup", step: "photo" },
    });
    expect(progress.statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/clients/me/kids/${kid}/quiz` })).statusCode).toBe(401);
  });

  it("a step's answers are saved with the progress, kept, re-read, and replaced by the next save", async () => {
    const headers = await signUpClient(app, "quiz");
    const kid = await newKid(headers);
    const c = await content("KID");
    const navy = choice(c, "colours_loved", "navy").id;
    const yellow = choice(c, "colours_loved", "yellow").id;
    const pinkRefused = choice(c, "colours_refused", "pink").id;
    const saved = await put(headers, kid, "colours", {
      answers: { colours_loved: [navy, yellow], colours_refused: [pinkRefused] },
      code: "signup",
      next_step: "prints",
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as Answers;
    expect(body.answers.colours_loved).toEqual({ choice_ids: [navy, yellow], text: null });
    expect(body.progress).toEqual({ code: "signup", step: "prints", completed_at: null });
    const again = (await read(headers, kid)).json() as Answers;
    expect(again.answers.colours_loved!.choice_ids).toEqual([navy, yellow]);
    expect(again.answers.colours_refused!.choice_ids).toEqual([pinkRefused]);

    // The step submitted again without the refused colours: that answer is emptied
    const second = await put(headers, kid, "colours", {
      answers: { colours_loved: [yellow] },
      code: "signup",
      next_step: "prints",
    });
    expect(second.statusCode).toBe(200);
    const after = second.json() as Answers;
    expect(after.answers.colours_loved!.choice_ids).toEqual([yellow]);
    expect(after.answers.colours_refused!.choice_ids).toEqual([]);
    const rows = await app.db.select().from(profileAnswers).where(eq(profileAnswers.profileId, kid));
    expect(rows).toHaveLength(2);
  });

  it("the sizes, identity and comment steps write the profile's own fields", async () => {
    const headers = await signUpClient(app, "quiz");
    const kid = await newKid(headers);
    const c = await content("KID");
    const sizes = await put(headers, kid, "sizes", {
      answers: {
        top_size: [choice(c, "top_size", "6 ans").id],
        bottom_size: [choice(c, "bottom_size", "8 ans").id],
        shoe_size: [choice(c, "shoe_size", "30").id],
      },
      code: "signup",
      next_step: "colours",
    });
    expect(sizes.statusCode).toBe(200);
    const profile = (await app.inject({ method: "GET", url: `/clients/me/kids/${kid}`, headers })).json() as Record<
      string,
      unknown
    >;
    expect(profile).toMatchObject({ top_size: "6 ans", bottom_size: "8 ans", shoe_size: "30" });

    const identity = await put(headers, kid, "identity", {
      answers: { firstname: " Lou ", gender: [choice(c, "gender", "girl").id], birthdate: "03/02/2020" },
      code: "signup",
      next_step: "sizes",
    });
    expect(identity.statusCode).toBe(200);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, kid));
    expect(row).toMatchObject({ firstname: "Lou", gender: "girl", birthdate: "2020-02-03" });
    // A girl wears one of the girls' palettes
    expect(row!.colorBackground).toBeTruthy();

    const comment = await put(headers, kid, "comment", {
      answers: { comment: "Loves dinosaurs" },
      code: "signup",
      next_step: "profile",
    });
    expect(comment.statusCode).toBe(200);
    const status = (await app.inject({ method: "GET", url: `/clients/me/kids/${kid}`, headers })).json() as {
      description: string;
      status: string;
    };
    expect(status).toMatchObject({ description: "Loves dinosaurs", status: "PROSPECT_WITH_COMMENT" });
    expect(((await read(headers, kid)).json() as Answers).answers.comment).toEqual({
      choice_ids: [],
      text: "Loves dinosaurs",
    });
  });

  it("records the progress of the steps without answers, and the end of the quiz", async () => {
    const headers = await signUpClient(app, "quiz");
    const kid = await newKid(headers);
    const url = `/clients/me/kids/${kid}/quiz-progress`;
    const photo = await app.inject({ method: "PUT", url, headers, payload: { code: "signup", step: "photo" } });
    expect(photo.statusCode).toBe(200);
    expect((photo.json() as Answers).progress).toEqual({ code: "signup", step: "photo", completed_at: null });
    const done = await app.inject({
      method: "PUT",
      url,
      headers,
      payload: { code: "signup", step: "checkout", completed: true },
    });
    expect((done.json() as Answers).progress!.completed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const bad = await app.inject({ method: "PUT", url, headers, payload: { code: "nope", step: "photo" } });
    expect(bad.statusCode).toBe(400);
    const woman = await app.inject({ method: "PUT", url, headers, payload: { code: "signup-woman", step: "photo" } });
    expect(woman.statusCode).toBe(400);
    expect(woman.json()).toMatchObject({ errors: { code: ["This quiz code is for a woman profile"] } });
  });
});

describe("a step's answers are checked", () => {
  let headers: Headers;
  let kid: number;
  let c: Content;
  beforeAll(async () => {
    headers = await signUpClient(app, "checks");
    kid = await newKid(headers);
    c = await content("KID");
  });
  const save = (slug: string, answers: Record<string, unknown>, next_step = "next") =>
    put(headers, kid, slug, { answers, code: "signup", next_step });

  it("an unknown question key: 400 on that key", async () => {
    const response = await save("colours", { colours_loved: [], favourite_food: "pasta" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { favourite_food: ["This question is not part of this step"] } });
    // A question of another step is not part of this one either
    const other = await save("colours", { styles: [] });
    expect(other.json()).toMatchObject({ errors: { styles: ["This question is not part of this step"] } });
  });

  it("an unknown step: 404", async () => {
    expect((await save("hobbies", {})).statusCode).toBe(404);
    // The woman quiz's budget step is not a kid's
    expect((await save("budget", {})).statusCode).toBe(404);
  });

  it("a required question missing or empty: 400 'This answer is required'", async () => {
    const missing = await save("sizes", { top_size: [choice(c, "top_size", "6 ans").id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { bottom_size: ["This answer is required"] } });
    const empty = await save("sizes", { top_size: [], bottom_size: null });
    expect(empty.json()).toMatchObject({
      errors: { top_size: ["This answer is required"], bottom_size: ["This answer is required"] },
    });
  });

  it("a choice of another question, or a text for a choice: 400", async () => {
    const otherQuestion = await save("colours", { colours_loved: [choice(c, "prints_loved", "stripes").id] });
    expect(otherQuestion.statusCode).toBe(400);
    expect(otherQuestion.json()).toMatchObject({
      errors: { colours_loved: ["This choice is not offered for this question"] },
    });
    const text = await save("colours", { colours_loved: "navy" });
    expect(text.json()).toMatchObject({ errors: { colours_loved: ["Choose among the answers offered"] } });
    const list = await save("comment", { comment: [1] });
    expect(list.json()).toMatchObject({ errors: { comment: ["Write an answer"] } });
  });

  it("more than max_choices, or two answers to a single question: 400", async () => {
    const styles = ["casual", "sporty", "rock", "classic"].map((k) => choice(c, "styles", k).id);
    const four = await save("styles", { styles });
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ errors: { styles: ["Choose 3 answers at most"] } });
    expect((await save("styles", { styles: styles.slice(0, 3) })).statusCode).toBe(200);
    const two = await save("sizes", {
      top_size: [choice(c, "top_size", "6 ans").id, choice(c, "top_size", "8 ans").id],
      bottom_size: [choice(c, "bottom_size", "6 ans").id],
    });
    expect(two.json()).toMatchObject({ errors: { top_size: ["Choose one answer"] } });
  });

  it("a colour both loved and refused: 400 on the refused one", async () => {
    const response = await save("colours", {
      colours_loved: [choice(c, "colours_loved", "navy").id, choice(c, "colours_loved", "red").id],
      colours_refused: [choice(c, "colours_refused", "red").id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { colours_refused: ["A choice cannot be both loved and refused"] },
    });
    const prints = await save("prints", {
      prints_loved: [choice(c, "prints_loved", "stars").id],
      prints_refused: [choice(c, "prints_refused", "stars").id],
    });
    expect(prints.json()).toMatchObject({ errors: { prints_refused: ["A choice cannot be both loved and refused"] } });
  });

  it("a kid without a birthdate: 400 with the §5 message, as the profile calls", async () => {
    const identity = {
      firstname: "Léon",
      gender: [choice(c, "gender", "boy").id],
    };
    const response = await save("identity", identity);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: PROFILE_MANDATORY_MESSAGE,
      errors: { birthdate: ["birthdate is mandatory for KIDS"] },
    });
    const noName = await save("identity", { ...identity, firstname: "  ", birthdate: yearsAgo(5) });
    expect(noName.json()).toMatchObject({
      title: PROFILE_MANDATORY_MESSAGE,
      errors: { firstname: ["firstname is mandatory"] },
    });
    // Nothing was written
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, kid));
    expect(row).toMatchObject({ firstname: "Léon", birthdate: yearsAgo(6) });
  });

  it("a birthdate after today or a kid older than 14: 422 with the profile codes; a date that is not one: 400", async () => {
    const identity = { firstname: "Léon", gender: [choice(c, "gender", "boy").id] };
    const future = await save("identity", { ...identity, birthdate: yearsAgo(-1) });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      type: "BIRTHDATE_IN_FUTURE",
      errors: { birthdate: ["The birthdate is after today"] },
    });
    const old = await save("identity", { ...identity, birthdate: yearsAgo(16) });
    expect(old.statusCode).toBe(422);
    expect(old.json()).toMatchObject({ type: "KID_TOO_OLD" });
    const nonsense = await save("identity", { ...identity, birthdate: "2020-02-31" });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json()).toMatchObject({
      errors: { birthdate: ["A birthdate is a real, past date written YYYY-MM-DD"] },
    });
  });

  it("writes nothing when a step is refused: the progress stays where it was", async () => {
    const before = ((await read(headers, kid)).json() as Answers).progress;
    await save("colours", { colours_loved: "navy" }, "prints");
    expect(((await read(headers, kid)).json() as Answers).progress).toEqual(before);
  });

  it("the code must be a quiz code of the profile's type", async () => {
    const wrong = await put(headers, kid, "styles", { answers: {}, code: "client-woman", next_step: "needs" });
    expect(wrong.statusCode).toBe(400);
    const unknown = await put(headers, kid, "styles", { answers: {}, code: "vip", next_step: "needs" });
    expect(unknown.statusCode).toBe(400);
    const slug = await put(headers, kid, "styles", { answers: {}, code: "signup", next_step: "../admin" });
    expect(slug.statusCode).toBe(400);
  });
});

describe("a woman's quiz", () => {
  it("keeps the gender woman and an optional birthdate; sizes from the woman's list", async () => {
    const headers = await signUpClient(app, "woman");
    const created = await app.inject({
      method: "POST",
      url: "/clients/me/kids",
      headers,
      payload: { firstname: "Anne", gender: "woman" },
    });
    const id = (created.json() as { id: number }).id;
    const c = await content("WOMAN");
    const identity = await put(headers, id, "identity", {
      answers: { firstname: "Anne" },
      code: "signup-woman",
      next_step: "sizes",
    });
    expect(identity.statusCode).toBe(200);
    const sizes = await put(headers, id, "sizes", {
      answers: { top_size: [choice(c, "top_size", "3XL").id], bottom_size: [choice(c, "bottom_size", "XL").id] },
      code: "signup-woman",
      next_step: "size-alert",
    });
    expect(sizes.statusCode).toBe(200);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ gender: "woman", birthdate: null, topSize: "3XL", bottomSize: "XL", shoeSize: null });
    const budget = await put(headers, id, "budget", {
      answers: { budget: [choice(c, "budget", "30_60").id] },
      code: "signup-woman",
      next_step: "comment",
    });
    expect((budget.json() as Answers).answers.budget!.choice_ids).toEqual([choice(c, "budget", "30_60").id]);
    // A kid's code on a woman's profile
    const kidCode = await put(headers, id, "budget", { answers: {}, code: "signup", next_step: "comment" });
    expect(kidCode.json()).toMatchObject({ errors: { code: ["This quiz code is for a kid profile"] } });
  });
});
