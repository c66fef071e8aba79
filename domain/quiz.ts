/**
 * The style quiz's rules (§2 Quiz, §4): the ten quiz codes, which code a profile's next quiz takes,
 * the order of a quiz's steps and their paths, and where the family goes after a quiz. Pure: the API
 * and the storefront both read them, and each branch has its unit test (docs/decisions/0030-style-quiz.md).
 */
import type { ProfileSubscriptionStatus, ProfileType } from "./profiles";

export const QUIZ_CODES = [
  "client",
  "client-woman",
  "paused",
  "paused-woman",
  "signup",
  "signup-woman",
  "new-kid",
  "new-profile-woman",
  "subscriber",
  "subscriber-woman",
] as const;
export type QuizCode = (typeof QUIZ_CODES)[number];

export function isQuizCode(value: unknown): value is QuizCode {
  return typeof value === "string" && (QUIZ_CODES as readonly string[]).includes(value);
}

/** Woman codes end in -woman (new-profile-woman included); the others are a kid's. */
export function codeProfileType(code: QuizCode): ProfileType {
  return code.endsWith("-woman") ? "WOMAN" : "KID";
}

/** The code family without its universe: client, paused, signup, new (a new profile) or subscriber. */
export type CodeFamily = "client" | "paused" | "signup" | "new" | "subscriber";

export function codeFamily(code: QuizCode): CodeFamily {
  if (code === "new-kid" || code === "new-profile-woman") return "new";
  return code.replace(/-woman$/, "") as CodeFamily;
}

function codeOf(family: CodeFamily, type: ProfileType): QuizCode {
  if (family === "new") return type === "KID" ? "new-kid" : "new-profile-woman";
  return (type === "KID" ? family : `${family}-woman`) as QuizCode;
}

/**
 * §4 "next quiz code": an existing profile's quiz follows its subscription (one shot or terminated →
 * client, paused → paused, active → subscriber); a profile that never had a box, or a new one, takes
 * new-kid / new-profile-woman when the client already has a profile with a box, else signup.
 */
export function nextQuizCode(
  type: ProfileType,
  profile: { subscription_status: ProfileSubscriptionStatus | null } | null,
  clientHasBoxes: boolean,
): QuizCode {
  switch (profile?.subscription_status ?? null) {
    case "ONE_SHOT":
    case "TERMINATED_SUBSCRIPTION":
      return codeOf("client", type);
    case "PAUSED_SUBSCRIPTION":
      return codeOf("paused", type);
    case "ONGOING_SUBSCRIPTION":
      return codeOf("subscriber", type);
    default:
      return codeOf(clientHasBoxes ? "new" : "signup", type);
  }
}

/** A subscriber's quiz updates the answers; every other code ends by booking a box. */
export function booksBox(code: QuizCode): boolean {
  return codeFamily(code) !== "subscriber";
}

// ── Steps ──────────────────────────────────────────────────────────────────────────────────────

/** The content steps with a path of their own (the others are /quiz/{code}/{slug}). */
export const IDENTITY_SLUG = "identity";
export const COMMENT_SLUG = "comment";
/** The woman's sizes step: after it comes the size alert when a size is one we stock too little of. */
export const SIZES_SLUG = "sizes";

export type FlowStep =
  /** A step of the quiz content (identity, sizes, colours…, comment), by its slug. */
  | { kind: "question"; slug: string }
  /** The account form of a visitor's quiz (signup codes, while the account is temporary). */
  | { kind: "account" }
  | { kind: "size-alert" }
  | { kind: "photo" }
  /** The profile step: the answers at a glance, each with a link back to its step. */
  | { kind: "profile" }
  | { kind: "membership" }
  | { kind: "subscription" }
  | { kind: "checkout" };

export type FlowInput = {
  code: QuizCode;
  /** The content step slugs in order, identity first and comment among them (from the API). */
  slugs: readonly string[];
  /** The visitor has a temporary account: the account step comes after the sizes. */
  temporary: boolean;
  /** A woman chose a size we stock too little of. */
  sizeAlert: boolean;
  /** The family chose a subscription at the membership step (its frequency step follows). */
  subscription: boolean;
};

/**
 * The steps of a quiz in order: the content steps (the account after the sizes for a visitor, the
 * size alert after a woman's sizes when it applies, the photo before the comment), the profile
 * step, then the booking steps when the code books a box.
 */
export function quizFlow(input: FlowInput): FlowStep[] {
  const steps: FlowStep[] = [];
  const type = codeProfileType(input.code);
  for (const slug of input.slugs) {
    if (slug === COMMENT_SLUG) steps.push({ kind: "photo" });
    steps.push({ kind: "question", slug });
    if (slug === SIZES_SLUG) {
      if (type === "WOMAN" && input.sizeAlert) steps.push({ kind: "size-alert" });
      if (input.temporary) steps.push({ kind: "account" });
    }
  }
  if (!steps.some((step) => step.kind === "photo")) steps.push({ kind: "photo" });
  steps.push({ kind: "profile" });
  if (booksBox(input.code)) {
    steps.push({ kind: "membership" });
    if (input.subscription) steps.push({ kind: "subscription" });
    steps.push({ kind: "checkout" });
  }
  return steps;
}

export function sameStep(a: FlowStep, b: FlowStep): boolean {
  return a.kind === b.kind && (a.kind !== "question" || a.slug === (b as { slug: string }).slug);
}

function indexOf(flow: readonly FlowStep[], step: FlowStep): number {
  return flow.findIndex((candidate) => sameStep(candidate, step));
}

export function nextStep(flow: readonly FlowStep[], step: FlowStep): FlowStep | undefined {
  const index = indexOf(flow, step);
  return index < 0 ? undefined : flow[index + 1];
}

