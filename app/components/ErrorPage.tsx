import { useTranslation } from "~/i18n";
import { Link, isRouteErrorResponse, useNavigate, useRouteLoaderData } from "react-router";
import { rootTexts } from "~/locales";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import "./error-page.css";

type RootBot = { isBot: boolean };

type MetaArgs = { error?: unknown; matches: readonly ({ id: string; data: unknown } | undefined)[] };

/**
 * The error page's title, for the layouts' meta: when a page's loader throws, its own meta does
 * not run, the boundary's does. Never indexed.
 */
export function errorMeta({ error, matches }: MetaArgs) {
  if (!error) return [];
  const texts = rootTexts(matches);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const key = notFound ? "error.not_found_title" : "error.unknown_title";
  return privatePageMeta(texts?.[key] ?? (notFound ? "Page Not Found" : "Error"));
}

/** A post the storefront could not take (decision 0026): said in the shopper's language. */
const REFUSED_INPUT: Record<number, string> = {
  400: "error.unreadable",
  413: "error.too_large",
  415: "error.unreadable",
};

/**
 * §2 error page: 'Oups..', a title for 404 or any other error, the message when the status is not
 * 404, and links home, back (history, or home if none), account and contact. Crawlers only get the
 * status and title: the error is reported, nothing more is offered to them.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const isBot = useRouteLoaderData<RootBot>("root")?.isBot ?? false;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const refusal = REFUSED_INPUT[status];
  const message =
    refusal && isRouteErrorResponse(error)
      ? t(refusal)
      : !notFound && isRouteErrorResponse(error)
        ? error.statusText || String(error.data ?? "")
        : !notFound && error instanceof Error
          ? t("error.unknown_message")
          : "";

  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__oups" aria-hidden="true">
        Oups..
      </p>
      <h1 id="error-title">{notFound ? t("error.not_found_title") : t("error.unknown_title")}</h1>
      {message && <p className="error-page__message">{message}</p>}
      {!isBot && (
        <nav aria-label={t("error.links_label")}>
          <ul className="error-page__links">
            <li>
              <Link to={href("/")}>{t("error.home")}</Link>
            </li>
            <li>
              <a
                href={href("/")}
                onClick={(event) => {
                  // "Back" follows the history when there is one, else goes home
                  if (window.history.length > 1) {
                    event.preventDefault();
                    navigate(-1);
                  }
                }}
              >
                {t("error.back")}
              </a>
            </li>
            <li>
              <Link to={href("/infos")}>{t("error.account")}</Link>
            </li>
            <li>
              <Link to={href("/contact")}>{t("error.contact")}</Link>
            </li>
          </ul>
        </nav>
      )}
    </section>
  );
}
