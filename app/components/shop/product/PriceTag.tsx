import { useTranslation } from "~/i18n";
import { useMoney } from "~/lib/format";
import { ProductBadges, type ProductBadge } from "~/components/shop/ProductBadges";
import "./price-tag.css";

/**
 * The selling price; when discounted, the public price struck through (named for screen readers,
 * which do not read strike-through) and the discount badge beside it.
 */
export function PriceTag({
  price,
  retailPrice,
  discount,
  className = "price-tag",
}: {
  price: number;
  retailPrice: number | null;
  discount?: ProductBadge;
  className?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const struck = retailPrice !== null && retailPrice > price;
  return (
    <div className={className}>
      {struck && <span className="visually-hidden">{t("product.price.now")} </span>}
      <span className="price-tag__price">{money(price)}</span>
      {struck && (
        <>
          <span className="visually-hidden"> {t("product.price.instead_of")} </span>
          <s className="price-tag__retail">{money(retailPrice)}</s>
        </>
      )}
      {discount && <ProductBadges badges={[discount]} className="price-tag__discount" />}
    </div>
  );
}
