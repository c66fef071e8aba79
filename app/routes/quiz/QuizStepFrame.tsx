import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useLocalizedHref } from "~/lib/links";

/**
 * What every quiz page's loader returns as `frame` (app/routes/quiz/quiz.server.ts loadQuizStep
 * builds it): where the step stands in the quiz and where its links go. The quiz layout reads it
 * too, for its exit link. Paths are unprefixed; the components localize them.
 */
export type QuizFrame = {
  code: string;
  profileId: number | null;
  /** The step's number in the quiz and the quiz's length ("Étape 3 sur 11"); null outside a quiz. */
  progress: { current: number; total: number } | null;
  /** The previous step's path, none on the first step. */
  back: string | null;
  /** §2 "after a quiz" for this step (afterQuiz), or null: the way out is going back. */
  exit: string | null;
};

/** The id of every step's h1, which the quiz layout focuses after each step change. */
export const QUIZ_TITLE_ID = "quiz-step-title";

/**
 * The frame of a quiz step (shared by the question steps and the booking steps): the progress
 * indicator, the step's title (focusable, so the layout can move focus to it), a link back to
 * the previous step, then the step's own content — usually its form.
 */
export function QuizStepFrame({
  frame,
  title,
  intro,
  children,
}: {
  frame: QuizFrame;
  title: string;
  intro?: string | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { progress } = frame;
  return (
    <section className="quiz-step" aria-labelledby={QUIZ_TITLE_ID}>
      <div className="quiz-step__top">
        {frame.back ? (
          <Link to={href(frame.back)} className="quiz-step__back" prefetch="intent">
            <span aria-hidden="true">←</span> {t("quiz.back")}
          </Link>
        ) : (
          <span />
        )}
        {progress ? (
          <div className="quiz-progress">
            <p id="quiz-progress-text" className="quiz-progress__text">
              {t("quiz.progress", { current: progress.current, total: progress.total })}
            </p>
            <progress
              className="quiz-progress__bar"
              value={progress.current}
              max={progress.total}
              aria-labelledby="quiz-progress-text"
            />
          </div>
        ) : null}
      </div>
      <h1 id={QUIZ_TITLE_ID} tabIndex={-1} className="quiz-step__title">
        {title}
      </h1>
      {intro ? <p className="quiz-step__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
