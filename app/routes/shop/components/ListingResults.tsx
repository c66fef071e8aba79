import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { ListingPager } from "./ListingPager";
import { ShopProductGrid, type ShopProduct } from "./ShopProductGrid";
import { listingSearch, type ListingFilters } from "../listing";

export type ProductPage = { page: number; pages: number; total: number; products: ShopProduct[] };

/**
 * A listing's results: how many products match (announced politely when filters change with
 * JavaScript), the cards, the paging links, or an empty state with a link that clears the filters.
 */
export function ListingResults({
  path,
  filters,
  result,
  productHref,
}: {
  /** The listing's localized path, for paging and the reset link. */
  path: string;
  filters: ListingFilters;
  result: ProductPage;
  productHref: (productId: number) => string;
}) {
  const { t } = useTranslation();
  return (
    // data-search names the listing shown (scripts and tests can tell when a new one has arrived)
    <div className="shop-results" data-search={listingSearch(filters)}>
      <p className="shop-results__count" role="status">
        {t("shop.results.count", { count: result.total })}
        {result.pages > 1 && (
          <>
            {" · "}
            {t("shop.results.page_of", { page: Math.min(result.page, result.pages), pages: result.pages })}
          </>
        )}
      </p>
      {result.products.length > 0 ? (
        <ShopProductGrid products={result.products} productHref={productHref} eager={4} />
      ) : (
        <div className="content-empty shop-empty">
          <p>{result.total > 0 ? t("shop.results.past_last_page") : t("shop.results.empty")}</p>
          <p>
            <Link to={path} className="home-link-arrow">
              {t("shop.results.reset")}
            </Link>
          </p>
        </div>
      )}
      <ListingPager path={path} filters={filters} pages={result.pages} />
    </div>
  );
}
