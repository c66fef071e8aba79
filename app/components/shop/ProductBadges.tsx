import { useTranslation } from "~/i18n";
import { BADGE_LOOKS } from "#domain/catalogue.js";
import type { components } from "~/generated/api-schema";
import "./product/badges.css";

export type ProductBadge = components["schemas"]["ProductBadge"];

/** Where the organic-cotton stamp lives (public/images); a picture rather than a pill, per §4. */
export const COTTON_STAMP_SRC = "/images/cotton-stamp.svg";

/**
 * A product's §4 badges, as the API computed them and in its order: blue 'Matchy Matchy', the
 * organic-cotton stamp picture, pink 'Last chance', yellow 'New Collection' and the discount
 * percent. Labels come from product.json so each language reads its own; nothing renders when
 * the product has none.
 */
export function ProductBadges({ badges, className }: { badges: ProductBadge[]; className?: string }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className={className ? `product-badges ${className}` : "product-badges"}>
      {badges.map((badge) => {
        const tone = BADGE_LOOKS[badge.type].tone;
        return (
          <li key={badge.type} className={`product-badge product-badge--${tone}`}>
            {badge.type === "cotonbio" ? (
              <img src={COTTON_STAMP_SRC} alt={t("product.badge.cotonbio")} width={44} height={44} />
            ) : badge.type === "discount" ? (
              t("product.badge.discount", { percent: badge.percent ?? 0 })
            ) : (
              t(`product.badge.${badge.type}`)
            )}
          </li>
        );
      })}
    </ul>
  );
}
