import { useTranslation } from "~/i18n";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { useLocalizedHref } from "~/lib/links";

/** The cart action's data answer when asked to stay on the page (brief's shared contract). */
type CartAnswer = { ok: true; intent: string } | { ok: false; intent: string; error: string };

/**
 * A form posting to the cart (intent add or add-look). Without JavaScript it is a plain POST and
 * the cart action redirects to the cart page. Once hydrated it adds `stay=1` and posts through a
 * fetcher, so the shopper stays on the product: the button shows it is working, then a status
 * says the piece is in the cart (with a link to it) or an alert gives the action's error.
 */
export function CartForm({
  intent,
  submitLabel,
  disabled = false,
  className,
  children,
}: {
  intent: "add" | "add-look";
  submitLabel: string;
  disabled?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const href = useLocalizedHref();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  // The action names its error by locale key; an unknown key still reads as a sentence
  const error = answer && !answer.ok ? (i18n.exists(answer.error) ? t(answer.error) : t("product.cart.error")) : null;

  return (
    <fetcher.Form
      method="post"
      action={href("/shop/cart")}
      className={className}
      // One addition at a time; the button stays focusable (a disabled one would drop the focus)
      onSubmit={(event) => busy && event.preventDefault()}
    >
      <input type="hidden" name="intent" value={intent} />
      {hydrated && <input type="hidden" name="stay" value="1" />}
      {children}
      <button
        type="submit"
        className="button product-cart-button"
        disabled={disabled}
        aria-disabled={busy || undefined}
      >
        {busy ? t("product.cart.adding") : submitLabel}
      </button>
      <div role="status" className="product-cart-status">
        {answer?.ok && (
          <p className="product-cart-status__ok">
            {t(intent === "add-look" ? "product.cart.look_added" : "product.cart.added")}{" "}
            <Link to={href("/shop/cart")}>{t("product.cart.view")}</Link>
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
