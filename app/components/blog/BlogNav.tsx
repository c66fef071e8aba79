import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import type { components } from "~/services/api-schema";
import { useLocalizedHref } from "~/services/links";

type Category = components["schemas"]["BlogCategory"];

/** The blog's categories, "all posts" first; the page being shown is marked as current. */
export function CategoryNav({ categories, current }: { categories: Category[]; current: string | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const links = [
    { key: "all", to: href("/blog"), label: t("blog.all_posts"), current: current === null },
    ...categories.map((category) => ({
      key: category.slug,
      to: href(`/blog/category/${category.slug}`),
      label: category.name,
      current: current === category.slug,
    })),
  ];
  return (
    <nav className="blog-categories" aria-label={t("blog.categories_label")}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} aria-current={link.current ? "page" : undefined} viewTransition>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Page numbers around the current one, with the first and the last: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pages: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  shown.sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ["gap" as const, n] : [n]));
}

/**
 * Links to the other pages of a list (real links, ?page=2, so they work without JavaScript and
 * crawlers follow them): newer and older posts around the page numbers.
 */
export function Pager({ page, pages, path }: { page: number; pages: number; path: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (pages <= 1) return null;
  const to = (n: number) => (n === 1 ? href(path) : `${href(path)}?page=${n}`);
  return (
    <nav className="blog-pager" aria-label={t("blog.pagination_label")}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} rel="prev" className="blog-pager__step" viewTransition>
              <span aria-hidden="true">← </span>
              {t("blog.newer_posts")}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} className="blog-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                className="blog-pager__number"
                aria-current={n === page ? "page" : undefined}
                viewTransition
              >
                <span className="visually-hidden">{t("blog.page_word")} </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={to(page + 1)} rel="next" className="blog-pager__step" viewTransition>
              {t("blog.older_posts")}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
