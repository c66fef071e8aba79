import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import {
  COMMENT_SLUG,
  IDENTITY_SLUG,
  codeProfileType,
  identityPath,
  nextStep,
  stepPath,
  type FlowStep,
  type QuizCode,
} from "#domain/quiz.js";
import { FormErrors } from "~/components/forms/Field";
import { QuestionField } from "~/routes/quiz/QuestionField";
import { QuizStepFrame, type QuizFrame } from "~/routes/quiz/QuizStepFrame";
import {
  answersBody,
  chosenChoice,
  defaultAnswers,
  stepSchema,
  type QuizAnswers,
  type QuizFormValue,
  type QuizFormValues,
  type QuizQuestion,
} from "~/routes/quiz/quiz-form";
import { useTranslation } from "~/i18n";
import { loadClient } from "~/lib/client.server";
import { getRequestContext, type RequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { localizePath, stripLanguage } from "~/lib/paths";
import { createBody, pageTitle } from "~/lib/profiles.server";
import { profilePath } from "~/lib/profiles";
import { flashNotice, renewSession, type SessionData } from "~/lib/session.server";
import {
  buildFlow,
  frameOf,
  isSignupCode,
  loadQuizContent,
  loadQuizStep,
  notFound,
  quizGuards,
  stepErrors,
  stepName,
  urlProfileId,
  urlQuizCode,
  type QuizArgs,
} from "./quiz.server";
import type { Route } from "./+types/step";
import { privatePageMeta } from "~/lib/seo";

/**
 * Every content step of the quiz (identity, sizes, colours… comment), on the identity, slug,
 * woman slug and comment routes of app/routes.ts: the step's questions as the API serves them,
 * pre-filled with the profile's answers, posted to this page's action, which saves them and goes
 * on to the next step. A new profile's identity step creates the profile (and, for a visitor, the
 * temporary account of §9 first). /quiz/comment/{kidId} is the comment alone, from a profile page.
 */

/** Which content step the URL names: {slug}, the comment routes, else the identity step. */
function slugOf(request: Request, params: QuizArgs["params"]): string {
  if (params.slug) return params.slug;
  const segments = stripLanguage(new URL(request.url).pathname).split("/");
  return segments[2] === COMMENT_SLUG || segments[3] === COMMENT_SLUG ? COMMENT_SLUG : IDENTITY_SLUG;
}

/** /quiz/comment/{kidId}: the comment for the stylist on its own, outside a quiz. */
function isCommentAlone(request: Request): boolean {
  return stripLanguage(new URL(request.url).pathname).split("/")[2] === COMMENT_SLUG;
}

type StepPage = {
  ctx: RequestContext;
  code: QuizCode;
  slug: string;
  title: string;
  intro: string | null;
  questions: QuizQuestion[];
  answers: QuizAnswers | undefined;
  frame: QuizFrame;
  profile: { id: number; firstname: string; profile_type: "KID" | "WOMAN"; photo_url: string | null } | null;
  /** The facts the next step depends on (the flow), for the action. */
  flowOf: (answers: QuizAnswers | undefined) => FlowStep[];
  progress: { code: string; step: string; completed_at: string | null } | null;
  alone: boolean;
  /** A visitor (no account yet) on a sign-up quiz's first step. */
  visitor: boolean;
};

/** The step of the URL: a new profile's identity, or a step of an existing profile's quiz. */
async function stepPage(args: QuizArgs): Promise<StepPage> {
  const { request, params } = args;
  const ctx = getRequestContext(args.context);
  const slug = slugOf(request, params);
  const step: FlowStep = { kind: "question", slug };
  const profileId = urlProfileId(request, params, ctx);

  // §2 /quiz/{code}/{slug} without ?profileId is about the active profile (§4): its own address
  const active = ctx.session.get("active_profile_id");
  if (profileId === null && slug !== IDENTITY_SLUG && active) {
    const url = new URL(request.url);
    url.searchParams.set("profileId", String(active));
    throw redirect(url.pathname + url.search);
  }

  if (profileId === null) {
    // A new profile: only the identity step of a sign-up or new-profile code has no profile yet
    const code = urlQuizCode(request, params);
    if (!code || slug !== IDENTITY_SLUG || stripLanguage(new URL(request.url).pathname) !== identityPath(code, null))
      notFound();
    // The visitor's first step is open to everyone (§4): the account comes with the answers
    if (!isSignupCode(code)) await guard({ ctx, request, params }, ...quizGuards(code, false));
    const client = await loadClient(ctx);
    const content = await loadQuizContent(ctx, codeProfileType(code));
    const identity = content.steps.find((candidate) => candidate.slug === IDENTITY_SLUG);
    if (!identity) notFound();
    const flowOf = (answers: QuizAnswers | undefined) =>
      buildFlow({
        code,
        content,
        quiz: answers ? { answers } : null,
        temporary: !client || client.is_temporary,
        subscription: false,
      });
    return {
      ctx,
      code,
      slug,
      title: identity.title,
      intro: identity.intro,
      questions: identity.questions,
      answers: undefined,
      frame: frameOf(code, flowOf(undefined), step, null),
      profile: null,
      flowOf,
      progress: null,
      alone: false,
      visitor: !client,
    };
  }

  const alone = isCommentAlone(request);
  if (alone && slug !== COMMENT_SLUG) notFound();
  const quiz = await loadQuizStep(args, step);
  const content = quiz.content.steps.find((candidate) => candidate.slug === slug);
  if (!content) notFound();
  const { profile } = quiz;
  const frame: QuizFrame = alone
    ? { ...quiz.frame, progress: null, back: profilePath(profile), exit: profilePath(profile) }
    : quiz.frame;
  return {
    ctx: quiz.ctx,
    code: quiz.code,
    slug,
    title: content.title,
    intro: content.intro,
    questions: content.questions,
    answers: quiz.quiz.answers,
    frame,
    profile: {
      id: profile.id,
      firstname: profile.firstname,
      profile_type: profile.profile_type,
      photo_url: profile.photo_url,
    },
    flowOf: (answers) =>
      buildFlow({
        code: quiz.code,
        content: quiz.content,
        quiz: { answers: answers ?? quiz.quiz.answers },
        temporary: quiz.client.is_temporary,
        subscription: false,
      }),
    progress: quiz.quiz.progress,
    alone,
    visitor: false,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const page = await stepPage(args);
  const suggestions = page.ctx.session.get("landing_suggestions") ?? {};
  return {
    frame: page.frame,
    profile: page.profile,
    slug: page.slug,
    title: page.title,
    intro: page.intro,
    questions: page.questions,
    // Landing suggestions (§2 sugg_g, sugg_t, sugg_b) start a new kid's gender and sizes
    defaults: defaultAnswers(page.questions, page.answers, suggestions),
    alone: page.alone,
    pageTitle: await pageTitle(page.ctx, "quiz.meta.title", { step: page.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

/** The answers of this post over the saved ones: what the next step depends on (a woman's sizes). */
function mergedAnswers(
  questions: readonly QuizQuestion[],
  saved: QuizAnswers | undefined,
  posted: Record<string, number[] | string | null>,
): QuizAnswers {
  const merged: QuizAnswers = { ...saved };
  for (const question of questions) {
    const value = posted[question.key];
    merged[question.key] = Array.isArray(value)
      ? { choice_ids: value, text: null }
      : { choice_ids: [], text: value ?? null };
  }
  return merged;
}

/** A new session for the visitor's temporary account keeps what the landing links left in it. */
function renewKeeping(ctx: RequestContext, tokens: Parameters<typeof renewSession>[1]) {
  const kept: Partial<SessionData> = { landing_suggestions: ctx.session.get("landing_suggestions") };
  renewSession(ctx.session, tokens);
  if (kept.landing_suggestions) ctx.session.set("landing_suggestions", kept.landing_suggestions);
}

export async function action(args: Route.ActionArgs) {
  const page = await stepPage(args);
  const { ctx, code, questions } = page;
  const form = await readForm(args.request);
  const submission = parseWithZod(form, { schema: stepSchema(questions) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const answers = answersBody(questions, submission.value);
  const refuse = (errors: ReturnType<typeof stepErrors>, status: number) =>
    data(submission.reply(errors), { status: status >= 500 ? 502 : status });

  let profileId = page.profile?.id ?? null;
  if (profileId === null) {
    // A visitor's quiz starts their temporary account (§9), signed in like any client
    if (page.visitor) {
      const { data: tokens, response } = await ctx.api.POST("/clients/temporary", {
        body: { locale: ctx.language, ...(ctx.pair ? { country: ctx.pair.country } : {}) },
      });
      if (!tokens) return refuse({ fieldErrors: {}, formErrors: ["quiz.error.failed"] }, response.status);
      renewKeeping(ctx, tokens);
    }
    const value = (key: string) => questions.find((question) => question.profile_field === key);
    const gender = value("gender");
    const text = (question: QuizQuestion | undefined) => {
      const answer = question && answers[question.key];
      return typeof answer === "string" ? answer : undefined;
    };
    const {
      data: created,
      error,
      response,
    } = await ctx.api.POST("/clients/me/kids", {
      body: createBody(codeProfileType(code), {
        firstname: text(value("firstname")),
        gender: gender ? (chosenChoice(gender, submission.value[gender.key])?.value ?? undefined) : undefined,
        birthdate: text(value("birthdate")),
      }),
    });
    if (!created) return refuse(stepErrors(error, questions), response.status);
    profileId = created.id;
    ctx.session.set("active_profile_id", created.id);
  }

  const flow = page.flowOf(mergedAnswers(questions, page.answers, answers));
  const step: FlowStep = { kind: "question", slug: page.slug };
  const next = nextStep(flow, step);
  // The comment alone leaves the quiz's progress where it was
  const resume = page.alone && page.progress ? page.progress : { code, step: next ? stepName(next) : "profile" };
  const { error, response } = await ctx.api.PUT("/clients/me/kids/{id}/quiz/{slug}", {
    params: { path: { id: String(profileId), slug: page.slug } },
    body: { answers, code: resume.code as QuizCode, next_step: resume.step },
  });
  if (error) {
    // The new profile exists already: its own identity step shows what went wrong on a new try
    if (!page.profile) throw redirect(localizePath(identityPath(code, profileId), ctx.language));
    return refuse(stepErrors(error, questions), response.status);
  }
  if (page.alone) {
    // A finished quiz stays finished: the comment alone does not make it one to resume
    if (page.progress?.completed_at) {
      const { error: progressError } = await ctx.api.PUT("/clients/me/kids/{id}/quiz-progress", {
        params: { path: { id: String(profileId) } },
        body: { code: resume.code as QuizCode, step: resume.step, completed: true },
      });
      if (progressError) return refuse({ fieldErrors: {}, formErrors: ["quiz.error.failed"] }, 502);
    }
    flashNotice(ctx.session, "quiz.comment.saved");
    throw redirect(localizePath(profilePath({ id: profileId, profile_type: codeProfileType(code) }), ctx.language));
  }
  throw redirect(localizePath(next ? stepPath(code, next, profileId) : "/", ctx.language));
}

/**
 * The step's questions in a form posted to the action, with or without JavaScript alike: the
 * action checks the answers with the step's schema (quiz-form.ts) and, when it refuses them,
 * answers what was sent and the errors by question (Conform's reply, "" for the whole form's),
 * which the form shows in place of the saved answers. No schema in the browser (decision 0066).
 */
function StepForm({
  formId,
  questions,
  defaults,
  refused,
  submitLabel,
}: {
  formId: string;
  questions: QuizQuestion[];
  defaults: QuizFormValues;
  refused: Route.ComponentProps["actionData"];
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const values = (refused?.initialValue ?? defaults) as Record<string, QuizFormValue>;
  const errors = refused?.error ?? {};
  return (
    // The browser's own checks would speak its language, not the page's: the action's answer does
    <Form method="post" id={formId} className="quiz-form" noValidate>
      <FormErrors errors={errors[""] ?? undefined} />
      {questions.map((question) => (
        <QuestionField
          key={question.key}
          question={question}
          id={`${formId}-${question.key}`}
          value={values[question.key]}
          errors={errors[question.key] ?? undefined}
        />
      ))}
      <div className="form-actions">
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

export default function Step({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { frame, slug, title, intro, questions, defaults, alone, profile } = loaderData;
  const formId = `quiz-${slug}-${profile?.id ?? "new"}`;
  return (
    <QuizStepFrame frame={frame} title={title} intro={intro}>
      <StepForm
        key={formId}
        formId={formId}
        questions={questions}
        defaults={defaults}
        refused={actionData}
        submitLabel={t(alone ? "quiz.save" : "quiz.next")}
      />
    </QuizStepFrame>
  );
}
