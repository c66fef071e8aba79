import { useId } from "react";
import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { mediaSrc, useMoney } from "~/lib/format";
import type { components } from "~/generated/api-schema";
import { useLanguage } from "~/lib/links";
import { CartForm } from "./CartForm";
import { sizeLabel } from "#domain/profiles.js";
import { canBuy, sizeOptions } from "../sizes";

type ShopLook = components["schemas"]["ShopLook"];

/**
 * The look the product belongs to: each of its pieces (picture, name, price) with a size list of
 * the sizes in stock, and one button adding the whole look (intent add-look, one look_variant_ids
 * per piece). The selects are required, so without JavaScript the browser asks for each size.
 * A piece with no size left makes the look unavailable as a whole; its pieces stay listed.
 */
export function LookSection({
  look,
  currentId,
  productHref,
}: {
  look: ShopLook;
  currentId: number;
  productHref: (id: number) => string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const headingId = useId();
  const complete = look.products.every((product) => canBuy(sizeOptions(product.variants)));
  const title = look.name ? t("product.look.title_named", { name: look.name }) : t("product.look.title");
  return (
    <section className="product-look" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="product-look__intro">{t("product.look.intro")}</p>
      <CartForm
        intent="add-look"
        submitLabel={t("product.look.add", { price: money(look.lc_price) })}
        disabled={!complete}
        className="product-look__form"
      >
        <input type="hidden" name="look_id" value={look.id} />
        <ul className="product-look__list">
          {look.products.map((product) => {
            const available = sizeOptions(product.variants).filter((option) => option.state !== "sold_out");
            const selectId = `${headingId}-${product.id}`;
            return (
              <li key={product.id} className="look-piece">
                <img
                  src={mediaSrc(product.image_url)}
                  alt={product.name}
                  width={120}
                  height={150}
                  loading="lazy"
                  decoding="async"
                />
                <div className="look-piece__text">
                  <p className="look-piece__name">
                    {product.id === currentId ? (
                      <span aria-current="page">{product.name}</span>
                    ) : (
                      <Link to={productHref(product.id)}>{product.name}</Link>
                    )}
                  </p>
                  <p className="look-piece__price">{money(product.lc_price)}</p>
                </div>
                <div className="look-piece__size">
                  {available.length > 0 ? (
                    <>
                      <label htmlFor={selectId}>
                        <span aria-hidden="true">{t("product.look.size")}</span>
                        <span className="visually-hidden">{t("product.look.size_for", { name: product.name })}</span>
                      </label>
                      <select
                        id={selectId}
                        name="look_variant_ids"
                        required
                        // One size left: already chosen; otherwise the shopper picks
                        defaultValue={available.length === 1 ? String(available[0]!.variantId) : ""}
                      >
                        {available.length > 1 && <option value="">{t("product.look.choose_size")}</option>}
                        {available.map((option) => (
                          <option key={option.variantId} value={option.variantId}>
                            {option.state === "low"
                              ? t("product.look.size_low", { size: sizeLabel(option.size, language) })
                              : sizeLabel(option.size, language)}
                          </option>
                        ))}
                      </select>
                    </>
                  ) : (
                    <p className="look-piece__sold-out">{t("product.look.piece_sold_out")}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {!complete && <p className="product-look__unavailable">{t("product.look.unavailable")}</p>}
      </CartForm>
    </section>
  );
}
