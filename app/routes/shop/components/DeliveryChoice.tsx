import { useTranslation } from "~/i18n";
import type { Carrier } from "#domain/checkout.js";
import { useHydrated } from "~/components/use-hydrated";

export type CarrierChoice = {
  carrier: Carrier;
  name: string;
  mode: "home" | "relay";
  /** Fee for this cart with this carrier; null while the country is unknown. */
  feeCents: number | null;
};

/**
 * At home (colissimo) or at a relay point of a carrier serving the shipping country (§9), each
 * with its fee; a relay carrier asks for a relay point, chosen in the finder shown below them.
 */
export function DeliveryChoice({
  carriers,
  carrier,
  onChoose,
  relayFinder,
  thresholdLabel,
  money,
}: {
  carriers: CarrierChoice[];
  carrier: Carrier;
  onChoose: (carrier: Carrier) => void;
  relayFinder: React.ReactNode;
  thresholdLabel: string | null;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const chosen = carriers.find((option) => option.carrier === carrier);
  const relays = carriers.filter((option) => option.mode === "relay");
  return (
    <fieldset className="checkout-card checkout-fieldset">
      <legend>{t("checkout.delivery.title")}</legend>
      {carriers.map((option) => (
        <label key={option.carrier} className="checkout-radio">
          <input
            type="radio"
            name="carrier"
            value={option.carrier}
            checked={carrier === option.carrier}
            onChange={() => onChoose(option.carrier)}
          />
          <span className="checkout-radio__text">
            <span>
              {t(option.mode === "home" ? "checkout.delivery.home" : "checkout.delivery.relay", {
                carrier: option.name,
              })}
            </span>
            {option.feeCents !== null && (
              <span className="checkout-radio__price">
                {option.feeCents === 0 ? t("checkout.delivery.free") : money(option.feeCents)}
              </span>
            )}
          </span>
        </label>
      ))}
      {thresholdLabel && <p className="field__hint">{thresholdLabel}</p>}
      {/* Without JavaScript the finder stays visible: it counts only for a relay carrier */}
      {relays.length > 0 && (
        <div className="checkout-relay" hidden={hydrated && chosen?.mode !== "relay"}>
          {relayFinder}
        </div>
      )}
    </fieldset>
  );
}
