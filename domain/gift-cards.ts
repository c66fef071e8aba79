/**
 * Gift cards bought on /giftcard (issue 18): the amounts offered, the free amount's range, the
 * send day's window, the code's shape and its masked form, the expiry. Pure rules the API and the
 * storefront both read.
 */
import { addDays, addMonths } from "./malle.js";

/** The amounts the page offers, in euros. */
export const GIFT_CARD_AMOUNTS = [30, 50, 80, 100, 150] as const;
/** A free amount: whole euros within this range. */
export const GIFT_CARD_MIN_EUROS = 20;
export const GIFT_CARD_MAX_EUROS = 500;
/** The giver's message. */
export const GIFT_CARD_MESSAGE_MAX = 500;
/** Names as the e-mail and the PDF show them. */
export const GIFT_CARD_NAME_MAX = 80;
/** A card is sent today or on a day up to one year ahead. */
export const GIFT_CARD_SEND_MAX_MONTHS = 12;
/** A card can be added to a wallet for this long after it reaches its recipient. */
export const GIFT_CARD_VALID_MONTHS = 12;

export type GiftCardAmountProblem = "not-whole" | "too-small" | "too-large";

/** What is wrong with an amount in euros, if anything. */
export function giftCardAmountProblem(euros: number): GiftCardAmountProblem | undefined {
  if (!Number.isInteger(euros)) return "not-whole";
  if (euros < GIFT_CARD_MIN_EUROS) return "too-small";
  if (euros > GIFT_CARD_MAX_EUROS) return "too-large";
  return undefined;
}

export type SendDayProblem = "invalid" | "past" | "too-far";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a send day (YYYY-MM-DD) seen from today (YYYY-MM-DD, the shop's time zone). */
export function sendDayProblem(day: string, today: string): SendDayProblem | undefined {
  if (!DAY.test(day)) return "invalid";
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return "invalid";
  if (day < today) return "past";
  if (day > lastSendDay(today)) return "too-far";
  return undefined;
}

/** The last day a card may be sent on. */
export function lastSendDay(today: string): string {
  return addMonths(today, GIFT_CARD_SEND_MAX_MONTHS);
}

/** The hour (UTC) a card planned for a later day leaves: 07:00 UTC, 08:00 or 09:00 in Paris. */
export const GIFT_CARD_SEND_HOUR_UTC = 7;

/** When a card planned for `day` leaves: at once when it is today, else that day's morning. */
export function sendInstant(day: string, today: string, now: Date): Date {
  if (day <= today) return now;
  return new Date(`${day}T${String(GIFT_CARD_SEND_HOUR_UTC).padStart(2, "0")}:00:00Z`);
}

/** The card expires one year after it reaches its recipient (the payment's day when sent at once). */
export function giftCardExpiry(paidAt: Date, sendAt: Date | null): Date {
  const from = sendAt && sendAt > paidAt ? sendAt : paidAt;
  const day = addMonths(from.toISOString().slice(0, 10), GIFT_CARD_VALID_MONTHS);
  // Valid through that whole day (UTC)
  return new Date(`${addDays(day, 1)}T00:00:00Z`);
}

/** Characters of a code: no 0/O, 1/I/L, so a code read off paper is typed right. */
export const GIFT_CARD_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** MALLE- and three groups of four: 12 random characters of 31, about 59 bits. */
export const GIFT_CARD_CODE = /^MALLE(-[A-HJKMNP-Z2-9]{4}){3}$/;

/** A new code, each character drawn by `randomIndex(n)` (crypto.randomInt in the API: uniform, unguessable). */
export function newGiftCardCode(randomIndex: (n: number) => number): string {
  const group = () =>
    Array.from({ length: 4 }, () => GIFT_CARD_CODE_ALPHABET[randomIndex(GIFT_CARD_CODE_ALPHABET.length)]).join("");
  return `MALLE-${group()}-${group()}-${group()}`;
}

/** A code as a list shows it: every letter and digit but the last four hidden (MALLE-****-****-K7QD). */
export function maskGiftCardCode(code: string): string {
  let visible = 4;
  return [...code]
    .reverse()
    .map((c) => {
      if (!/[A-Za-z0-9]/.test(c)) return c;
      if (visible > 0) {
        visible -= 1;
        return c;
      }
      return "*";
    })
    .reverse()
    .join("");
}
