import { numberFormat } from "../../../domain/intl";
import { ageSizeQuantity, displayAge } from "../../../domain/profiles";

/** A quantity of months or years in the page's language ("8 ans", "8 Jahre", "18 meses"). */
function quantity(count: number, unit: "month" | "year", language: string): string {
  return numberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(count);
}

/** A size as the page's language says it: age sizes are worded, letters and shoe sizes stay as they are. */
export function sizeLabel(size: string, language: string): string {
  const age = ageSizeQuantity(size);
  return age ? quantity(age.count, age.unit, language) : size;
}

/** A profile's age on a given day, in months below two years, in years after. */
export function ageLabel(birthdate: string, today: string, language: string): string {
  const age = displayAge(birthdate, today);
  return quantity(age.count, age.unit, language);
}

/** One or two capital letters standing for a name when there is no photo. */
export function initials(firstname: string, lastname: string | null): string {
  const first = (name: string | null) => Array.from(name?.trim() ?? "")[0] ?? "";
  return (first(firstname) + first(lastname)).toLocaleUpperCase();
}
