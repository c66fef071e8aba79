import { and, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { newsletterSubscribers, phoneUnsubscribes, type NewsletterSubscriber } from "../../db/schema/index.js";
import { isKnownEmailDomain, isValidEmail, normalizeEmail } from "../../../../domain/email.js";
import type { ContentLocale } from "../../../../domain/locales.js";
import { ApiError } from "../../plugins/errors.js";

export type NewsletterList = "WOMAN" | "KID";

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** §5: an e-mail is required, then it must have the e-mail format. */
export function checkNewsletterEmail(email: string | null | undefined): string {
  const value = normalizeEmail(email ?? "");
  if (!value) throw ApiError.badRequest("An email is required", { email: ["An email is required"] });
  if (!isValidEmail(value)) {
    throw ApiError.unprocessable("form_wrong_email", "Invalid email address", { email: ["form_wrong_email"] });
  }
  return value;
}

function toApi(row: NewsletterSubscriber) {
  return {
    id: row.id,
    email: row.email,
    list: row.list,
    source: row.source,
    locale: row.locale,
    subscribed: true as const,
    unknown_domain: !isKnownEmailDomain(row.email),
    created_at: row.createdAt.toISOString(),
  };
}

const findByEmail = (db: AppDatabase, email: string, list: NewsletterList) =>
  db
    .select()
    .from(newsletterSubscribers)
    .where(and(sql`lower(${newsletterSubscribers.email}) = ${email}`, eq(newsletterSubscribers.list, list)))
    .limit(1)
    .then((rows) => rows[0]);

/**
 * Subscribes (email, list). A pair already subscribed is left as it is (200, idempotent); one that
 * had unsubscribed is subscribed again with the new source and language.
 */
export async function subscribe(
  db: AppDatabase,
  input: {
    email: string | null | undefined;
    list: NewsletterList;
    source?: string;
    locale: ContentLocale;
    clientId?: number;
  },
) {
  const email = checkNewsletterEmail(input.email);
  const source = input.source?.trim() || null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findByEmail(db, email, input.list);
    if (existing) {
      if (existing.unsubscribedAt === null && (existing.clientId !== null || input.clientId === undefined)) {
        return { created: false, subscriber: toApi(existing) };
      }
      const [row] = await db
        .update(newsletterSubscribers)
        .set(
          existing.unsubscribedAt === null
            ? { clientId: input.clientId }
            : {
                unsubscribedAt: null,
                source,
                locale: input.locale,
                clientId: existing.clientId ?? input.clientId ?? null,
              },
        )
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
      return { created: false, subscriber: toApi(row!) };
    }
    try {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, list: input.list, source, locale: input.locale, clientId: input.clientId ?? null })
        .returning();
      return { created: true, subscriber: toApi(row!) };
    } catch (error) {
      // Two sign-ups of the same address at once: the other one won, read it back.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ApiError(409, "CONFLICT", "Please try again");
}

/** Unsubscribes by e-mail (silent when absent: reveals nothing) or by id (404 when unknown). */
export async function unsubscribe(db: AppDatabase, input: { email?: string; id?: number; list: NewsletterList }) {
  const conditions = [eq(newsletterSubscribers.list, input.list)];
  if (input.id !== undefined) conditions.push(eq(newsletterSubscribers.id, input.id));
  if (input.email) {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) {
      throw ApiError.unprocessable("form_wrong_email", "Invalid email address", { email: ["form_wrong_email"] });
    }
    conditions.push(sql`lower(${newsletterSubscribers.email}) = ${email}`);
  }
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(and(...conditions))
    .returning({ id: newsletterSubscribers.id });
  if (rows.length === 0 && input.id !== undefined) throw ApiError.notFound("Subscriber not found");
  return { list: input.list, subscribed: false as const };
}

/**
 * A phone number as stored for SMS opt-outs: separators removed, a leading 00 read as +.
 * Undefined when what remains is not 6 to 15 digits (E.164 length) with an optional +.
 */
export function normalizePhone(phone: string): string | undefined {
  let value = phone.trim().replace(/[\s.\-()/]/g, "");
  if (value.startsWith("00")) value = `+${value.slice(2)}`;
  return /^\+?\d{6,15}$/.test(value) ? value : undefined;
}

export async function phoneUnsubscribe(db: AppDatabase, input: { phone: string; list: NewsletterList }) {
  const phone = normalizePhone(input.phone);
  if (!phone)
    throw ApiError.unprocessable("INVALID_PHONE", "Invalid phone number", { phone: ["Invalid phone number"] });
  await db.insert(phoneUnsubscribes).values({ phone, list: input.list }).onConflictDoNothing();
  return { list: input.list, phone, unsubscribed: true as const };
}
