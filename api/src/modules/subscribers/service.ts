import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { newsletterSubscribers, phoneUnsubscribes, type NewsletterSubscriber } from "../../db/schema/index.js";
import { isKnownEmailDomain, isValidEmail, normalizeEmail } from "#domain/email.js";
import type { ContentLocale } from "#domain/locales.js";
import { ApiError } from "../../plugins/errors.js";
import { subscriberIdOf, unsubscribeNumber } from "./unsubscribe-number.js";

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

function toApi(row: NewsletterSubscriber, secret: string) {
  return {
    id: row.id,
    email: row.email,
    list: row.list,
    source: row.source,
    locale: row.locale,
    subscribed: true as const,
    unknown_domain: !isKnownEmailDomain(row.email),
    unsubscribe_number: unsubscribeNumber(secret, row.id),
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
  secret: string,
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
        return { created: false, subscriber: toApi(existing, secret) };
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
      return { created: false, subscriber: toApi(row!, secret) };
    }
    try {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, list: input.list, source, locale: input.locale, clientId: input.clientId ?? null })
        .returning();
      return { created: true, subscriber: toApi(row!, secret) };
    } catch (error) {
      // Two sign-ups of the same address at once: the other one won, read it back.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ApiError(409, "CONFLICT", "Please try again");
}

/**
 * Unsubscribes by the number of an unsubscribe link: 404 for a number this API did not issue or
 * of another list; says whether the subscriber had already left (the link is theirs).
 */
async function unsubscribeByNumber(db: AppDatabase, secret: string, number: string, list: NewsletterList) {
  const id = subscriberIdOf(secret, number);
  const unknown = () => ApiError.notFound("Unknown unsubscribe link");
  if (id === undefined) throw unknown();
  const ofThisList = and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.list, list));
  const left = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(ofThisList, isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  if (left.length === 0) {
    const [known] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(ofThisList);
    if (!known) throw unknown();
  }
  return { list, subscribed: false as const, already_unsubscribed: left.length === 0 };
}

/** Unsubscribes by e-mail (silent when absent: reveals nothing) or by an unsubscribe link's number. */
export async function unsubscribe(
  db: AppDatabase,
  secret: string,
  input: { email?: string; number?: string; list: NewsletterList },
) {
  if (input.number) return unsubscribeByNumber(db, secret, input.number, input.list);
  const email = normalizeEmail(input.email ?? "");
  if (!isValidEmail(email)) {
    throw ApiError.unprocessable("form_wrong_email", "Invalid email address", { email: ["form_wrong_email"] });
  }
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(and(eq(newsletterSubscribers.list, input.list), sql`lower(${newsletterSubscribers.email}) = ${email}`));
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
