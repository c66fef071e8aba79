import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { useDateFormat } from "~/lib/format";
import type { components } from "~/generated/api-schema";
import { platformNameKey, savedMethodChoice } from "~/lib/checkout";
import { useLocalizedHref } from "~/lib/links";
import { PAYMENT_METHODS_PAGE } from "~/lib/payment-methods";

type Method = components["schemas"]["PaymentMethod"];

/** Card brands come in the gateway's spelling ("visa", "mastercard"): shown as names. */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * The platforms offered for the shipping country (§3), as radios with their translated names, and
 * beside them the client's saved methods still valid (§5: not expired), charged without a payment page.
 * Shared by the shop's checkout and a box's failed payment; saving a card leads back to `back`.
 */
export function PaymentChoice({
  platforms,
  chosen,
  error,
  methods,
  back,
}: {
  back: string;
  platforms: string[];
  chosen: string | undefined;
  error: string | undefined;
  methods: Method[];
}) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const href = useLocalizedHref();
  // A saved method pays through its platform: offered when that platform is
  const saved = methods.filter((method) => platforms.includes(method.platform));
  const choices = [...platforms, ...saved.map((method) => savedMethodChoice(method.id))];
  const checked = chosen && choices.includes(chosen) ? chosen : platforms[0];
  return (
    <fieldset
      className="checkout-card checkout-fieldset"
      aria-describedby={error ? "checkout-platform-error" : undefined}
    >
      <legend>{t("checkout.payment.title")}</legend>
      <p className="checkout-fieldset__label">{t("checkout.payment.platform")}</p>
      {platforms.map((platform) => (
        <label key={platform} className="checkout-radio">
          <input type="radio" name="platform" value={platform} defaultChecked={platform === checked} />
          {t(platformNameKey(platform))}
        </label>
      ))}
      {error && (
        <p id="checkout-platform-error" className="field__error">
          {t(error)}
        </p>
      )}
      {saved.length > 0 && (
        <>
          <p className="checkout-fieldset__label">{t("checkout.payment.saved")}</p>
          {saved.map((method) => (
            <label key={method.id} className="checkout-radio">
              <input
                type="radio"
                name="platform"
                value={savedMethodChoice(method.id)}
                defaultChecked={savedMethodChoice(method.id) === checked}
              />
              <span>
                {method.last4
                  ? t("checkout.payment.saved_card", {
                      brand: method.brand ? brandName(method.brand) : t(platformNameKey(method.platform)),
                      last4: method.last4,
                    })
                  : t(platformNameKey(method.platform))}
                {method.expiration_date &&
                  ` — ${t("checkout.payment.expires", { date: date(method.expiration_date) })}`}
              </span>
            </label>
          ))}
        </>
      )}
      {/* Saving a card leads back here, to pay with it */}
      <p>
        <Link to={`${href(PAYMENT_METHODS_PAGE)}?redirect=${encodeURIComponent(href(back))}`}>
          {t("payment-methods.checkout_link")}
        </Link>
      </p>
    </fieldset>
  );
}
