import { useTranslation } from "~/i18n";
import { mediaSrc, useMoney, useNumberLocale } from "~/lib/format";
import { formatDate } from "#domain/french.js";
import { sizeLabel } from "#domain/profiles.js";
import { reasonText, type Preview, type PreviewItem } from "~/lib/preview";

/** A preview's state: waiting for the answer, validated, skipped, past its deadline. */
export function PreviewStatusBadge({ status }: { status: Preview["status"] }) {
  const { t } = useTranslation();
  return (
    <span className="malle-badge preview-badge" data-state={status}>
      {t(`preview.status.${status}`)}
    </span>
  );
}

const DEADLINE: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" };

/**
 * The answer's deadline (a moment, expires_at) in the page's language, in the shop's time zone:
 * "28 novembre 2026 à 10:00".
 */
export function useDeadlineFormat(): (iso: string) => string {
  const locale = useNumberLocale();
  return (iso: string) => formatDate(locale, DEADLINE, new Date(iso));
}

/** Why the stylist chose a piece, one line per reason the page can word. */
export function ReasonList({
  item,
  who,
}: {
  item: Pick<PreviewItem, "reasons">;
  who: { firstname: string; profile_type: "KID" | "WOMAN" };
}) {
  const { t } = useTranslation();
  const lines = item.reasons.flatMap((reason) => {
    const text = reasonText(reason, who);
    return text ? [t(text.key, text.values)] : [];
  });
  const unique = [...new Set(lines)];
  if (unique.length === 0) return null;
  return (
    <div className="preview-piece__why">
      <p className="preview-piece__why-title">{t("preview.page.why")}</p>
      <ul>
        {unique.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** A piece's picture, brand, name, size and price (the card's words; actions come from the page). */
export function PieceSummary({ item, eager = false }: { item: PreviewItem; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { product } = item;
  return (
    <>
      <div className="preview-piece__media">
        <img
          src={mediaSrc(product.image_url)}
          alt={`${product.brand.name} – ${product.name}`}
          width={300}
          height={375}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      </div>
      <div className="preview-piece__text">
        <p className="preview-piece__brand">{product.brand.name}</p>
        <h3 className="preview-piece__name">{product.name}</h3>
        <dl className="preview-piece__facts">
          <div>
            <dt>{t("preview.page.size")}</dt>
            <dd>{sizeLabel(item.size, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t("preview.page.price")}</dt>
            <dd data-price={product.lc_price}>{money(product.lc_price)}</dd>
          </div>
        </dl>
      </div>
    </>
  );
}
