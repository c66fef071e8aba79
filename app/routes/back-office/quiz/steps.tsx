import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/steps";
import { requireStaff } from "../staff.server";
import { QuizTypeTabs } from "./QuizTypeTabs";
import { loadQuiz, profileTypeOf } from "./quiz.server";
import "./quiz.css";

/** /back-office/quiz?type=kid|woman (manage:quiz): the quiz's steps in order, their questions and choices. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:quiz");
  const type = profileTypeOf(new URL(args.request.url).searchParams.get("type") ?? "kid");
  return { type, quiz: await loadQuiz(api, type) };
}

export default function QuizSteps({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "fr";
  const { type, quiz } = loaderData;
  return (
    <section className="bo-page bo-quiz" aria-labelledby="bo-quiz-title">
      <h1 id="bo-quiz-title">{t("back-office-quiz.title")}</h1>
      <QuizTypeTabs type={type} />
      <p>{t("back-office-quiz.intro")}</p>
      <ol className="bo-quiz-steps">
        {quiz.steps.map((step) => (
          <li key={step.id} className="bo-card">
            <h2>
              <Link to={`/back-office/quiz/${type.toLowerCase()}/${step.slug}`}>{step.title[language]}</Link>{" "}
              <code>{step.slug}</code>
            </h2>
            {step.intro && <p>{step.intro[language]}</p>}
            <ul>
              {step.questions.map((question) => (
                <li key={question.id}>
                  {question.label[language]}{" "}
                  <span className="bo-badge">{t(`back-office-quiz.kind.${question.kind}`)}</span>
                  {question.required && <span className="bo-badge">{t("back-office-quiz.required")}</span>}
                  {question.choices.length > 0 && (
                    <p className="bo-quiz-choices">
                      {question.choices.map((choice) => (
                        <span
                          key={choice.id}
                          className={choice.is_active ? "bo-quiz-choice" : "bo-quiz-choice bo-quiz-choice--off"}
                        >
                          {choice.hex && <span className="bo-quiz-swatch" style={{ background: choice.hex }} />}
                          {choice.label[language]}
                          {!choice.is_active && (
                            <span className="visually-hidden"> ({t("back-office-quiz.inactive")})</span>
                          )}
                        </span>
                      ))}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
