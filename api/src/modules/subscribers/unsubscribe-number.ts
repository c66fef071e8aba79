/**
 * The number of a newsletter unsubscribe link (/unsub/{number}/{list}): the subscriber's id
 * followed by a 16-digit check code, an HMAC of that id under the API's secret. Ids are
 * sequential, so a bare id would let anyone unsubscribe everyone by counting; the check code
 * makes a number impossible to guess, while the link stays digits only, as the route names it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const CHECK_DIGITS = 16;
const CHECK_MODULUS = 10n ** BigInt(CHECK_DIGITS);
/** Subscriber ids are PostgreSQL serials. */
const MAX_ID = 2_147_483_647;

function checkCode(secret: string, id: number): string {
  const digest = createHmac("sha256", secret).update(`newsletter-unsubscribe:${id}`).digest();
  return (digest.readBigUInt64BE(0) % CHECK_MODULUS).toString().padStart(CHECK_DIGITS, "0");
}

export function unsubscribeNumber(secret: string, id: number): string {
  return `${id}${checkCode(secret, id)}`;
}

/** The subscriber id a number stands for, or undefined when it is not one this API issued. */
export function subscriberIdOf(secret: string, number: string): number | undefined {
  if (!/^[1-9]\d*$/.test(number) || number.length <= CHECK_DIGITS) return undefined;
  const id = Number(number.slice(0, -CHECK_DIGITS));
  if (!Number.isSafeInteger(id) || id > MAX_ID) return undefined;
  const given = Buffer.from(number.slice(-CHECK_DIGITS));
  const expected = Buffer.from(checkCode(secret, id));
  return timingSafeEqual(given, expected) ? id : undefined;
}
