import { describe, expect, it } from "vitest";
import {
  afterQuiz,
  booksBox,
  codeFamily,
  codeProfileType,
  identityPath,
  isQuizCode,
  nextQuizCode,
  nextStep,
  previousStep,
  quizFlow,
  stepPath,
  stepProgress,
  type FlowStep,
  type QuizCode,
} from "#domain/quiz.js";

/** The content steps the API serves (contract: KID and WOMAN step slugs, in order). */
const KID_SLUGS = ["identity", "sizes", "colours", "prints", "styles", "needs", "never", "comment"];
const WOMAN_SLUGS = ["identity", "sizes", "fit", "styles", "colours", "budget", "comment"];

const kinds = (flow: FlowStep[]) => flow.map((step) => (step.kind === "question" ? step.slug : step.kind));

describe("quiz codes", () => {
  it("know the ten codes and nothing else", () => {
    expect(isQuizCode("signup")).toBe(true);
    expect(isQuizCode("new-profile-woman")).toBe(true);
    expect(isQuizCode("new-woman")).toBe(false);
    expect(isQuizCode(3)).toBe(false);
  });

  it("read the profile type and family of a code", () => {
    expect(codeProfileType("client")).toBe("KID");
    expect(codeProfileType("new-kid")).toBe("KID");
    expect(codeProfileType("paused-woman")).toBe("WOMAN");
    expect(codeProfileType("new-profile-woman")).toBe("WOMAN");
    expect(codeFamily("new-kid")).toBe("new");
    expect(codeFamily("new-profile-woman")).toBe("new");
    expect(codeFamily("subscriber-woman")).toBe("subscriber");
    expect(codeFamily("signup")).toBe("signup");
  });

  it("book a box for every code but a subscriber's", () => {
    expect(booksBox("subscriber")).toBe(false);
    expect(booksBox("subscriber-woman")).toBe(false);
    for (const code of ["client", "paused-woman", "signup", "new-kid"] as QuizCode[]) expect(booksBox(code)).toBe(true);
  });
});

describe("nextQuizCode (§4)", () => {
  it("one shot or terminated gives client", () => {
    expect(nextQuizCode("KID", { subscription_status: "ONE_SHOT" }, true)).toBe("client");
    expect(nextQuizCode("WOMAN", { subscription_status: "TERMINATED_SUBSCRIPTION" }, true)).toBe("client-woman");
  });

  it("paused gives paused", () => {
    expect(nextQuizCode("KID", { subscription_status: "PAUSED_SUBSCRIPTION" }, true)).toBe("paused");
    expect(nextQuizCode("WOMAN", { subscription_status: "PAUSED_SUBSCRIPTION" }, true)).toBe("paused-woman");
  });

  it("an active subscription gives subscriber", () => {
    expect(nextQuizCode("KID", { subscription_status: "ONGOING_SUBSCRIPTION" }, true)).toBe("subscriber");
    expect(nextQuizCode("WOMAN", { subscription_status: "ONGOING_SUBSCRIPTION" }, false)).toBe("subscriber-woman");
  });

  it("a new profile of a client who has had boxes gives new-kid or new-profile-woman", () => {
    expect(nextQuizCode("KID", null, true)).toBe("new-kid");
    expect(nextQuizCode("WOMAN", null, true)).toBe("new-profile-woman");
    // A profile that never had a box is a new one too
    expect(nextQuizCode("KID", { subscription_status: null }, true)).toBe("new-kid");
  });

  it("a new profile of a client without boxes gives signup", () => {
    expect(nextQuizCode("KID", null, false)).toBe("signup");
    expect(nextQuizCode("WOMAN", { subscription_status: null }, false)).toBe("signup-woman");
  });
});

