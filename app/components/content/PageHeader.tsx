import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { useLocalizedHref } from "~/lib/links";
import "./content-pages.css";

type Crumb = { to: string; label: string };

/**
 * The top of a content page: where it sits (a breadcrumb from the home page, on detail pages),
 * an eyebrow, the page's only h1, an introduction, and anything the page adds (a portrait, a logo).
 */
export function PageHeader({
  eyebrow,
  title,
  intro,
  trail,
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** The pages above this one, home excluded (it is always first). */
  trail?: Crumb[];
  /** Shown beside the text from tablets up, above it on phones. */
  aside?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <header className={`content-header${aside ? " content-header--aside" : ""}`}>
      <div className="content-header__inner">
        {trail && (
          <nav className="breadcrumb" aria-label={t("pages.breadcrumb_label")}>
            <ol>
              <li>
                <Link to={href("/")}>{t("pages.home")}</Link>
              </li>
              {trail.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={href(crumb.to)}>{crumb.label}</Link>
                </li>
              ))}
              <li>
                <span aria-current="page">{title}</span>
              </li>
            </ol>
          </nav>
        )}
        {aside && <div className="content-header__aside">{aside}</div>}
        <div className="content-header__text">
          {eyebrow && <p className="home-eyebrow">{eyebrow}</p>}
          <h1>{title}</h1>
          {intro && <p className="content-header__intro">{intro}</p>}
          {children}
        </div>
      </div>
    </header>
  );
}

/** What a list page shows when it has nothing to list. */
export function EmptyState({ text }: { text: string }) {
  return <p className="content-empty">{text}</p>;
}
