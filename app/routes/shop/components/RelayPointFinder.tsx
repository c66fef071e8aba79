import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import type { Carrier } from "#domain/checkout.js";
import { useHydrated } from "~/components/use-hydrated";
import { openingLines, relayDistance, type RelayPoint, type RelaySearch } from "~/routes/shop/checkout-relay";

/**
 * The relay points near a postcode, chosen with a radio (decision 0029). Without JavaScript the
 * "search" button posts the whole checkout form (intent "relay-search"), which comes back with the
 * list and everything typed kept; with JavaScript a fetcher posts the same form and the list
 * changes in place, by itself when a relay carrier is chosen.
 */
export function RelayPointFinder({
  carrier,
  country,
  postcode: shippingPostcode,
  found,
  selected,
  onSelect,
  error,
}: {
  /** The carrier chosen, when it delivers to a relay point. */
  carrier: Carrier | null;
  country: string | null;
  /** Where the search starts: the postcode searched last, else the shipping address's. */
  postcode: string;
  /** The last list the page received (its action's or its loader's). */
  found: RelaySearch | null;
  selected: string | undefined;
  onSelect: (id: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ relay?: RelaySearch | null }>();
  const button = useRef<HTMLButtonElement>(null);
  const [postcode, setPostcode] = useState(shippingPostcode);
  // Another shipping address: the search starts from its postcode
  useEffect(() => setPostcode(shippingPostcode), [shippingPostcode]);
  const [list, setList] = useState(found);
  useEffect(() => setList(found), [found]);
  useEffect(() => {
    if (fetcher.data?.relay) setList(fetcher.data.relay);
  }, [fetcher.data]);

  const search = () => {
    const form = button.current?.form;
    if (!form) return;
    const data = new FormData(form);
    data.set("intent", "relay-search");
    void fetcher.submit(data, { method: "post" });
  };
  // A relay carrier chosen (or another country) with scripts: its points come without a click
  const asked = useRef("");
  useEffect(() => {
    if (!hydrated || !carrier || !country || !postcode.trim()) return;
    if (list && list.carrier === carrier && list.country === country) return;
    const key = `${carrier}|${country}`;
    if (asked.current === key) return;
    asked.current = key;
    search();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- searched once per carrier and country
  }, [hydrated, carrier, country]);

  const searching = fetcher.state !== "idle";
  const points = list?.points;
  return (
    <>
      <p id="checkout-relay-hint" className="field__hint">
        {t("checkout.delivery.relay_hint")}
      </p>
      <div className="field checkout-relay__search">
        <label htmlFor="checkout-relay-postcode">{t("checkout.delivery.relay_postcode")}</label>
        <div className="checkout-relay__row">
          <input
            id="checkout-relay-postcode"
            name="relay_postcode"
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            onKeyDown={(event) => {
              // Enter here searches, instead of sending the checkout
              if (event.key === "Enter" && hydrated) {
                event.preventDefault();
                search();
              }
            }}
            maxLength={20}
            autoComplete="postal-code"
            aria-describedby="checkout-relay-hint"
          />
          <button
            ref={button}
            type={hydrated ? "button" : "submit"}
            name="intent"
            value="relay-search"
            className="button button--secondary"
            onClick={hydrated ? search : undefined}
            disabled={searching}
          >
            {t("checkout.delivery.relay_search")}
          </button>
        </div>
      </div>
      <div className="checkout-relay__results" aria-live="polite" aria-busy={searching}>
        {searching && <p className="field__hint">{t("checkout.delivery.relay_searching")}</p>}
        {list?.error && <p className="field__error">{t(list.error)}</p>}
        {points && points.length === 0 && <p className="field__hint">{t("checkout.delivery.relay_none")}</p>}
        {points && points.length > 0 && (
          <fieldset
            className="checkout-relay__points"
            aria-describedby={error ? "checkout-relay-point-error" : undefined}
          >
            <legend>
              {t("checkout.delivery.relay_points", {
                carrier: CARRIER_NAMES[list.carrier as Carrier] ?? list.carrier,
                postcode: list.postcode,
              })}
            </legend>
            <ul>
              {points.map((point) => (
                <PointChoice
                  key={point.id}
                  point={point}
                  checked={selected === point.id}
                  onSelect={() => onSelect(point.id)}
                />
              ))}
            </ul>
          </fieldset>
        )}
        {error && (
          <p id="checkout-relay-point-error" className="field__error">
            {t(error)}
          </p>
        )}
      </div>
    </>
  );
}

function PointChoice({ point, checked, onSelect }: { point: RelayPoint; checked: boolean; onSelect: () => void }) {
  const { t, i18n } = useTranslation();
  const hoursId = `checkout-relay-hours-${point.id}`;
  return (
    <li className="checkout-relay__point">
      <label className="checkout-radio">
        <input
          type="radio"
          name="relay_point_id"
          value={point.id}
          checked={checked}
          onChange={onSelect}
          aria-describedby={hoursId}
        />
        <span className="checkout-relay__text">
          <span className="checkout-relay__name">{point.name}</span>
          <span>{`${point.street}, ${point.postcode} ${point.city}`}</span>
          <span className="checkout-relay__distance">
            {t("checkout.delivery.relay_distance", { distance: relayDistance(point.distance_m, i18n.language) })}
          </span>
        </span>
      </label>
      <div id={hoursId} className="checkout-relay__hours">
        <span className="visually-hidden">{t("checkout.delivery.relay_hours")}</span>
        <dl>
          {openingLines(point.opening_hours, i18n.language).map((line) => (
            <div key={line.days}>
              <dt>{line.days}</dt>
              <dd>{line.hours ? line.hours.join(", ") : t("checkout.delivery.relay_closed")}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
