import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/components/home/format";
import type { components } from "~/services/api-schema";
import { platformNameKey } from "~/services/checkout";

type Method = components["schemas"]["PaymentMethod"];

/** Card brands come in the gateway's spelling ("visa", "mastercard"): shown as names. */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * The platforms offered for the shipping country (§3), as radios with their translated names, and
 * the client's saved methods still valid (§5: not expired).
 */
export function PaymentChoice({
  platforms,
  chosen,
  error,
  methods,
}: {
  platforms: string[];
  chosen: string | undefined;
  error: string | undefined;
  methods: Method[];
}) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const checked = chosen && platforms.includes(chosen) ? chosen : platforms[0];
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
      {methods.length > 0 && (
        <div className="checkout-methods">
          <p className="checkout-fieldset__label">{t("checkout.payment.saved")}</p>
          <ul>
            {methods.map((method) => (
              <li key={method.id}>
                {method.last4
                  ? t("checkout.payment.saved_card", {
                      brand: method.brand ? brandName(method.brand) : t(platformNameKey(method.platform)),
                      last4: method.last4,
                    })
                  : t(platformNameKey(method.platform))}
                {method.expiration_date &&
                  ` — ${t("checkout.payment.expires", { date: date(method.expiration_date) })}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
