import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import { LOCALE_PAIRS, type LocalePair } from "#domain/locales.js";
import type { RootData } from "~/root";
import "./locale-switcher.css";

/**
 * The language/country switcher (§2, §4). Without JavaScript it is a plain select posted to
 * /resources/locale; with JavaScript it becomes a dropdown opening upward with a search filter.
 * Either way the same form is submitted, so the server does the whole change.
 */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const language = root?.language ?? "fr";
  const current =
    LOCALE_PAIRS.find((pair) => pair.tag === root?.pair) ?? LOCALE_PAIRS.find((pair) => pair.language === language)!;
  const label = (pair: LocalePair) => `${t(`countries.${pair.country}`)} — ${t(`languages.${pair.language}`)}`;

  return (
    <Form method="post" action="/resources/locale" className="locale-switcher" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {enhanced ? (
        <Dropdown current={current} label={label} />
      ) : (
        <>
          <label htmlFor={id}>{t("footer.locale_label")}</label>
          <select id={id} name="pair" defaultValue={current.tag} required>
            {LOCALE_PAIRS.map((pair) => (
              <option key={pair.tag} value={pair.tag}>
                {label(pair)}
              </option>
            ))}
          </select>
          <button type="submit">{t("footer.locale_submit")}</button>
        </>
      )}
    </Form>
  );
}

function Dropdown({ current, label }: { current: LocalePair; label: (pair: LocalePair) => string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  const needle = query.trim().toLowerCase();
  const options = LOCALE_PAIRS.filter((pair) => !needle || `${label(pair)} ${pair.tag}`.toLowerCase().includes(needle));

  return (
    <div
      className="locale-dropdown"
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      <span className="locale-dropdown__label" id={`${listId}-label`}>
        {t("footer.locale_label")}
      </span>
      <button
        type="button"
        className="locale-dropdown__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${listId}-label ${listId}-value`}
        onClick={() => setOpen((value) => !value)}
      >
        <span id={`${listId}-value`}>{label(current)}</span>
      </button>
      {open && (
        <div className="locale-dropdown__panel">
          <input
            ref={search}
            type="search"
            className="locale-dropdown__search"
            placeholder="Search.."
            aria-label={t("footer.locale_search")}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ul id={listId} role="listbox" aria-labelledby={`${listId}-label`}>
            {options.map((pair) => (
              <li key={pair.tag} role="option" aria-selected={pair.tag === current.tag}>
                <button type="submit" name="pair" value={pair.tag}>
                  {label(pair)}
                </button>
              </li>
            ))}
            {options.length === 0 && <li className="locale-dropdown__empty">{t("footer.locale_no_match")}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
