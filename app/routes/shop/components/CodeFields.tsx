import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n";
import { FieldErrors } from "~/components/forms/Field";
import type { CodeCheck, GiftCardCheck } from "~/lib/checkout";

type Meta = FieldMetadata<string | undefined>;

/**
 * The discount/coupon code and the gift card code (trimmed, checked by the API on "apply" with
 * every §8 message), and the wallet balance with its checkbox.
 */
export function CodeFields({
  code,
  giftCardCode,
  discount,
  giftCard,
  walletCents,
  useWallet,
  onUseWallet,
  submitting,
  money,
}: {
  code: Meta;
  giftCardCode: Meta;
  discount: CodeCheck | null;
  giftCard: GiftCardCheck | null;
  walletCents: number;
  useWallet: boolean;
  onUseWallet: (use: boolean) => void;
  submitting: boolean;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  // A tick given before the scripts ran is in the page, not in the state (React keeps the box as the
  // shopper left it when hydrating): the state takes it once, so the totals and the next render agree
  const wallet = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (wallet.current && wallet.current.checked !== useWallet) onUseWallet(wallet.current.checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  // The API's verdict of the last check, unless the field already shows its own error
  const refusal = (check: CodeCheck | GiftCardCheck | null, meta: Meta) =>
    check && !check.ok && !meta.errors?.length ? check.error : null;
  const codeRefusal = refusal(discount, code);
  const cardRefusal = refusal(giftCard, giftCardCode);
  return (
    <fieldset className="checkout-card checkout-fieldset checkout-codes">
      <legend>{t("checkout.code.title")}</legend>
      <div className="field">
        <label htmlFor={code.id}>{t("checkout.code.label")}</label>
        <input
          {...getInputProps(code, { type: "text" })}
          key={code.key}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <FieldErrors meta={code} />
        {codeRefusal && (
          <p className="field__error" role="alert">
            {t(codeRefusal)}
          </p>
        )}
        {discount?.ok && (
          <p className="checkout-codes__ok" role="status">
            {t("checkout.code.applied", { code: discount.code })}
            {discount.applied.shippingFeeOffered && ` ${t("checkout.code.shipping_offered")}`}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={giftCardCode.id}>{t("checkout.code.gift_card")}</label>
        <input
          {...getInputProps(giftCardCode, { type: "text" })}
          key={giftCardCode.key}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <FieldErrors meta={giftCardCode} />
        {cardRefusal && (
          <p className="field__error" role="alert">
            {t(cardRefusal)}
          </p>
        )}
        {giftCard?.ok && (
          <p className="checkout-codes__ok" role="status">
            {t("checkout.code.gift_card_applied", { code: giftCard.code, amount: money(giftCard.balanceCents) })}
          </p>
        )}
      </div>
      <button type="submit" name="intent" value="apply" className="button button--secondary" disabled={submitting}>
        {t("checkout.code.apply")}
      </button>
      {walletCents > 0 && (
        <div className="checkout-wallet">
          <p>{t("checkout.wallet.balance", { amount: money(walletCents) })}</p>
          <label className="checkout-radio">
            <input
              ref={wallet}
              type="checkbox"
              name="use_wallet"
              value="on"
              checked={useWallet}
              onChange={(event) => onUseWallet(event.target.checked)}
            />
            {t("checkout.wallet.use")}
          </label>
        </div>
      )}
    </fieldset>
  );
}
