/**
 * The honeypot of public forms: a field people never see nor fill (hidden by CSS, out of the tab
 * order, no autofill), that form-filling robots do. Its name looks worth filling to a robot.
 */
export const HONEYPOT_FIELD = "website";

/** True when the form was filled by a robot: the caller drops it without telling why. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
