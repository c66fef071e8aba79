import { useId } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { useLanguage } from "~/lib/links";
import { sizeLabel } from "#domain/profiles.js";

type Size = { variant_id: number; size: string };
type WishAnswer = { ok: boolean; intent?: "add" | "remove"; notice?: string; error?: string };

/**
 * "Add to my box" / "Remove" for one product, posted to the page's own action (a plain form
 * without JavaScript; with it a fetcher, so the page stays and the button keeps the focus: it is
 * the same button whichever it says). The size: the one fitting size, or a choice when several fit.
 * A live region says what happened. Read-only (the box is being prepared): only says if it is wished.
 */
export function WishForm({
  productId,
  productName,
  wishedSize,
  sizes,
  readOnly,
  className = "wish-form",
}: {
  productId: number;
  productName: string;
  /** The size wished, "" when wished without size; null when not wished. */
  wishedSize: string | null;
  /** The product's sizes that fit the profile and are in stock. */
  sizes: readonly Size[];
  readOnly: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<WishAnswer>();
  const selectId = useId();
  const language = useLanguage();
  const label = (size: string) => sizeLabel(size, language);
  const sending = fetcher.formData?.get("intent");
  // While a fetcher is on its way, the page shows what it asked (the loader follows it)
  const wished = sending ? sending === "add" : wishedSize !== null;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  if (readOnly) {
    return wished ? (
      <p className={`${className} wish-form__wished`}>
        {wishedSize ? t("suggestions.wish.wished_size", { size: label(wishedSize) }) : t("suggestions.wish.wished")}
      </p>
    ) : null;
  }

  const noSize = !wished && sizes.length === 0;
  return (
    <fetcher.Form
      method="post"
      className={className}
      preventScrollReset
      onSubmit={(event) => {
        // Once React runs, the form goes through the fetcher, marked so the action answers data
        event.preventDefault();
        if (noSize || sending) return;
        const fields = new FormData(event.currentTarget);
        fields.set("_fetcher", "1");
        void fetcher.submit(fields, { method: "post", preventScrollReset: true });
      }}
    >
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="intent" value={wished ? "remove" : "add"} />
      {wished ? (
        <p className="wish-form__wished">
          {wishedSize ? t("suggestions.wish.wished_size", { size: label(wishedSize) }) : t("suggestions.wish.wished")}
        </p>
      ) : sizes.length > 1 ? (
        <p className="wish-form__size">
          <label htmlFor={selectId}>{t("suggestions.wish.size")}</label>
          <select id={selectId} name="variant_id" defaultValue={sizes[0]!.variant_id}>
            {sizes.map((size) => (
              <option key={size.variant_id} value={size.variant_id}>
                {label(size.size)}
              </option>
            ))}
          </select>
        </p>
      ) : sizes.length === 1 ? (
        <>
          <input type="hidden" name="variant_id" value={sizes[0]!.variant_id} />
          <p className="wish-form__size-one">{t("suggestions.wish.size_one", { size: label(sizes[0]!.size) })}</p>
        </>
      ) : (
        <p className="wish-form__size-one">{t("suggestions.wish.no_size")}</p>
      )}
      <button
        type="submit"
        className={wished ? "button button--secondary wish-form__button" : "button button--accent wish-form__button"}
        aria-disabled={noSize || sending ? true : undefined}
      >
        {wished ? t("suggestions.wish.remove") : t("suggestions.wish.add")}
        <span className="visually-hidden"> — {productName}</span>
      </button>
      <p className="wish-form__status" role="status">
        {answer?.ok && answer.notice ? t(answer.notice) : ""}
      </p>
      {answer && !answer.ok && answer.error && (
        <p className="wish-form__error" role="alert">
          {t(answer.error)}
        </p>
      )}
    </fetcher.Form>
  );
}