export function previousStep(flow: readonly FlowStep[], step: FlowStep): FlowStep | undefined {
  const index = indexOf(flow, step);
  return index <= 0 ? undefined : flow[index - 1];
}

/**
 * Steps that come and go during a quiz: the account form leaves the flow once the account is made,
 * the size alert and the subscription's frequency come with a choice. Counting them made the
 * indicator jump ("step 3 of 13", then "step 3 of 12", then "of 13" again): they are interludes
 * without a number.
 */
const INTERLUDES: ReadonlySet<FlowStep["kind"]> = new Set(["account", "size-alert", "subscription"]);

/**
 * Progress through the quiz, 1-based, for the indicator ("step 3 of 11"): the numbered steps only,
 * so the total stays the same from the first step to the last; null on an interlude.
 */
export function stepProgress(flow: readonly FlowStep[], step: FlowStep): { current: number; total: number } | null {
  if (INTERLUDES.has(step.kind)) return null;
  const numbered = flow.filter((candidate) => !INTERLUDES.has(candidate.kind));
  return { current: Math.max(0, indexOf(numbered, step)) + 1, total: numbered.length };
}

/**
 * A step's path (§2 quiz routes, without the language prefix). `profileId` is the kid or woman the
 * quiz is about; before the profile exists only the identity step has a path.
 */
export function stepPath(code: QuizCode, step: FlowStep, profileId: number | null): string {
  const woman = codeProfileType(code) === "WOMAN";
  if (step.kind === "question" && step.slug === IDENTITY_SLUG) return identityPath(code, profileId);
  if (profileId === null) throw new Error(`The ${step.kind} step needs a profile`);
  switch (step.kind) {
    case "question":
      if (step.slug === COMMENT_SLUG) return `/quiz/${code}/comment/${profileId}`;
      return woman
        ? `/quiz/${code}/woman/${step.slug}/${profileId}`
        : `/quiz/${code}/${step.slug}?profileId=${profileId}`;
    case "account":
      return woman ? `/quiz/${code}/woman/account/${profileId}` : `/quiz/${code}/account?profileId=${profileId}`;
    case "size-alert":
      return `/quiz/${code}/woman/size-alert/${profileId}`;
    case "profile":
      return woman ? `/quiz/${code}/woman/profile/${profileId}` : `/quiz/${code}/profile/${profileId}`;
    default:
      return `/quiz/${code}/${step.kind}/${profileId}`;
  }
}

/**
 * The identity step (first name, gender, birthdate): /quiz/signup/kid and /quiz/signup/woman for a
 * new visitor's profile, /quiz/new-kid/kid[/{editingKidId}] and /quiz/new-profile/woman[/{id}] for a
 * client's new one, /quiz/{code}/kid/{kidId} and /quiz/{code}/woman/{kidId} otherwise.
 */
export function identityPath(code: QuizCode, profileId: number | null): string {
  const woman = codeProfileType(code) === "WOMAN";
  const suffix = profileId === null ? "" : `/${profileId}`;
  if (code === "new-kid") return `/quiz/new-kid/kid${suffix}`;
  if (code === "new-profile-woman") return `/quiz/new-profile/woman${suffix}`;
  if (profileId === null) return woman ? "/quiz/signup/woman" : "/quiz/signup/kid";
  return woman ? `/quiz/${code}/woman/${profileId}` : `/quiz/${code}/kid/${profileId}`;
}

/** The booking's last page: the box to come, confirmed (signed-up guard). */
export function confirmPath(type: ProfileType, profileId: number, requestId: number): string {
  return type === "WOMAN" ? `/quiz/confirm/woman/${profileId}/${requestId}` : `/quiz/confirm/${profileId}/${requestId}`;
}

/** A subscriber's quiz (no box booked) ends on this thank-you page. */
export function additionalQuizConfirmPath(profileId: number): string {
  return `/quiz/additional-quiz/confirm/${profileId}`;
}

// ── After a quiz (§2) ──────────────────────────────────────────────────────────────────────────

export type AfterQuizInput = {
  code: QuizCode;
  /** The step the family leaves from. */
  step: FlowStep["kind"] | "identity";
  profileId: number | null;
};

/**
 * §2 "After a quiz", in the spec's order: the new-kid and new-profile routes go to the kid choice;
 * the profile step goes to the profile's page; signup codes go home (the women's home for a woman),
 * except a kid's signup membership step, which goes to the comment step; client, paused and
 * subscriber codes go to the profile step; anything else goes back (undefined: the previous page).
 */
export function afterQuiz({ code, step, profileId }: AfterQuizInput): string | undefined {
  const family = codeFamily(code);
  const woman = codeProfileType(code) === "WOMAN";
  if (family === "new") return "/login/kid-choice";
  if (step === "profile" && profileId !== null) return woman ? `/profil/woman/${profileId}` : `/profil/${profileId}`;
  if (family === "signup") {
    if (!woman && step === "membership" && profileId !== null) return `/quiz/${code}/comment/${profileId}`;
    return woman ? "/woman" : "/";
  }
  if (profileId !== null) return stepPath(code, { kind: "profile" }, profileId);
  return undefined;
}

// ── Booking (the box to come) ──────────────────────────────────────────────────────────────────

/** The subscription frequencies offered at the quiz's subscription step, in months between boxes. */
export const SUBSCRIPTION_FREQUENCIES = [1, 2, 3] as const;
/** A box's delivery date can be chosen up to this many days after the earliest one (the delays' pessimistic date). */
export const DELIVERY_WINDOW_DAYS = 60;
