import { Link } from "react-router";
import { useLocalizedHref } from "~/lib/links";
import "./pager.css";

/** Page numbers around the current one, with the first and the last: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pages: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  shown.sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ["gap" as const, n] : [n]));
}

/** The pager's words, translated by the list it pages: the navigation's name, the steps, "page". */
export type PagerLabels = { label: string; previous: string; next: string; page: string };

/**
 * Links to the other pages of a list (real links, ?page=2, so they work without JavaScript and
 * crawlers follow them): the previous and next pages around the page numbers. `path` is the list's
 * path without its language prefix; `query` the list's filters, kept from page to page.
 */
export function Pager({
  page,
  pages,
  path,
  labels,
  query = {},
}: {
  page: number;
  pages: number;
  path: string;
  labels: PagerLabels;
  query?: Record<string, string>;
}) {
  const href = useLocalizedHref();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const search = new URLSearchParams(query);
    if (n > 1) search.set("page", String(n));
    const text = search.toString();
    return text ? `${href(path)}?${text}` : href(path);
  };
  return (
    <nav className="pager" aria-label={labels.label}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} rel="prev" viewTransition>
              <span aria-hidden="true">← </span>
              {labels.previous}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={to(n)} aria-current={n === page ? "page" : undefined} viewTransition>
                <span className="visually-hidden">{labels.page} </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={to(page + 1)} rel="next" viewTransition>
              {labels.next}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
