import { useId } from "react";
import { useTranslation } from "~/i18n";
import { useLanguage } from "~/lib/links";
import { sizeLabel } from "#domain/profiles.js";
import { preselectedVariant, type SizeOption } from "../sizes";

/**
 * The sizes of a product as radio buttons in the §9 order: every size is shown, a sold-out one
 * is disabled and says so, a low-stock one carries a hint; age sizes are worded in the page's
 * language ("18 mois" reads "18 maanden" in nl). The radios are required, so a plain
 * form without JavaScript cannot be sent without a size. Each choice is a large tap target.
 */
export function SizePicker({ options, name = "variant_id" }: { options: SizeOption[]; name?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const preselected = preselectedVariant(options);
  return (
    <fieldset className="size-picker">
      <legend className="size-picker__legend">{t("product.sizes.legend")}</legend>
      <ul className="size-picker__list">
        {options.map((option) => {
          const inputId = `${id}-${option.variantId}`;
          const soldOut = option.state === "sold_out";
          return (
            <li key={option.variantId} className={`size-picker__option size-picker__option--${option.state}`}>
              <input
                type="radio"
                id={inputId}
                name={name}
                value={option.variantId}
                required
                disabled={soldOut}
                defaultChecked={option.variantId === preselected}
              />
              <label htmlFor={inputId}>
                <span className="size-picker__size">{sizeLabel(option.size, language)}</span>
                {option.state !== "available" && (
                  <span className="size-picker__hint">
                    {t(soldOut ? "product.sizes.sold_out" : "product.sizes.low_stock")}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
