/**
 * What every quiz page's loader and action share (§2 Quiz, decision 0030), the question steps'
 * and the booking steps' alike: which quiz code and profile the URL names, the quiz content and
 * the profile's saved answers, the order of the quiz's steps (domain/quiz.ts quizFlow), the frame
 * a step is drawn in (progress, back link, exit link) and saving where the quiz resumes.
 *
 * The booking pages (membership, subscription, checkout) use `loadQuizStep(args, { kind: … })` for
 * their frame and next step, and `saveProgress` when they move the quiz on: keep these exports.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import {
  afterQuiz,
  codeFamily,
  codeProfileType,
  IDENTITY_SLUG,
  isQuizCode,
  nextQuizCode,
  nextStep,
  previousStep,
  quizFlow,
  SIZES_SLUG,
  stepPath,
  stepProgress,
  type FlowStep,
  type QuizCode,
} from "#domain/quiz.js";
import type { ProfileType } from "#domain/profiles.js";
import type { QuizFrame } from "~/routes/quiz/QuizStepFrame";
import type { ProfileQuiz, QuizContent, QuizQuestion } from "~/routes/quiz/quiz-form";
import { orThrow } from "~/lib/api.server";
import { loadClient, type SignedInClient } from "~/lib/client.server";
import { getRequestContext, selectProfile, type RequestContext } from "~/lib/context.server";
import { guard, type GuardName } from "~/lib/guards.server";
import { localizePath, stripLanguage } from "~/lib/paths";
import type { components } from "~/generated/api-schema";
import { loadOwnProfile, loadProfiles, problemMessages } from "~/lib/profiles.server";
import type { Profile } from "~/lib/profiles";

type Problem = components["schemas"]["Problem"];

export type QuizArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
};

export function notFound(): never {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

// ── The URL: code and profile ──────────────────────────────────────────────────────────────────

/**
 * The quiz code a quiz URL names: the {code} segment, or the one its fixed path implies
 * (/quiz/signup/kid and /quiz/signup/account → signup, /quiz/signup/woman → signup-woman,
 * /quiz/new-kid/kid… → new-kid, /quiz/new-profile/woman… → new-profile-woman). Undefined for
 * /quiz/comment/{kidId}, whose code is its profile's (see quizCodeFor). An unknown code is a 404.
 */
export function urlQuizCode(request: Request, params: QuizArgs["params"]): QuizCode | undefined {
  if (params.code !== undefined) {
    if (!isQuizCode(params.code)) notFound();
    return params.code;
  }
  const [, , first, second] = stripLanguage(new URL(request.url).pathname).split("/");
  if (first === "signup") return second === "woman" ? "signup-woman" : "signup";
  if (first === "signup-woman") return "signup-woman";
  if (first === "new-kid") return "new-kid";
  if (first === "new-profile") return "new-profile-woman";
  if (first === "comment") return undefined;
  notFound();
}

/**
 * The profile a quiz URL is about: {kidId}, {editingKidId}, {profileId} or ?profileId (§2), or
 * null (a new profile's identity step). The session's active profile follows (§2; the editing
 * one is for this page only).
 */
export function urlProfileId(request: Request, params: QuizArgs["params"], ctx: RequestContext): number | null {
  const url = new URL(request.url);
  selectProfile(params, url, ctx.session);
  const named = params.kidId ?? params.editingKidId ?? params.profileId ?? url.searchParams.get("profileId");
  if (named === undefined || named === null) return null;
  if (!/^[1-9][0-9]{0,9}$/.test(named)) notFound();
  return Number(named);
}

/** §4: a profile's next quiz code, the client's other profiles telling whether they have had boxes. */
export async function quizCodeFor(ctx: RequestContext, profile: Profile): Promise<QuizCode> {
  const profiles = await loadProfiles(ctx);
  const hasBoxes = profiles.some((other) => other.has_requested);
  return nextQuizCode(profile.profile_type, profile, hasBoxes);
}

/** The guards of a quiz page (§4): signed in; the new-profile codes also the kids / new-kid / new-woman ones. */
export function quizGuards(code: QuizCode, editing: boolean): GuardName[] {
  if (code === "new-kid") return editing ? ["kids", "new-kid"] : ["kids"];
  if (code === "new-profile-woman") return ["kids", "new-woman"];
  return ["lc-auth"];
}

// ── Content, answers, flow ─────────────────────────────────────────────────────────────────────

export async function loadQuizContent(ctx: RequestContext, type: ProfileType): Promise<QuizContent> {
  return orThrow(await ctx.api.GET("/website/quiz", { params: { query: { profile_type: type } } }));
}

export async function loadProfileQuiz(ctx: RequestContext, profileId: number): Promise<ProfileQuiz> {
  return orThrow(await ctx.api.GET("/clients/me/kids/{id}/quiz", { params: { path: { id: String(profileId) } } }));
}

/** The questions of one content step (none for an unknown slug). */
export function stepQuestions(content: QuizContent, slug: string): QuizQuestion[] | undefined {
  return content.steps.find((step) => step.slug === slug)?.questions;
}

