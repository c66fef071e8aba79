import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n";
import { Link, Outlet, useLocation, useMatches, useNavigate, useRouteLoaderData } from "react-router";
import { ErrorPage, errorMeta } from "~/components/ErrorPage";
import { QUIZ_TITLE_ID, type QuizFrame } from "~/routes/quiz/QuizStepFrame";
import type { RootData } from "~/root";
import { useLocalizedHref } from "~/lib/links";
import { isWomanArea } from "~/lib/woman-area";
import type { Route } from "./+types/layout";
import "./quiz-layout.css";
import "./quiz.css";

/** The frame the step's loader returned (app/routes/quiz/quiz.server.ts), if the page is a quiz step. */
function useFrame(): QuizFrame | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const frame = (match.data as { frame?: QuizFrame } | undefined)?.frame;
    if (frame) return frame;
  }
  return undefined;
}

/**
 * The way out of the quiz: §2 "after a quiz" for this step (afterQuiz) when it names a page;
 * otherwise back in the history, which a plain link to the previous step stands for without
 * JavaScript (and home when there is no previous step either).
 */
function ExitLink() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const frame = useFrame();
  if (frame?.exit) {
    return (
      <Link to={href(frame.exit)} className="quiz-layout__exit">
        {t("quiz.exit")}
      </Link>
    );
  }
  const fallback = href(frame?.back ?? "/");
  return (
    <Link
      to={fallback}
      className="quiz-layout__exit"
      onClick={(event) => {
        if (window.history.length <= 1) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      {t("quiz.exit")}
    </Link>
  );
}

/**
 * With JavaScript a step changes without a full reload: the new step's title takes the focus (a
 * screen reader reads where the family is) and the page goes back to its top. The first render
 * leaves focus and scroll to the browser; a refused post (same address) keeps them on the form.
 */
function useStepFocus() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.getElementById(QUIZ_TITLE_ID)?.focus({ preventScroll: true });
  }, [location.pathname, location.search]);
}

/**
 * The quiz layout (§2): no navigation, banner or footer to leave the flow by accident — the logo
 * and a way out, then the step.
 */
function QuizChrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRouteLoaderData<RootData>("root");
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const woman = isWomanArea(leaf?.pathname ?? "/", matches);
  useStepFocus();
  return (
    <div className={`quiz-layout ${woman ? "theme-woman" : "theme-kid"}`}>
      <a className="skip-link" href="#main">
        {t("nav.skip_to_content")}
      </a>
      <header className="quiz-layout__header">
        <Link to={href("/")} aria-label={t("nav.home_label")}>
          <img src="/logo.svg" alt="" width={132} height={36} />
        </Link>
        <ExitLink />
      </header>
      {root?.notice && (
        <p className="notice" role="status">
          {t(root.notice)}
        </p>
      )}
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
