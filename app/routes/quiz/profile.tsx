import { Form, Link, redirect, useNavigation } from "react-router";
import { additionalQuizConfirmPath, booksBox, stepPath } from "#domain/quiz.js";
import { useDateFormat } from "~/lib/format";
import { QuizStepFrame } from "~/routes/quiz/QuizStepFrame";
import type { QuizAnswers, QuizStepContent } from "~/routes/quiz/quiz-form";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { pageTitle } from "~/lib/profiles.server";
import { goToNext, loadQuizStep, saveProgress } from "./quiz.server";
import type { Route } from "./+types/profile";
import { privatePageMeta } from "~/lib/seo";

/**
 * The profile step (/quiz/{code}/profile/{kidId}, /quiz/{code}/woman/profile/{kidId}): the answers
 * at a glance, each step with a link back to it. "Continue" goes on to the booking (membership);
 * a subscriber's quiz books nothing: the quiz is over, and the thank-you page follows.
 */
export async function loader(args: Route.LoaderArgs) {
  const quiz = await loadQuizStep(args, { kind: "profile" });
  const { profile, code } = quiz;
  const step = (slug: string) => stepPath(code, { kind: "question", slug }, profile.id);
  return {
    frame: quiz.frame,
    profile: {
      id: profile.id,
      firstname: profile.firstname,
      profile_type: profile.profile_type,
      photo_url: profile.photo_url,
    },
    steps: quiz.content.steps.map((content) => ({ ...content, path: step(content.slug) })),
    answers: quiz.quiz.answers,
    photoPath: stepPath(code, { kind: "photo" }, profile.id),
    booking: booksBox(code),
    pageTitle: await pageTitle(quiz.ctx, "quiz.meta.title", {
      step: await pageTitle(
        quiz.ctx,
        profile.profile_type === "WOMAN" ? "quiz.profile.title_woman" : "quiz.profile.title",
        {
          firstname: profile.firstname,
        },
      ),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

export async function action(args: Route.ActionArgs) {
  const quiz = await loadQuizStep(args, { kind: "profile" });
  await readForm(args.request);
  if (booksBox(quiz.code)) {
    await saveProgress(quiz.ctx, quiz.profile.id, quiz.code, quiz.next);
    goToNext(quiz);
  }
  // A subscriber's answers are saved: the quiz is over
  await saveProgress(quiz.ctx, quiz.profile.id, quiz.code, quiz.step, true);
  throw redirect(localizePath(additionalQuizConfirmPath(quiz.profile.id), quiz.ctx.language));
}

/** One question's answer as words: the choices' labels, the text, or the date in the page's language. */
function useAnswerText() {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (question: QuizStepContent["questions"][number], answers: QuizAnswers) => {
    const answer = answers[question.key];
    if (!answer) return t("quiz.profile.no_answer");
    if (question.kind === "single" || question.kind === "multiple") {
      const labels = question.choices
        .filter((choice) => answer.choice_ids.includes(choice.id))
        .map((choice) => choice.label);
      return labels.length ? labels.join(", ") : t("quiz.profile.no_answer");
    }
    if (!answer.text) return t("quiz.profile.no_answer");
    return question.kind === "date" ? formatDate(answer.text) : answer.text;
  };
}

export default function ProfileStep({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const answerText = useAnswerText();
  const { frame, profile, steps, answers, photoPath, booking } = loaderData;
  const woman = profile.profile_type === "WOMAN";
  return (
    <QuizStepFrame
      frame={frame}
      title={woman ? t("quiz.profile.title_woman") : t("quiz.profile.title", { firstname: profile.firstname })}
      intro={t("quiz.profile.intro")}
    >
      <ul className="quiz-summary">
        {steps.map((step) => (
          <li key={step.slug} className="quiz-summary__step">
            <div className="quiz-summary__head">
              <h2 id={`summary-${step.slug}`}>{step.title}</h2>
              <Link to={href(step.path)} aria-label={t("quiz.profile.modify_label", { step: step.title })}>
                {t("quiz.profile.modify")}
              </Link>
            </div>
            <dl>
              {step.questions.map((question) => (
                <div key={question.key} className="quiz-summary__row">
                  <dt>{question.label}</dt>
                  <dd>{answerText(question, answers)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        <li className="quiz-summary__step">
          <div className="quiz-summary__head">
            <h2>{t("quiz.profile.photo")}</h2>
            <Link to={href(photoPath)} aria-label={t("quiz.profile.modify_label", { step: t("quiz.profile.photo") })}>
              {t("quiz.profile.modify")}
            </Link>
          </div>
          <p>{t(profile.photo_url ? "quiz.profile.photo_yes" : "quiz.profile.photo_no")}</p>
        </li>
      </ul>
      <Form method="post" className="form-actions quiz-step__actions">
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t(booking ? "quiz.profile.continue" : "quiz.profile.finish")}
        </button>
      </Form>
    </QuizStepFrame>
  );
}
