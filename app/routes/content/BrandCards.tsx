import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { mediaSrc } from "~/lib/format";
import type { Brand } from "~/lib/content-types";
import { useLocalizedHref } from "~/lib/links";

/**
 * A brand's mark: its logo, described for screen readers, or — until the brand sends one — its
 * name set as a wordmark, hidden from screen readers because the name is the heading beside it.
 */
export function BrandMark({ brand, size }: { brand: Brand; size: "card" | "page" }) {
  const { t } = useTranslation();
  if (brand.logo_url) {
    return (
      <img
        className={`brand-mark brand-mark--${size}`}
        src={mediaSrc(brand.logo_url)}
        alt={t("pages.brands.logo_alt", { name: brand.name })}
        width={400}
        height={200}
        loading={size === "card" ? "lazy" : undefined}
        decoding="async"
      />
    );
  }
  return (
    <span className={`brand-mark brand-mark--${size} brand-mark--wordmark`} aria-hidden="true">
      <span className="brand-mark__name">{brand.name}</span>
    </span>
  );
}

/** Every brand: its mark, its name linking to its page, and the start of its story. */
export function BrandCards({ brands }: { brands: Brand[] }) {
  const href = useLocalizedHref();
  return (
    <ul className="brand-cards">
      {brands.map((brand) => (
        <li key={brand.id}>
          <article className="brand-card linked-card">
            <BrandMark brand={brand} size="card" />
            <h2 className="brand-card__name">
              <Link to={href(`/brands/${brand.slug}`)} className="linked-card__link">
                {brand.name}
              </Link>
            </h2>
            {brand.description && <p className="brand-card__text">{brand.description}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
