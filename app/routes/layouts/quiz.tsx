import { useTranslation } from "~/i18n";
import { Link, Outlet } from "react-router";
import { ErrorPage, errorMeta } from "~/components/ErrorPage";
import { useLocalizedHref } from "~/services/links";
import type { Route } from "./+types/quiz";

/**
 * The quiz layout (§2): no navigation, banner or footer to leave the flow by accident — the logo
 * and a way out, then the step.
 */
function QuizChrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <div className="quiz-layout">
      <a className="skip-link" href="#main">
        {t("nav.skip_to_content")}
      </a>
      <header className="quiz-layout__header">
        <Link to={href("/")} aria-label={t("nav.home_label")}>
          <img src="/logo.svg" alt="" width={132} height={36} />
        </Link>
        <Link to={href("/")} className="quiz-layout__exit">
          {t("quiz.exit")}
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="quiz-layout__main">
        {children}
      </main>
    </div>
  );
}

export default function QuizLayout() {
  return (
    <QuizChrome>
      <Outlet />
    </QuizChrome>
  );
}

export const meta: Route.MetaFunction = errorMeta;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <QuizChrome>
      <ErrorPage error={error} />
    </QuizChrome>
  );
}
