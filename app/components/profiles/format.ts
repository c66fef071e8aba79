import { ageQuantityLabel, displayAge } from "#domain/profiles.js";

/** A profile's age on a given day, in months below two years, in years after. */
export function ageLabel(birthdate: string, today: string, language: string): string {
  const age = displayAge(birthdate, today);
  return ageQuantityLabel(age.count, age.unit, language);
}

/** One or two capital letters standing for a name when there is no photo. */
export function initials(firstname: string, lastname: string | null): string {
  const first = (name: string | null) => Array.from(name?.trim() ?? "")[0] ?? "";
  return (first(firstname) + first(lastname)).toLocaleUpperCase();
}
