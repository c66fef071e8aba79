/**
 * Loyalty points: the ledger (append-only, the balance after each row), earning idempotent by
 * reference, coupons bought with points, the birthday offer, and points lapsing first-in
 * first-out. Every write holds the client row (SELECT … FOR UPDATE) for its transaction, so two
 * writers never start from the same balance; the ledger's unique (client, reason, reference)
 * makes an earning written twice (a replayed payment) written once.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import {
  clients,
  codes,
  configEntries,
  loyaltyLedger,
  profiles,
  type LoyaltyLedgerEntry,
} from "../../db/schema/index.js";
import {
  NO_ELIGIBLE_KID,
  addMonths,
  isBirthdayMonth,
  loyaltyConfigFrom,
  notEnoughPointsMessage,
  pointsExpiry,
  pointsFor,
  pointsToExpire,
  tierOf,
  type LoyaltyConfig,
  type LoyaltySource,
} from "#domain/loyalty.js";
import { todayIn } from "#domain/profiles.js";
import { ApiError } from "../../plugins/errors.js";
import { clientLedgerPage } from "../../db/paging.js";

/** The personal code row the coupon and the birthday offer answer (routes map it to the HTTP answer). */
export type { Code } from "../../db/schema/index.js";

/** The configuration entries the programmes read (website/config serves the same ones). */
export async function programmeEntries(db: AppDatabase): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: configEntries.key, value: configEntries.value })
    .from(configEntries)
    .where(
      or(
        like(configEntries.key, "loyalty.%"),
        like(configEntries.key, "referral.%"),
        eq(configEntries.key, "godfather_amount"),
      ),
    );
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function loyaltySettings(db: AppDatabase): Promise<LoyaltyConfig> {
  return loyaltyConfigFrom(await programmeEntries(db));
}

/** Whether the client exists (a customer-service adjustment names one). */
export async function clientExists(db: AppDatabase, clientId: number): Promise<boolean> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  return client !== undefined;
}

/** Holds the client row until the transaction ends (the ledgers' lock). */
export async function lockClient(db: AppDatabase, clientId: number): Promise<void> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
}

export async function pointsBalance(db: AppDatabase, clientId: number): Promise<number> {
  const [row] = await db
    .select({ balance: loyaltyLedger.balanceAfterPoints })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.clientId, clientId))
    .orderBy(desc(loyaltyLedger.id))
    .limit(1);
  return row?.balance ?? 0;
}

type Movement = {
  clientId: number;
  points: number;
  reason: LoyaltyLedgerEntry["reason"];
  reference: string;
  orderId?: number | null;
  expiresAt?: Date | null;
  createdAt?: Date;
};

/** Writes a movement after the balance it leaves, the client row held: false when its reference was already written. */
async function writePoints(db: AppDatabase, movement: Movement): Promise<boolean> {
  await lockClient(db, movement.clientId);
  const balance = await pointsBalance(db, movement.clientId);
  const written = await db
    .insert(loyaltyLedger)
    .values({ ...movement, balanceAfterPoints: balance + movement.points })
    .onConflictDoNothing()
    .returning({ id: loyaltyLedger.id });
  return written.length > 0;
}

/** The ledger reason of a source: orders (shop or box) are ORDER. */
const REASON: Record<LoyaltySource, LoyaltyLedgerEntry["reason"]> = {
  SHOP: "ORDER",
  BOX: "ORDER",
  REFERRAL: "REFERRAL",
  RATING: "RATING",
};

/**
 * Points for a source (domain pointsFor), lapsing after the configured months. `reference` names
 * what earned them (order:{id}, referral:{id}, rating:{orderId}): the same reference earns once,
 * however often this is called. Run inside the caller's transaction. Answers the points written.
 */
export async function earnPoints(
  db: AppDatabase,
  {
    clientId,
    source,
    reference,
    amountCents,
    orderId,
    now = new Date(),
    config,
  }: {
    clientId: number;
    source: LoyaltySource;
    reference: string;
    amountCents?: number;
    orderId?: number;
    now?: Date;
    config?: LoyaltyConfig;
  },
): Promise<number> {
  const settings = config ?? (await loyaltySettings(db));
  const points = pointsFor(source, { amountCents }, settings);
  if (points <= 0) return 0;
  const written = await writePoints(db, {
    clientId,
    points,
    reason: REASON[source],
    reference,
    orderId: orderId ?? null,
    expiresAt: pointsExpiry(now, settings),
    createdAt: now,
  });
  return written ? points : 0;
}