/** A woman chose a size we stock too few pieces in (a chosen size choice with is_stocked false). */
export function hasSizeAlert(content: QuizContent, quiz: Pick<ProfileQuiz, "answers"> | null): boolean {
  if (content.profile_type !== "WOMAN" || !quiz) return false;
  const sizes = stepQuestions(content, SIZES_SLUG) ?? [];
  return sizes.some((question) =>
    question.choices.some(
      (choice) => !choice.is_stocked && (quiz.answers[question.key]?.choice_ids ?? []).includes(choice.id),
    ),
  );
}

export type FlowFacts = {
  code: QuizCode;
  content: QuizContent;
  quiz: Pick<ProfileQuiz, "answers"> | null;
  /** The client's account is a visitor's temporary one (or there is no account yet). */
  temporary: boolean;
  /** The family chose a subscription (the booking steps carry ?frequency=). */
  subscription: boolean;
};

export function buildFlow({ code, content, quiz, temporary, subscription }: FlowFacts): FlowStep[] {
  return quizFlow({
    code,
    slugs: content.steps.map((step) => step.slug),
    temporary,
    sizeAlert: hasSizeAlert(content, quiz),
    subscription,
  });
}

/** How quiz progress names a step: a content step by its slug, the others by their kind. */
export function stepName(step: FlowStep): string {
  return step.kind === "question" ? step.slug : step.kind;
}

/** The flow step a saved progress names, if the flow has it. */
export function flowStepNamed(flow: readonly FlowStep[], name: string): FlowStep | undefined {
  return flow.find((step) => stepName(step) === name);
}

/** The exit of §2 "after a quiz" for a step. */
export function exitPath(code: QuizCode, step: FlowStep, profileId: number | null): string | null {
  const kind = step.kind === "question" && step.slug === IDENTITY_SLUG ? "identity" : step.kind;
  return afterQuiz({ code, step: kind, profileId }) ?? null;
}

/** Links keep the ?frequency= a family chose on the booking steps. */
function withQuery(path: string, query: URLSearchParams | undefined): string {
  const frequency = query?.get("frequency");
  if (!frequency) return path;
  return `${path}${path.includes("?") ? "&" : "?"}frequency=${encodeURIComponent(frequency)}`;
}

export function frameOf(
  code: QuizCode,
  flow: readonly FlowStep[],
  step: FlowStep,
  profileId: number | null,
  query?: URLSearchParams,
): QuizFrame {
  const back = previousStep(flow, step);
  return {
    code,
    profileId,
    progress: stepProgress(flow, step),
    back:
      back && (profileId !== null || back.kind === "question")
        ? withQuery(stepPath(code, back, profileId), query)
        : null,
    exit: exitPath(code, step, profileId),
  };
}

/**
 * Saves where the profile's quiz resumes (PUT …/quiz-progress), for the steps without answers
 * (photo, account, size alert, profile, membership…); `completed` when the quiz is over.
 */
export async function saveProgress(
  ctx: RequestContext,
  profileId: number,
  code: QuizCode,
  step: FlowStep | undefined,
  completed = false,
) {
  const { error, response } = await ctx.api.PUT("/clients/me/kids/{id}/quiz-progress", {
    params: { path: { id: String(profileId) } },
    body: { code, step: step ? stepName(step) : "profile", ...(completed ? { completed: true } : {}) },
  });
  if (error) throw new Response(response.statusText, { status: response.status >= 500 ? 502 : response.status });
}

// ── One step ───────────────────────────────────────────────────────────────────────────────────

export type QuizStep = {
  ctx: RequestContext;
  client: SignedInClient;
  code: QuizCode;
  profile: Profile;
  content: QuizContent;
  quiz: ProfileQuiz;
  flow: FlowStep[];
  step: FlowStep;
  /** What the page's loader returns as `frame` (QuizStepFrame, the quiz layout's exit link). */
  frame: QuizFrame;
  /** The step after this one, and its path (unprefixed; undefined at the end of the quiz). */
  next: FlowStep | undefined;
  nextPath: string | undefined;
};

/**
 * A quiz step of an existing profile, for a loader or an action: the code (a 404 when unknown),
 * the guards (signed in; kids / new-kid / new-woman for the new-profile codes), the profile (404
 * for another client's or one of the other profile type), its content, answers and flow, and the
 * frame. A step that is not part of this profile's quiz is a 404.
 * `subscription`: the family chose a subscription (by default: ?frequency= in the URL);
 * `temporary`: the flow of a visitor's quiz (with its account step) whatever the account is now.
 */
