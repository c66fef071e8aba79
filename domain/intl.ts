/**
 * Intl formatters, made once per locale and options. Building one costs far more than using it,
 * and a server render would otherwise build them in every component of every page: React's
 * useMemo keeps nothing from one server render to the next (decision 0023).
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let value = made.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    made.set(key, value);
  }
  return value;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  once("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  once("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  once("list", locale, options, () => new Intl.ListFormat(locale, options));

export const regionNames = (locale: string) =>
  once("region", locale, undefined, () => new Intl.DisplayNames([locale], { type: "region" }));

export const collator = (locale: string) => once("collator", locale, undefined, () => new Intl.Collator(locale));