describe("quizFlow", () => {
  const base = { temporary: false, sizeAlert: false, subscription: false };

  it("a visitor's kid quiz: the account after the sizes, the photo before the comment, then booking", () => {
    expect(kinds(quizFlow({ ...base, code: "signup", slugs: KID_SLUGS, temporary: true }))).toEqual([
      "identity",
      "sizes",
      "account",
      "colours",
      "prints",
      "styles",
      "needs",
      "never",
      "photo",
      "comment",
      "profile",
      "membership",
      "checkout",
    ]);
  });

  it("a signed-up client's quiz has no account step", () => {
    expect(kinds(quizFlow({ ...base, code: "client", slugs: KID_SLUGS }))).not.toContain("account");
  });

  it("a woman's too-rare size brings the size alert after her sizes, before the account", () => {
    const flow = kinds(
      quizFlow({ ...base, code: "signup-woman", slugs: WOMAN_SLUGS, temporary: true, sizeAlert: true }),
    );
    expect(flow.slice(0, 4)).toEqual(["identity", "sizes", "size-alert", "account"]);
  });

  it("no size alert without a too-rare size", () => {
    expect(kinds(quizFlow({ ...base, code: "client-woman", slugs: WOMAN_SLUGS }))).not.toContain("size-alert");
  });

  it("no size alert for a kid, even when asked", () => {
    expect(kinds(quizFlow({ ...base, code: "client", slugs: KID_SLUGS, sizeAlert: true }))).not.toContain("size-alert");
  });

  it("a subscription brings its frequency step between membership and checkout", () => {
    expect(kinds(quizFlow({ ...base, code: "paused", slugs: KID_SLUGS, subscription: true })).slice(-3)).toEqual([
      "membership",
      "subscription",
      "checkout",
    ]);
  });

  it("a subscriber's quiz ends at the profile step: no box is booked", () => {
    expect(kinds(quizFlow({ ...base, code: "subscriber", slugs: KID_SLUGS })).slice(-3)).toEqual([
      "photo",
      "comment",
      "profile",
    ]);
  });

  it("content without a comment step still has the photo, before the profile step", () => {
    expect(kinds(quizFlow({ ...base, code: "new-kid", slugs: ["identity", "sizes"] }))).toEqual([
      "identity",
      "sizes",
      "photo",
      "profile",
      "membership",
      "checkout",
    ]);
  });

  it("next, previous and progress walk the flow", () => {
    const flow = quizFlow({ ...base, code: "client", slugs: KID_SLUGS });
    const sizes: FlowStep = { kind: "question", slug: "sizes" };
    expect(nextStep(flow, sizes)).toEqual({ kind: "question", slug: "colours" });
    expect(previousStep(flow, sizes)).toEqual({ kind: "question", slug: "identity" });
    expect(previousStep(flow, { kind: "question", slug: "identity" })).toBeUndefined();
    expect(nextStep(flow, { kind: "checkout" })).toBeUndefined();
    expect(nextStep(flow, { kind: "account" })).toBeUndefined();
    expect(stepProgress(flow, sizes)).toEqual({ current: 2, total: flow.length });
  });

  it("counts the same steps from the first to the last, whatever comes and goes (issue 23)", () => {
    const visitor = quizFlow({
      code: "signup",
      slugs: KID_SLUGS,
      temporary: true,
      sizeAlert: false,
      subscription: false,
    });
    const member = quizFlow({
      code: "signup",
      slugs: KID_SLUGS,
      temporary: false,
      sizeAlert: false,
      subscription: true,
    });
    const sizes: FlowStep = { kind: "question", slug: "sizes" };
    const colours: FlowStep = { kind: "question", slug: "colours" };
    // before the account (a visitor) and after it (a member who chose a subscription): one count
    expect(stepProgress(visitor, sizes)).toEqual({ current: 2, total: 12 });
    expect(stepProgress(visitor, { kind: "account" })).toBeNull();
    expect(stepProgress(member, colours)).toEqual({ current: 3, total: 12 });
    expect(stepProgress(member, { kind: "subscription" })).toBeNull();
    expect(stepProgress(member, { kind: "checkout" })).toEqual({ current: 12, total: 12 });
    const woman = (sizeAlert: boolean) =>
      quizFlow({ code: "signup-woman", slugs: WOMAN_SLUGS, temporary: false, sizeAlert, subscription: false });
    expect(stepProgress(woman(true), { kind: "question", slug: "fit" })).toEqual(
      stepProgress(woman(false), { kind: "question", slug: "fit" }),
    );
  });
});