export async function loadQuizStep(
  args: QuizArgs,
  step: FlowStep,
  options: { subscription?: boolean; guards?: GuardName[]; temporary?: boolean } = {},
): Promise<QuizStep> {
  const { request, params } = args;
  const ctx = getRequestContext(args.context);
  const fixed = urlQuizCode(request, params);
  const profileId = urlProfileId(request, params, ctx);
  await guard(
    { ctx, request, params },
    ...(options.guards ?? quizGuards(fixed ?? "client", Boolean(params.editingKidId))),
  );
  const client = await loadClient(ctx);
  if (!client || profileId === null) notFound();
  const profile = await loadOwnProfile(ctx, String(profileId));
  const code = fixed ?? (await quizCodeFor(ctx, profile));
  if (codeProfileType(code) !== profile.profile_type) notFound();
  const [content, quiz] = await Promise.all([
    loadQuizContent(ctx, profile.profile_type),
    loadProfileQuiz(ctx, profile.id),
  ]);
  const url = new URL(request.url);
  const flow = buildFlow({
    code,
    content,
    quiz,
    temporary: options.temporary ?? client.is_temporary,
    subscription: options.subscription ?? url.searchParams.has("frequency"),
  });
  if (!flowStepNamed(flow, stepName(step))) notFound();
  const next = nextStep(flow, step);
  return {
    ctx,
    client,
    code,
    profile,
    content,
    quiz,
    flow,
    step,
    frame: frameOf(code, flow, step, profile.id, url.searchParams),
    next,
    nextPath: next && withQuery(stepPath(code, next, profile.id), url.searchParams),
  };
}

/** The redirect to the step after this one, or to the quiz's end (§2 after a quiz) when there is none. */
export function goToNext(quiz: Pick<QuizStep, "ctx" | "code" | "profile" | "nextPath" | "step">): never {
  const path = quiz.nextPath ?? exitPath(quiz.code, quiz.step, quiz.profile.id) ?? "/";
  throw redirect(localizePath(path, quiz.ctx.language));
}

/** A new quiz's family: a visitor's sign-up quiz accepts a visitor on its first step. */
export function isSignupCode(code: QuizCode): boolean {
  return codeFamily(code) === "signup";
}

// ── Refusals ───────────────────────────────────────────────────────────────────────────────────

/** One of the API's messages about an answer, as a quiz.json key (English never reaches the page). */
function answerMessage(message: string | undefined, question: QuizQuestion): string {
  const text = message ?? "";
  if (/required|mandatory|missing|empty/i.test(text)) {
    if (question.kind === "single") return "quiz.error.choose_one";
    if (question.kind === "multiple") return "quiz.error.choose_some";
    return "quiz.error.required";
  }
  const most = /(\d+)\D*at most|at most (\d+)/i.exec(text);
  if (most && question.kind === "multiple") return `quiz.error.too_many:${most[1] ?? most[2]}`;
  if (/loved|refused|both/i.test(text)) return "quiz.error.loved_and_refused";
  if (/choice/i.test(text)) return "quiz.error.choice_unknown";
  return "quiz.error.invalid";
}

/** problemMessages' own words for a problem it has no rule code for. */
const GENERIC_PROFILE_MESSAGES = ["profiles.error.check_fields", "profiles.error.mandatory", "profiles.error.failed"];

export type StepErrors = { fieldErrors: Record<string, string[]>; formErrors: string[] };

/**
 * An API refusal of a step (PUT …/quiz/{slug}, or POST /clients/me/kids for a new profile's
 * identity) as locale keys beside the questions: the profile rules' messages (§5: the mandatory
 * fields, a birthdate in the future, a kid too old…) through the profile pages' own keys, the
 * answers' by question key. A 5xx or an unknown problem says the answers could not be saved.
 */
export function stepErrors(problem: Problem | undefined, questions: readonly QuizQuestion[]): StepErrors {
  if (!problem || problem.status >= 500) return { fieldErrors: {}, formErrors: ["quiz.error.failed"] };
  const fieldErrors: Record<string, string[]> = {};
  const questionOf = (name: string) =>
    questions.find((question) => question.key === name) ??
    questions.find((question) => question.profile_field === name);
  const { form, ...byProfileField } = problemMessages(problem);
  // A profile rule's code (a birthdate in the future, a kid too old…): the profile pages' message
  const byRule = form === undefined || !GENERIC_PROFILE_MESSAGES.includes(form);
  if (byRule) {
    for (const [field, key] of Object.entries(byProfileField)) {
      const question = questionOf(field);
      if (question && key) fieldErrors[question.key] = [key];
    }
    const formErrors = form ? [form] : Object.keys(fieldErrors).length ? [] : ["quiz.error.failed"];
    return { fieldErrors, formErrors };
  }
  // §5's mandatory fields keep the profile pages' words; the other answers say what is wrong
  const mandatory = form === "profiles.error.mandatory";
  for (const [name, messages] of Object.entries(problem.errors ?? {})) {
    const question = questionOf(name);
    if (!question) continue;
    const field = question.profile_field as keyof typeof byProfileField | null;
    const ruled = mandatory && field ? byProfileField[field] : undefined;
    fieldErrors[question.key] = [ruled ?? answerMessage(messages[0], question)];
  }
  if (mandatory) return { fieldErrors, formErrors: [form] };
  return { fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : ["quiz.error.failed"] };
}
