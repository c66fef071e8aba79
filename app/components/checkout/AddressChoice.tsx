import { useTranslation } from "~/i18n";
import { countryEntry, type CountryEntry } from "#domain/countries.js";
import { AddressFields, type AddressFieldset } from "~/components/AddressFields";
import { useHydrated } from "~/components/use-hydrated";
import type { components } from "~/generated/api-schema";
import "./checkout.css";

type SavedAddress = components["schemas"]["SavedAddress"];
type PostalAddress = Pick<
  SavedAddress,
  "firstname" | "lastname" | "street" | "complement" | "postcode" | "city" | "country_code"
>;

/** An address on a few lines, as the checkout's radios and the thank-you page show it. */
export function AddressLines({ address }: { address: PostalAddress }) {
  const { i18n } = useTranslation();
  const recipient = [address.firstname, address.lastname].filter(Boolean).join(" ");
  const country = countryEntry(address.country_code, i18n.language).name;
  return (
    <span className="checkout-address">
      {recipient && <span>{recipient}</span>}
      <span>{[address.street, address.complement].filter(Boolean).join(", ")}</span>
      <span>{`${address.postcode} ${address.city}, ${country}`}</span>
    </span>
  );
}

/**
 * A choice of address: the saved ones (the default first chosen), "same as shipping" for billing,
 * or a new one typed with the address book's fields and rules (§5).
 */
export function AddressChoice({
  name,
  legend,
  saved,
  choice,
  onChoose,
  fields,
  countries,
  sameLabel,
  newLabel,
}: {
  name: "shipping_address" | "billing_address";
  legend: string;
  saved: SavedAddress[];
  choice: string;
  onChoose: (choice: string) => void;
  fields: AddressFieldset;
  countries: CountryEntry[];
  sameLabel?: string;
  newLabel: string;
}) {
  const { t } = useTranslation();
  // Without JavaScript the new address's fields are always there (a radio cannot reveal them);
  // they count only when "a new address" is chosen
  const hydrated = useHydrated();
  const radio = (value: string, label: React.ReactNode) => (
    <label key={value} className="checkout-radio">
      <input type="radio" name={name} value={value} checked={choice === value} onChange={() => onChoose(value)} />
      {label}
    </label>
  );
  return (
    <fieldset className="checkout-card checkout-fieldset">
      <legend>{legend}</legend>
      {sameLabel && radio("same", <span>{sameLabel}</span>)}
      {saved.map((address) =>
        radio(
          String(address.id),
          <span>
            <AddressLines address={address} />
            {address.is_default && <span className="checkout-badge">{t("checkout.shipping.default")}</span>}
          </span>,
        ),
      )}
      {radio("new", <span>{newLabel}</span>)}
      {(!hydrated || choice === "new") && (
        <div className="checkout-new-address">
          <AddressFields fields={fields} countries={countries} />
        </div>
      )}
    </fieldset>
  );
}
