import { useTranslation } from "~/i18n";
import type { Carrier } from "../../../domain/checkout";
import { useHydrated } from "~/components/use-hydrated";

export type CarrierChoice = {
  carrier: Carrier;
  name: string;
  mode: "home" | "relay";
  finderUrl: string | null;
  /** Fee for this cart with this carrier; null while the country is unknown. */
  feeCents: number | null;
};

/**
 * At home (colissimo) or at a relay point of a carrier serving the shipping country (§9), each
 * with its fee; a relay carrier asks for the relay point picked in its finder (a new tab).
 */
export function DeliveryChoice({
  carriers,
  carrier,
  onChoose,
  relayPointId,
  relayPointError,
  thresholdLabel,
  money,
}: {
  carriers: CarrierChoice[];
  carrier: Carrier;
  onChoose: (carrier: Carrier) => void;
  relayPointId: string;
  relayPointError: string | undefined;
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
      {/* Without JavaScript the relay point field stays visible: it counts only for a relay carrier */}
      {relays.length > 0 && (
        <div className="checkout-relay" hidden={hydrated && chosen?.mode !== "relay"}>
          <ul className="checkout-relay__finders">
            {/* With JavaScript, the chosen carrier's finder only; without, every one (the choice is not known yet) */}
            {relays
              .filter((option) => !hydrated || option.carrier === carrier)
              .map((option) =>
                option.finderUrl ? (
                  <li key={option.carrier}>
                    <a href={option.finderUrl} target="_blank" rel="noopener noreferrer">
                      {t("checkout.delivery.finder", { carrier: option.name })}
                      <span className="visually-hidden"> {t("checkout.delivery.new_tab")}</span>
                    </a>
                  </li>
                ) : null,
              )}
          </ul>
          <div className="field">
            <label htmlFor="checkout-relay-point">{t("checkout.delivery.relay_point")}</label>
            <p id="checkout-relay-point-hint" className="field__hint">
              {t("checkout.delivery.relay_point_hint")}
            </p>
            <input
              id="checkout-relay-point"
              name="relay_point_id"
              defaultValue={relayPointId}
              maxLength={100}
              autoComplete="off"
              aria-invalid={relayPointError ? true : undefined}
              aria-describedby={`checkout-relay-point-hint${relayPointError ? " checkout-relay-point-error" : ""}`}
            />
            {relayPointError && (
              <p id="checkout-relay-point-error" className="field__error">
                {t(relayPointError)}
              </p>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