/**
 * A goodwill movement by customer service (positive: lapses like earned points; negative: taken
 * off, never below zero). Once per reference.
 */
export async function adjustPoints(
  db: AppDatabase,
  {
    clientId,
    points,
    reference,
    now = new Date(),
  }: { clientId: number; points: number; reference: string; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const settings = await loyaltySettings(tx);
    await lockClient(tx, clientId);
    const balance = await pointsBalance(tx, clientId);
    if (balance + points < 0)
      throw ApiError.badRequest("The balance cannot go below zero", { points: ["Too many points taken off"] });
    return writePoints(tx, {
      clientId,
      points,
      reason: "ADJUSTMENT",
      reference: `adjustment:${reference}`,
      expiresAt: points > 0 ? pointsExpiry(now, settings) : null,
      createdAt: now,
    });
  });
}

/** One page of the ledger, newest first. */
export const ledgerPage = (db: AppDatabase, clientId: number, page: number, pageSize: number) =>
  clientLedgerPage(db, loyaltyLedger, clientId, page, pageSize);

/** Every movement's points and lapse date (the expiry rule's input). */
export async function ledgerEntries(db: AppDatabase, clientId: number) {
  return db
    .select({ points: loyaltyLedger.points, expiresAt: loyaltyLedger.expiresAt })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.clientId, clientId))
    .orderBy(loyaltyLedger.id);
}

function randomSuffix(length: number): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Buys the coupon of a tier with points, in one transaction with the client row held: the
 * balance checked (400 NOT_ENOUGH_LOYALTY_POINTS with the §8 message when short), the points
 * taken (COUPON_REDEMPTION) and a personal COUPON code of the tier's value made, usable once.
 */
export async function redeemCoupon(db: AppDatabase, clientId: number, points: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const settings = await loyaltySettings(tx);
    const tier = tierOf(points, settings);
    if (!tier) {
      throw ApiError.badRequest("Unknown coupon tier", {
        points: [`One of ${settings.tiers.map((t) => t.points).join(", ")}`],
      });
    }
    await lockClient(tx, clientId);
    const balance = await pointsBalance(tx, clientId);
    if (balance < tier.points) {
      const message = notEnoughPointsMessage(tier.points);
      throw new ApiError(400, "NOT_ENOUGH_LOYALTY_POINTS", message, message);
    }
    const [code] = await tx
      .insert(codes)
      .values({
        code: `FID${tier.points}-${randomSuffix(8)}`,
        kind: "COUPON",
        amountCents: tier.amountCents,
        clientId,
        maxUses: 1,
        maxUsesPerClient: 1,
        expiresAt: addMonths(now, settings.couponValidityMonths),
      })
      .returning();
    await writePoints(tx, {
      clientId,
      points: -tier.points,
      reason: "COUPON_REDEMPTION",
      reference: `coupon:${code!.code}`,
      createdAt: now,
    });
    return { code: code!, balance: balance - tier.points };
  });
}

const birthdayPrefix = (year: string, profileId: number) => `ANNIV${year}-${profileId}-`;

/**
 * The birthday offer: a personal BIRTHDAY code for a kid whose birthday is this month (Paris
 * time) and who has none for this year yet — the first such kid. 400 NO_ELIGIBLE_KID with the §8
 * message otherwise.
 */
