import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { answersBody, defaultAnswers, stepSchema, textMaxLength, type QuizQuestion } from "~/routes/quiz/quiz-form";
import { hasSizeAlert, stepErrors } from "~/routes/quiz/quiz.server";
import type { QuizContent } from "~/routes/quiz/quiz-form";

/** Questions shaped as GET /website/quiz serves them. */
function question(key: string, kind: QuizQuestion["kind"], extra: Partial<QuizQuestion> = {}): QuizQuestion {
  return {
    id: key.length,
    key,
    kind,
    profile_field: null,
    required: false,
    max_choices: null,
    label: key,
    help: null,
    choices: [],
    ...extra,
  };
}
const choice = (id: number, key: string, is_stocked = true) => ({
  id,
  key,
  value: key,
  hex: null,
  label: key,
  is_stocked,
});

const firstname = question("firstname", "text", { profile_field: "firstname", required: true });
const gender = question("gender", "single", {
  profile_field: "gender",
  required: true,
  choices: [choice(1, "girl"), choice(2, "boy")],
});
const birthdate = question("birthdate", "date", { profile_field: "birthdate", required: true });
const loved = question("colours_loved", "multiple", { choices: [choice(10, "navy"), choice(11, "pink")] });
const refused = question("colours_refused", "multiple", { choices: [choice(20, "navy"), choice(21, "pink")] });
const styles = question("styles", "multiple", {
  max_choices: 2,
  choices: [choice(30, "a"), choice(31, "b"), choice(32, "c")],
});
const comment = question("comment", "textarea");

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}
const errorsOf = (questions: QuizQuestion[], entries: [string, string][]) => {
  const result = parseWithZod(form(entries), { schema: stepSchema(questions) });
  return result.status === "success" ? {} : (result.error ?? {});
};

describe("a step's form schema", () => {
  it("says which profile field is missing, in the profile pages' words", () => {
    expect(errorsOf([firstname, gender, birthdate], [["firstname", "Jules"]])).toEqual({
      gender: ["profiles.error.gender_required"],
      birthdate: ["profiles.error.birthdate_required"],
    });
  });

  it("refuses a choice that is not offered and a date that is not one", () => {
    expect(
      errorsOf(
        [firstname, gender, birthdate],
        [
          ["firstname", "Jules"],
          ["gender", "99"],
          ["birthdate", "12/04"],
        ],
      ),
    ).toEqual({
      gender: ["quiz.error.choice_unknown"],
      birthdate: ["quiz.error.date_invalid"],
    });
  });

  it("counts the choices of a multiple choice with a maximum", () => {
    expect(
      errorsOf(
        [styles],
        [
          ["styles", "30"],
          ["styles", "31"],
          ["styles", "32"],
        ],
      ),
    ).toEqual({
      styles: ["quiz.error.too_many:2"],
    });
    expect(errorsOf([styles], [["styles", "30"]])).toEqual({});
  });

  it("takes a text up to the length its input allows (the form's maxlength), no longer", () => {
    for (const text of [firstname, comment]) {
      const max = textMaxLength(text)!;
      expect(errorsOf([text], [[text.key, "a".repeat(max)]])).toEqual({});
      expect(errorsOf([text], [[text.key, "a".repeat(max + 1)]])).toEqual({
        [text.key]: [`quiz.error.too_long:${max}`],
      });
    }
    expect(textMaxLength(gender)).toBeUndefined();
  });

  it("refuses a colour both loved and refused, on the refused side", () => {
    expect(
      errorsOf(
        [loved, refused],
        [
          ["colours_loved", "10"],
          ["colours_refused", "20"],
        ],
      ),
    ).toEqual({});
    // Same choice key in both lists: the content gives them separate ids per question
    const sameIds = question("colours_refused", "multiple", { choices: [choice(10, "navy")] });
    expect(
      errorsOf(
        [loved, sameIds],
        [
          ["colours_loved", "10"],
          ["colours_refused", "10"],
        ],
      ),
    ).toEqual({
      colours_refused: ["quiz.error.loved_and_refused"],
    });
  });
});

