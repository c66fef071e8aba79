import { Form, Link, useNavigation } from "react-router";
import { SIZES_SLUG, stepPath } from "#domain/quiz.js";
import { QuizStepFrame } from "~/routes/quiz/QuizStepFrame";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { pageTitle } from "~/lib/profiles.server";
import { goToNext, loadQuizStep, saveProgress, stepQuestions } from "./quiz.server";
import type { Route } from "./+types/size-alert";
import { privatePageMeta } from "~/lib/seo";

/**
 * /quiz/{code}/woman/size-alert/{profileId}: after a woman's sizes, when one of them is a size we
 * stock too few pieces in (a choice with is_stocked false): say so, then change the sizes or go on.
 */
export async function loader(args: Route.LoaderArgs) {
  const quiz = await loadQuizStep(args, { kind: "size-alert" });
  // The sizes chosen that we stock too few pieces in, by their labels
  const rare = (stepQuestions(quiz.content, SIZES_SLUG) ?? []).flatMap((question) =>
    question.choices
      .filter((choice) => !choice.is_stocked && quiz.quiz.answers[question.key]?.choice_ids.includes(choice.id))
      .map((choice) => choice.label),
  );
  return {
    frame: quiz.frame,
    profile: { id: quiz.profile.id, profile_type: quiz.profile.profile_type },
    sizes: [...new Set(rare)],
    sizesPath: stepPath(quiz.code, { kind: "question", slug: SIZES_SLUG }, quiz.profile.id),
    pageTitle: await pageTitle(quiz.ctx, "quiz.meta.title", {
      step: await pageTitle(quiz.ctx, "quiz.size_alert.title"),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

/** "Continue anyway": the quiz goes on past the alert. */
export async function action(args: Route.ActionArgs) {
  const quiz = await loadQuizStep(args, { kind: "size-alert" });
  await readForm(args.request);
  await saveProgress(quiz.ctx, quiz.profile.id, quiz.code, quiz.next);
  goToNext(quiz);
}

export default function SizeAlert({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const { frame, sizes, sizesPath } = loaderData;
  const list = new Intl.ListFormat(language, { type: "conjunction" }).format(sizes);
  return (
    <QuizStepFrame frame={frame} title={t("quiz.size_alert.title")}>
      <div className="quiz-alert">
        <p>{t("quiz.size_alert.text", { sizes: list })}</p>
        <p>{t("quiz.size_alert.hint")}</p>
      </div>
      <Form method="post" className="form-actions">
        <Link to={href(sizesPath)} className="button button--secondary">
          {t("quiz.size_alert.change")}
        </Link>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("quiz.size_alert.continue")}
        </button>
      </Form>
    </QuizStepFrame>
  );
}
