/**
 * A phone number as people type it: digits, an optional leading "+", and spaces, dots, dashes or
 * brackets between ("+33 6 12 34 56 78", "06.12.34.56.78", "(030) 1234567"), with between 6 and
 * 15 digits (E.164's longest number), so a carrier can call it.
 */
const PHONE = /^\+?[0-9(][0-9 ().-]*$/;

export function isValidPhone(value: string): boolean {
  const typed = value.trim();
  const digits = typed.replace(/\D/g, "").length;
  return PHONE.test(typed) && digits >= 6 && digits <= 15 && typed.length <= 25;
}