describe("a step's values", () => {
  it("start from the saved answers, else from the landing suggestions", () => {
    const answers = { firstname: { choice_ids: [], text: "Jules" }, colours_loved: { choice_ids: [11], text: null } };
    expect(defaultAnswers([firstname, gender, loved, comment], answers, { gender: "boy" })).toEqual({
      firstname: "Jules",
      gender: "2",
      colours_loved: ["11"],
      comment: undefined,
    });
    const saved = { gender: { choice_ids: [1], text: null } };
    expect(defaultAnswers([gender], saved, { gender: "boy" })).toEqual({ gender: "1" });
  });

  it("go to the API as choice ids, texts and nulls", () => {
    expect(
      answersBody([firstname, gender, loved, comment], {
        firstname: "Jules",
        gender: "2",
        colours_loved: ["10", "11"],
      }),
    ).toEqual({ firstname: "Jules", gender: [2], colours_loved: [10, 11], comment: null });
  });
});

describe("the API's refusals of a step", () => {
  it("put §5's mandatory message and its fields beside the questions", () => {
    const problem = {
      type: "about:blank",
      title: "Firstname, gender are mandatory. birthdate is mandatory for KIDS.",
      status: 400,
      errors: { birthdate: ["birthdate is mandatory for KIDS"] },
    };
    expect(stepErrors(problem, [firstname, gender, birthdate])).toEqual({
      fieldErrors: { birthdate: ["profiles.error.birthdate_required"] },
      formErrors: ["profiles.error.mandatory"],
    });
  });

  it("name a future birthdate by the profile rules' code", () => {
    const problem = { type: "BIRTHDATE_IN_FUTURE", title: "The birthdate is in the future", status: 422 };
    expect(stepErrors(problem, [firstname, gender, birthdate])).toEqual({
      fieldErrors: { birthdate: ["profiles.error.birthdate_future"] },
      formErrors: [],
    });
  });

  it("turn the answers' messages into the page's words", () => {
    const problem = {
      type: "about:blank",
      title: "Invalid answers",
      status: 400,
      errors: {
        styles: ["Choose 2 answers at most"],
        colours_refused: ["A choice cannot be both loved and refused"],
        gender: ["This answer is required"],
      },
    };
    expect(stepErrors(problem, [gender, styles, refused]).fieldErrors).toEqual({
      styles: ["quiz.error.too_many:2"],
      colours_refused: ["quiz.error.loved_and_refused"],
      gender: ["quiz.error.choose_one"],
    });
  });

  it("say the answers could not be saved when the API fails", () => {
    expect(stepErrors({ type: "about:blank", title: "Bad gateway", status: 502 }, [gender])).toEqual({
      fieldErrors: {},
      formErrors: ["quiz.error.failed"],
    });
    expect(stepErrors(undefined, [gender]).formErrors).toEqual(["quiz.error.failed"]);
  });
});

describe("the size alert", () => {
  const sizes = question("top_size", "single", { choices: [choice(40, "XL"), choice(41, "3XL", false)] });
  const content = (type: "KID" | "WOMAN"): QuizContent => ({
    profile_type: type,
    steps: [{ slug: "sizes", position: 2, title: "Sizes", intro: null, questions: [sizes] }],
  });

  it("follows a woman's size we stock too few pieces in", () => {
    expect(hasSizeAlert(content("WOMAN"), { answers: { top_size: { choice_ids: [41], text: null } } })).toBe(true);
    expect(hasSizeAlert(content("WOMAN"), { answers: { top_size: { choice_ids: [40], text: null } } })).toBe(false);
    expect(hasSizeAlert(content("KID"), { answers: { top_size: { choice_ids: [41], text: null } } })).toBe(false);
    expect(hasSizeAlert(content("WOMAN"), null)).toBe(false);
  });
});
