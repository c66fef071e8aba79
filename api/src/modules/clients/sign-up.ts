/**
 * A client's row written: a sign-up (POST clients), a visitor's temporary account (POST
 * clients/temporary) and its completion (POST clients/me/registration).
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { TEMPORARY_EMAIL_DOMAIN } from "#domain/account.js";
import type { ContentLocale, CountryCode } from "#domain/locales.js";
import type { AppDatabase } from "../../db/client.js";
import { clients, type Client, type NewClient } from "../../db/schema/index.js";
import { emailTaken, isUniqueViolation } from "./service.js";

/** Who was written, as the token pair needs it. */
export type WrittenClient = { id: number };

/** Writes a signed-up client (signupValues); an address taken meanwhile answers 409 EMAIL_TAKEN. */
export async function insertClient(db: AppDatabase, values: NewClient): Promise<WrittenClient> {
  let created: WrittenClient | undefined;
  try {
    [created] = await db.insert(clients).values(values).returning({ id: clients.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!created) throw new Error("client insert returned nothing");
  return created;
}

/** A visitor's temporary account: no password, an e-mail quiz-<random> of the temporary domain (§9). */
export async function insertTemporaryClient(
  db: AppDatabase,
  locale: ContentLocale,
  country: CountryCode | null,
): Promise<WrittenClient> {
  const [created] = await db
    .insert(clients)
    .values({
      email: `quiz-${randomBytes(12).toString("hex")}${TEMPORARY_EMAIL_DOMAIN}`,
      passwordHash: null,
      locale,
      country,
    })
    .returning({ id: clients.id });
  if (!created) throw new Error("client insert returned nothing");
  return created;
}

/**
 * Completes a temporary account with its sign-up values; undefined when it was no longer temporary.
 * An address taken meanwhile answers 409 EMAIL_TAKEN.
 */
export async function completeTemporaryClient(
  db: AppDatabase,
  client: Client,
  values: NewClient,
): Promise<WrittenClient | undefined> {
  try {
    // Only a still-temporary row is completed: two registrations at once complete it once
    const [updated] = await db
      .update(clients)
      .set(values)
      .where(and(eq(clients.id, client.id), eq(clients.email, client.email)))
      .returning({ id: clients.id });
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
