import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { listingSearch, pageNumbers, type ListingFilters } from "../listing";

/**
 * Paging links of a listing: previous, the page numbers around the current one, next. Real links
 * with the filters in the query string, so they work without JavaScript and can be shared.
 */
export function ListingPager({ path, filters, pages }: { path: string; filters: ListingFilters; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const current = Math.min(filters.page, pages);
  const to = (page: number) => path + listingSearch(filters, { page });
  return (
    <nav className="shop-pager" aria-label={t("shop.pager.label")}>
      <ul>
        {current > 1 && (
          <li>
            <Link to={to(current - 1)} rel="prev" className="shop-pager__step">
              {t("shop.pager.previous")}
            </Link>
          </li>
        )}
        {pageNumbers(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="shop-pager__gap">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className="shop-pager__page shop-pager__page--current">
                  <span className="visually-hidden">{t("shop.pager.page")} </span>
                  {page}
                </span>
              ) : (
                <Link to={to(page)} className="shop-pager__page">
                  <span className="visually-hidden">{t("shop.pager.page")} </span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <Link to={to(current + 1)} rel="next" className="shop-pager__step">
              {t("shop.pager.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
