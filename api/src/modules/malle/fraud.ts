/**
 * §8 fraud labels (docs/decisions/0030-style-quiz.md). The rule:
 *
 * - DUPLICATE_ACCOUNTS: another client already has a box request (pending or past, any status) going
 *   to the same address — street, postcode and country compared without case and without spaces.
 * - PRESUMED_FRAUDSTER: on top of that, one of those clients saved a payment method with the same
 *   brand, last four digits and expiry date as the method this box is booked with.
 *
 * A label is stored on the request and on the client (never lowered) and answered as `type`; it is
 * never an error: the box is booked all the same, and people review the label.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { addresses, paymentMethods, profiles, requests } from "../../db/schema/index.js";

export type FraudLabel = "DUPLICATE_ACCOUNTS" | "PRESUMED_FRAUDSTER";

/** An address as the rule compares it: lower case, every space removed. */
export function addressKey(address: { street: string; postcode: string; countryCode: string }) {
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, "");
  return { street: squash(address.street), postcode: squash(address.postcode), country: address.countryCode };
}

const squashed = (column: typeof addresses.street | typeof addresses.postcode) =>
  sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;

/** The fraud label a box for `clientId` to this address, paid with this method, raises (null: none). */
export async function fraudLabelFor(
  db: Db,
  clientId: number,
  address: { street: string; postcode: string; countryCode: string },
  paymentMethod: { brand: string | null; last4: string | null; expirationDate: string | null } | null,
): Promise<FraudLabel | null> {
  const key = addressKey(address);
  const others = await db
    .selectDistinct({ clientId: profiles.clientId })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .innerJoin(addresses, eq(addresses.id, requests.shippingAddressId))
    .where(
      and(
        ne(profiles.clientId, clientId),
        eq(addresses.countryCode, address.countryCode as typeof addresses.$inferSelect.countryCode),
        sql`${squashed(addresses.street)} = ${key.street}`,
        sql`${squashed(addresses.postcode)} = ${key.postcode}`,
      ),
    );
  if (others.length === 0) return null;
  if (!paymentMethod?.last4 || !paymentMethod.brand) return "DUPLICATE_ACCOUNTS";
  const [sameCard] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        inArray(
          paymentMethods.clientId,
          others.map((o) => o.clientId),
        ),
        sql`lower(${paymentMethods.brand}) = ${paymentMethod.brand.toLowerCase()}`,
        eq(paymentMethods.last4, paymentMethod.last4),
        paymentMethod.expirationDate === null
          ? sql`${paymentMethods.expirationDate} is null`
          : eq(paymentMethods.expirationDate, paymentMethod.expirationDate),
      ),
    )
    .limit(1);
  return sameCard ? "PRESUMED_FRAUDSTER" : "DUPLICATE_ACCOUNTS";
}

/** The stronger of two labels (a client once presumed a fraudster stays so). */
export function strongerLabel(a: FraudLabel | null, b: FraudLabel | null): FraudLabel | null {
  if (a === "PRESUMED_FRAUDSTER" || b === "PRESUMED_FRAUDSTER") return "PRESUMED_FRAUDSTER";
  return a ?? b;
}