describe("stepPath and identityPath (§2 quiz routes)", () => {
  it("the identity step of a new profile", () => {
    expect(identityPath("signup", null)).toBe("/quiz/signup/kid");
    expect(identityPath("signup-woman", null)).toBe("/quiz/signup/woman");
    expect(identityPath("new-kid", null)).toBe("/quiz/new-kid/kid");
    expect(identityPath("new-profile-woman", null)).toBe("/quiz/new-profile/woman");
  });

  it("the identity step of an existing profile", () => {
    expect(identityPath("new-kid", 7)).toBe("/quiz/new-kid/kid/7");
    expect(identityPath("new-profile-woman", 7)).toBe("/quiz/new-profile/woman/7");
    expect(identityPath("client", 7)).toBe("/quiz/client/kid/7");
    expect(identityPath("paused-woman", 7)).toBe("/quiz/paused-woman/woman/7");
    expect(stepPath("signup", { kind: "question", slug: "identity" }, 7)).toBe("/quiz/signup/kid/7");
  });

  it("content steps: a kid's by query, a woman's in the path, the comment its own", () => {
    expect(stepPath("client", { kind: "question", slug: "sizes" }, 7)).toBe("/quiz/client/sizes?profileId=7");
    expect(stepPath("client-woman", { kind: "question", slug: "fit" }, 7)).toBe("/quiz/client-woman/woman/fit/7");
    expect(stepPath("signup", { kind: "question", slug: "comment" }, 7)).toBe("/quiz/signup/comment/7");
    expect(stepPath("signup-woman", { kind: "question", slug: "comment" }, 7)).toBe("/quiz/signup-woman/comment/7");
  });

  it("the account, size alert and profile steps", () => {
    expect(stepPath("signup", { kind: "account" }, 7)).toBe("/quiz/signup/account?profileId=7");
    expect(stepPath("signup-woman", { kind: "account" }, 7)).toBe("/quiz/signup-woman/woman/account/7");
    expect(stepPath("client-woman", { kind: "size-alert" }, 7)).toBe("/quiz/client-woman/woman/size-alert/7");
    expect(stepPath("client", { kind: "profile" }, 7)).toBe("/quiz/client/profile/7");
    expect(stepPath("client-woman", { kind: "profile" }, 7)).toBe("/quiz/client-woman/woman/profile/7");
  });

  it("the photo and booking steps", () => {
    expect(stepPath("signup", { kind: "photo" }, 7)).toBe("/quiz/signup/photo/7");
    expect(stepPath("paused", { kind: "membership" }, 7)).toBe("/quiz/paused/membership/7");
    expect(stepPath("paused", { kind: "subscription" }, 7)).toBe("/quiz/paused/subscription/7");
    expect(stepPath("client-woman", { kind: "checkout" }, 7)).toBe("/quiz/client-woman/checkout/7");
  });

  it("no path but the identity's before the profile exists", () => {
    expect(() => stepPath("signup", { kind: "question", slug: "sizes" }, null)).toThrow();
  });
});

describe("afterQuiz (§2 after a quiz)", () => {
  it("new-kid and new-profile go to the kid choice", () => {
    expect(afterQuiz({ code: "new-kid", step: "profile", profileId: 7 })).toBe("/login/kid-choice");
    expect(afterQuiz({ code: "new-profile-woman", step: "identity", profileId: null })).toBe("/login/kid-choice");
  });

  it("the profile step goes to the profile's page", () => {
    expect(afterQuiz({ code: "client", step: "profile", profileId: 7 })).toBe("/profil/7");
    expect(afterQuiz({ code: "signup-woman", step: "profile", profileId: 7 })).toBe("/profil/woman/7");
  });

  it("signup codes go home, or to the women's home", () => {
    expect(afterQuiz({ code: "signup", step: "question", profileId: 7 })).toBe("/");
    expect(afterQuiz({ code: "signup", step: "identity", profileId: null })).toBe("/");
    expect(afterQuiz({ code: "signup-woman", step: "membership", profileId: 7 })).toBe("/woman");
  });

  it("a kid's signup membership step goes to the comment step", () => {
    expect(afterQuiz({ code: "signup", step: "membership", profileId: 7 })).toBe("/quiz/signup/comment/7");
  });

  it("client, paused and subscriber codes go to the profile step", () => {
    expect(afterQuiz({ code: "client", step: "question", profileId: 7 })).toBe("/quiz/client/profile/7");
    expect(afterQuiz({ code: "paused-woman", step: "checkout", profileId: 7 })).toBe(
      "/quiz/paused-woman/woman/profile/7",
    );
    expect(afterQuiz({ code: "subscriber", step: "photo", profileId: 7 })).toBe("/quiz/subscriber/profile/7");
  });

  it("otherwise back: no path", () => {
    expect(afterQuiz({ code: "client", step: "identity", profileId: null })).toBeUndefined();
  });
});