export async function birthdayOffer(db: AppDatabase, clientId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const settings = await loyaltySettings(tx);
    await lockClient(tx, clientId);
    const today = todayIn(undefined, now);
    const year = today.slice(0, 4);
    const kids = (
      await tx
        .select({ id: profiles.id, firstname: profiles.firstname, birthdate: profiles.birthdate })
        .from(profiles)
        .where(and(eq(profiles.clientId, clientId), eq(profiles.profileType, "KID"), isNull(profiles.deletedAt)))
        .orderBy(profiles.id)
    ).filter((kid) => isBirthdayMonth(kid.birthdate, today));
    const given = kids.length
      ? await tx
          .select({ code: codes.code })
          .from(codes)
          .where(
            and(
              eq(codes.clientId, clientId),
              eq(codes.kind, "BIRTHDAY"),
              or(...kids.map((kid) => like(codes.code, `${birthdayPrefix(year, kid.id)}%`))),
            ),
          )
      : [];
    const kid = kids.find((k) => !given.some((g) => g.code.startsWith(birthdayPrefix(year, k.id))));
    if (!kid) throw new ApiError(400, "NO_ELIGIBLE_KID", NO_ELIGIBLE_KID, NO_ELIGIBLE_KID);
    const [code] = await tx
      .insert(codes)
      .values({
        code: `${birthdayPrefix(year, kid.id)}${randomSuffix(4)}`,
        kind: "BIRTHDAY",
        percent: settings.birthdayPercent,
        target: "KID",
        clientId,
        maxUses: 1,
        maxUsesPerClient: 1,
        expiresAt: new Date(now.getTime() + settings.birthdayValidityDays * 86_400_000),
      })
      .returning();
    return { code: code!, kid };
  });
}

/** Kids whose birthday offer can be asked for now (birthday this month, none this year yet). */
export async function birthdayKids(db: AppDatabase, clientId: number, now = new Date()) {
  const today = todayIn(undefined, now);
  const year = today.slice(0, 4);
  const kids = (
    await db
      .select({ id: profiles.id, firstname: profiles.firstname, birthdate: profiles.birthdate })
      .from(profiles)
      .where(and(eq(profiles.clientId, clientId), eq(profiles.profileType, "KID"), isNull(profiles.deletedAt)))
      .orderBy(profiles.id)
  ).filter((kid) => isBirthdayMonth(kid.birthdate, today));
  if (kids.length === 0) return [];
  const given = await db
    .select({ code: codes.code })
    .from(codes)
    .where(and(eq(codes.clientId, clientId), eq(codes.kind, "BIRTHDAY"), like(codes.code, `ANNIV${year}-%`)));
  return kids
    .filter((kid) => !given.some((g) => g.code.startsWith(birthdayPrefix(year, kid.id))))
    .map((kid) => ({ id: kid.id, firstname: kid.firstname }));
}

/**
 * Writes off the points lapsed by `now` (FIFO: pointsToExpire) for every client who has some, one
 * transaction per client with its row held. Idempotent: once written off, nothing is left to
 * lapse until more credits reach their day. Answers the clients touched.
 */
export async function expirePoints(db: AppDatabase, now: Date, batch = 500): Promise<number> {
  let touched = 0;
  // At most 1,000 batches a run (the next day's run goes on from there)
  for (let round = 0; round < 1000; round++) {
    const written = await expireBatch(db, now, batch);
    touched += written.touched;
    if (written.seen < batch || written.touched === 0) break;
  }
  return touched;
}

async function expireBatch(db: AppDatabase, now: Date, batch: number): Promise<{ seen: number; touched: number }> {
  // Exactly the clients with something to write off (the rule of pointsToExpire, in SQL)
  const due = await db
    .select({ clientId: loyaltyLedger.clientId })
    .from(loyaltyLedger)
    .groupBy(loyaltyLedger.clientId)
    .having(
      sql`coalesce(sum(${loyaltyLedger.points}) filter (where ${loyaltyLedger.points} > 0 and ${loyaltyLedger.expiresAt} <= ${now.toISOString()}), 0) + coalesce(sum(${loyaltyLedger.points}) filter (where ${loyaltyLedger.points} < 0), 0) > 0`,
    )
    .limit(batch);
  let touched = 0;
  for (const { clientId } of due) {
    await db.transaction(async (tx) => {
      await lockClient(tx, clientId);
      const points = pointsToExpire(await ledgerEntries(tx, clientId), now);
      if (points <= 0) return;
      const written = await writePoints(tx, {
        clientId,
        points: -points,
        reason: "EXPIRATION",
        reference: `expiry:${now.toISOString()}`,
        createdAt: now,
      });
      if (written) touched += 1;
    });
  }
  return { seen: due.length, touched };
}

/** The client's personal codes of the programme (coupons and birthday codes), newest first. */
export async function programmeCodes(db: AppDatabase, clientId: number) {
  return db
    .select()
    .from(codes)
    .where(and(eq(codes.clientId, clientId), inArray(codes.kind, ["COUPON", "BIRTHDAY"])))
    .orderBy(desc(codes.id));
}
