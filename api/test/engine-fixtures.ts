/**
 * Profiles made for the styling engine's tests: a client of its own, a profile with the given
 * values and a request to deliver on a date — what loadEngineInput reads.
 */
import type { AppDatabase } from "../src/db/client.js";
import { clients, profiles, requests } from "../src/db/schema/index.js";

let clientCount = 0;

/** A new client and profile, with a request delivered on `deliveryDate`. */
export async function profileWithRequest(
  db: AppDatabase,
  values: Partial<typeof profiles.$inferInsert> & Pick<typeof profiles.$inferInsert, "profileType" | "gender">,
  deliveryDate: string,
  status: "PENDING" | "DELIVERED" = "PENDING",
) {
  const [client] = await db
    .insert(clients)
    .values({ email: `engine-${process.pid}-${++clientCount}@inputs.test`, locale: "fr" })
    .returning({ id: clients.id });
  const [profile] = await db
    .insert(profiles)
    .values({ clientId: client!.id, firstname: "Test", ...values })
    .returning();
  const [request] = await db.insert(requests).values({ profileId: profile!.id, status, deliveryDate }).returning();
  return { clientId: client!.id, profile: profile!, requestId: request!.id };
}
