import { Link } from "react-router";
import type { ProfileType } from "#domain/profiles.js";
import { PROFILE_TYPES } from "#domain/profiles.js";
import { useTranslation } from "~/i18n";

/** The two quizzes, a kid's and a woman's: the one shown is the current page. */
export function QuizTypeTabs({ type }: { type: ProfileType }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("back-office-quiz.types")} className="bo-tabs">
      {PROFILE_TYPES.map((candidate) => (
        <Link
          key={candidate}
          to={`/back-office/quiz?type=${candidate.toLowerCase()}`}
          className={candidate === type ? "active" : undefined}
          aria-current={candidate === type ? "page" : undefined}
        >
          {t(`back-office-quiz.type.${candidate}`)}
        </Link>
      ))}
    </nav>
  );
}
