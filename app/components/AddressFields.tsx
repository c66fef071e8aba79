import { getInputProps, getSelectProps, useFormMetadata, type FieldMetadata } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { REQUIRED_ADDRESS_FIELDS } from "#domain/addresses.js";
import { isCountryCode, type CountryEntry } from "#domain/countries.js";
import { postcodeAllowsLetters, validatePostcode } from "#domain/postcode.js";
import { Field, FieldErrors } from "~/components/forms/Field";
import "./address-fields.css";

type Meta = FieldMetadata<string | undefined>;

/** The Conform fields of one address (app/lib/address-form.ts's addressShape). */
export type AddressFieldset = {
  firstname: Meta;
  lastname: Meta;
  street: Meta;
  complement: Meta;
  postcode: Meta;
  city: Meta;
  country_code: Meta;
  phone: Meta;
};

/** §9: lookups wait for 500 ms without typing. */
const LOOKUP_DEBOUNCE_MS = 500;

/**
 * Towns of the typed postcode (§7 third-party lookups, through /resources/towns), once the shopper
 * has changed the postcode or the country: a saved address being edited is not second-guessed.
 */
function useTownSuggestions(
  country: string | undefined,
  postcode: string | undefined,
  onSingleTown: (town: string) => void,
): string[] {
  const [initial] = useState({ country, postcode });
  const [result, setResult] = useState({ query: "", towns: [] as string[] });
  const single = useRef(onSingleTown);
  useEffect(() => {
    single.current = onSingleTown;
  });
  const changed = country !== initial.country || postcode !== initial.postcode;
  const check = changed && isCountryCode(country) ? validatePostcode(country, postcode ?? "") : undefined;
  const query = check?.valid
    ? new URLSearchParams({ country: country ?? "", postcode: check.postcode }).toString()
    : "";

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/resources/towns?${query}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ towns: string[] }>) : { towns: [] }))
        .then(({ towns }) => {
          setResult({ query, towns });
          if (towns.length === 1 && towns[0]) single.current(towns[0]);
        })
        // Replaced by newer typing, or offline: the town stays a plain field
        .catch(() => undefined);
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return query && result.query === query ? result.towns : [];
}

/**
 * The fields of an address (§3, §5), for the address book and the checkout. Put it inside a
 * Conform <FormProvider>: choosing a suggested town updates the form.
 * - the country list with flags, names in the page's language and dial codes; with JavaScript the
 *   phone field also shows the chosen country's dial code in front;
 * - a numeric keyboard for all-digit postcodes, a text one where letters are allowed (§5);
 * - without JavaScript the town is a plain field; with it, the towns of the postcode are offered
 *   as buttons and a single one fills the field.
 */
export function AddressFields({ fields, countries }: { fields: AddressFieldset; countries: CountryEntry[] }) {
  const { t } = useTranslation();
  const form = useFormMetadata(fields.city.formId);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const suggestionsId = useId();
  const dialId = useId();

  const country = countries.find((entry) => entry.code === fields.country_code.value) ?? countries[0];
  const chooseTown = (town: string) => form.update({ name: fields.city.name, value: town });
  const towns = useTownSuggestions(fields.country_code.value, fields.postcode.value, chooseTown);
  const missing = REQUIRED_ADDRESS_FIELDS.some((name) => fields[name].errors?.includes("form.error.required"));
  const optional = (label: string) => `${label} ${t("addresses.fields.optional")}`;

  return (
    <>
      {missing && (
        <p className="form-error" role="alert">
          {t("addresses.error.missing_fields")}
        </p>
      )}
      <div className="address-fields__pair">
        <Field meta={fields.firstname} label={optional(t("addresses.fields.firstname"))} autoComplete="given-name" />
        <Field meta={fields.lastname} label={optional(t("addresses.fields.lastname"))} autoComplete="family-name" />
      </div>
      <Field meta={fields.street} label={t("addresses.fields.street")} autoComplete="address-line1" />
      <Field
        meta={fields.complement}
        label={optional(t("addresses.fields.complement"))}
        hint={t("addresses.fields.complement_hint")}
        autoComplete="address-line2"
      />
      <div className="field">
        <label htmlFor={fields.country_code.id}>{t("addresses.fields.country")}</label>
        <select {...getSelectProps(fields.country_code)} key={fields.country_code.key} autoComplete="country">
          {countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {`${entry.emoji} ${entry.title}`}
            </option>
          ))}
        </select>
        <FieldErrors meta={fields.country_code} />
      </div>
      <div className="address-fields__pair">
        <Field
          meta={fields.postcode}
          label={t("addresses.fields.postcode")}
          autoComplete="postal-code"
          // Before the script runs the country may still change: a keyboard with letters then
          inputMode={hydrated && country && !postcodeAllowsLetters(country.code) ? "numeric" : "text"}
        />
        <Field meta={fields.city} label={t("addresses.fields.city")} autoComplete="address-level2" />
      </div>
      <div className="town-suggestions" aria-live="polite">
        {towns.length > 0 && (
          <div role="group" aria-labelledby={suggestionsId}>
            <p id={suggestionsId} className="field__hint">
              {t("addresses.towns.label", { count: towns.length })}
            </p>
            <ul>
              {towns.map((town) => (
                <li key={town}>
                  <button
                    type="button"
                    className="town-suggestions__town"
                    aria-pressed={fields.city.value === town}
                    onClick={() => chooseTown(town)}
                  >
                    {town}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="field">
        <label htmlFor={fields.phone.id}>{t("addresses.fields.phone")}</label>
        <p id={fields.phone.descriptionId} className="field__hint">
          {t("addresses.fields.phone_hint")}
        </p>
        <div className="phone-input">
          {/* Shown once the script follows the country select: without it, it could name another country */}
          {hydrated && country && (
            <span id={dialId} className="phone-input__dial">
              <span className="visually-hidden">{t("addresses.fields.dial_code")} </span>
              <span aria-hidden="true">{country.emoji} </span>
              {country.dialCode}
            </span>
          )}
          <input
            {...getInputProps(fields.phone, {
              type: "tel",
              ariaDescribedBy: `${fields.phone.descriptionId}${hydrated && country ? ` ${dialId}` : ""}`,
            })}
            key={fields.phone.key}
            autoComplete="tel"
          />
        </div>
        <FieldErrors meta={fields.phone} />
      </div>
    </>
  );
}
