/**
 * The referral programme: a godfather's code (clients.referral_code, made on first use) carried by
 * the share link, godsons invited by e-mail (the invitation through the outbox) or arriving by the
 * link, linked at sign-up (SIGNED_UP, their welcome code), and rewarded once when their first box
 * or shop order is paid: the godfather's wallet credited (REFERRAL_REWARD, reference
 * referral:{id}) and points for them (REFERRAL) — unless godfather and godson look like one person
 * (same mailbox once dots and +tags are dropped, or a card in common), then CONVERTED without reward.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/client.js";
import { clients, codes, crmEvents, orders, paymentMethods, referrals, type Order } from "../../db/schema/index.js";
import { normalizeEmail } from "#domain/email.js";
import type { ContentLocale } from "#domain/locales.js";
import {
  addMonths,
  emailIdentity,
  referralCodeFrom,
  referralConfigFrom,
  referralEarns,
  type CardPrint,
  type ReferralConfig,
} from "#domain/loyalty.js";
import { ApiError } from "../../plugins/errors.js";
import { moveWallet } from "../checkout-money/index.js";
import { earnPoints, loyaltySettings, programmeEntries } from "../loyalty/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { invitationMail } from "./mails.js";

/** The referral row the routes turn into their answer. */
export type { Referral } from "../../db/schema/index.js";

export async function referralSettings(db: AppDatabase): Promise<ReferralConfig> {
  return referralConfigFrom(await programmeEntries(db));
}

/** A unique violation (PostgreSQL and PGlite code 23505), here or in a cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The client's godfather code, made (8 characters, no look-alikes) the first time it is asked for. */
export async function ensureReferralCode(db: AppDatabase, clientId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select({ code: clients.referralCode }).from(clients).where(eq(clients.id, clientId));
    if (!row) throw ApiError.unauthorized("This account no longer exists");
    if (row.code) return row.code;
    try {
      await db
        .update(clients)
        .set({ referralCode: referralCodeFrom(randomBytes(8)) })
        .where(and(eq(clients.id, clientId), isNull(clients.referralCode)));
    } catch (error) {
      // Another client has this code: draw again
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("could not make a referral code");
}

/** The client a godfather code names (any case, spaces ignored); undefined when none. */
export async function godfatherByCode(db: AppDatabase, rawCode: string) {
  const code = rawCode.trim().toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(code)) return undefined;
  const [row] = await db
    .select({ id: clients.id, email: clients.email, firstname: clients.firstname })
    .from(clients)
    .where(eq(clients.referralCode, code))
    .limit(1);
  return row;
}

/** The godsons of a godfather, newest first. */
export async function godsons(db: AppDatabase, godfatherId: number) {
  return db
    .select()
    .from(referrals)
    .where(eq(referrals.godfatherClientId, godfatherId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
}

/**
 * Invites a friend by e-mail: 400 for one's own address (or the same mailbox), 409 ALREADY_CLIENT
 * when it is already a client's, 409 ALREADY_INVITED when this godfather invited it before. The
 * invitation e-mail (in `locale`, the page's language) is written with the row (outbox).
 */
export async function inviteGodson(
  db: AppDatabase,
  {
    godfatherId,
    email: rawEmail,
    locale,
    storefrontUrl,
  }: { godfatherId: number; email: string; locale: ContentLocale; storefrontUrl: string },
) {
  const email = normalizeEmail(rawEmail);
  const code = await ensureReferralCode(db, godfatherId);
  const settings = await referralSettings(db);
  return db.transaction(async (tx) => {
    const [godfather] = await tx
      .select({ email: clients.email, firstname: clients.firstname })
      .from(clients)
      .where(eq(clients.id, godfatherId))
      .for("update");
    if (!godfather) throw ApiError.unauthorized("This account no longer exists");
    if (emailIdentity(godfather.email) === emailIdentity(email)) {
      throw ApiError.badRequest("You cannot invite yourself", { email: ["You cannot invite yourself"] }, "OWN_EMAIL");
    }
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(sql`lower(${clients.email}) = ${email}`)
      .limit(1);
    if (client) {
      throw ApiError.conflict("ALREADY_CLIENT", "This person is already a client", {
        email: ["This person is already a client"],
      });
    }
    const [row] = await tx
      .insert(referrals)
      .values({ godfatherClientId: godfatherId, godsonEmail: email })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw ApiError.conflict("ALREADY_INVITED", "You have already invited this person", {
        email: ["You have already invited this person"],
      });
    }
    await enqueueMail(
      tx,
      `referral-invitation:${row.id}`,
      invitationMail({
        to: email,
        locale,
        godfatherName: godfather.firstname?.trim() || godfather.email,
        godsonAmountCents: settings.godsonAmountCents,
        code,
        storefrontUrl,
      }),
    );
    return row;
  });
}

/** POST /crm/event: the events the storefront may report. */
export const CRM_EVENTS = ["referral_invitation"] as const;

export async function recordCrmEvent(
  db: AppDatabase,
  { clientId, eventName, payload }: { clientId: number; eventName: string; payload: Record<string, unknown> },
) {
  const [row] = await db.insert(crmEvents).values({ clientId, eventName, payload }).returning({ id: crmEvents.id });
  return row!;
}

/**
 * The godfather e-mail of a sign-up: the one typed (godfather_email), else the client a godfather
 * code names (the share link's ?godfather=, kept in lc_godfather). An unknown code is dropped
 * (the sign-up goes on without a godfather).
 */
export async function resolveGodfatherEmail(
  db: AppDatabase,
  body: { godfather_email?: string | null; godfather_code?: string | null },
): Promise<string | null> {
  if (body.godfather_email) return normalizeEmail(body.godfather_email);
  if (!body.godfather_code) return null;
  return (await godfatherByCode(db, body.godfather_code))?.email ?? null;
}

/**
 * Links a new client to their godfather (clients.godfather_email) at sign-up: the invitation's row
 * becomes SIGNED_UP (or a row is made for a friend who came by the link), and the godson's welcome
 * offer — a personal DISCOUNT code of the godson amount, once, valid 6 months — is made. Nothing
 * when the godfather is unknown or is the same person (same mailbox). Idempotent.
 */
export async function linkGodson(db: AppDatabase, godsonId: number, now = new Date()): Promise<void> {
  const settings = await referralSettings(db);
  await db.transaction(async (tx) => {
    const [godson] = await tx
      .select({ id: clients.id, email: clients.email, godfatherEmail: clients.godfatherEmail })
      .from(clients)
      .where(eq(clients.id, godsonId))
      .for("update");
    if (!godson?.godfatherEmail) return;
    const [godfather] = await tx
      .select({ id: clients.id, email: clients.email })
      .from(clients)
      .where(sql`lower(${clients.email}) = ${normalizeEmail(godson.godfatherEmail)}`)
      .limit(1);
    if (!godfather || godfather.id === godson.id) return;
    if (emailIdentity(godfather.email) === emailIdentity(godson.email)) return;
    // A godson has one godfather: one who linked them already keeps them
    const [linked] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.godsonClientId, godson.id))
      .limit(1);
    if (!linked) {
      const [invited] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(
          and(
            eq(referrals.godfatherClientId, godfather.id),
            sql`lower(${referrals.godsonEmail}) = ${normalizeEmail(godson.email)}`,
          ),
        )
        .limit(1);
      if (invited) {
        await tx
          .update(referrals)
          .set({ godsonClientId: godson.id, status: "SIGNED_UP", updatedAt: now })
          .where(eq(referrals.id, invited.id));
      } else {
        await tx
          .insert(referrals)
          .values({
            godfatherClientId: godfather.id,
            godsonEmail: normalizeEmail(godson.email),
            godsonClientId: godson.id,
            status: "SIGNED_UP",
          })
          .onConflictDoNothing();
      }
    }
    const [welcome] = await tx
      .select({ id: codes.id })
      .from(codes)
      .where(and(eq(codes.clientId, godson.id), sql`${codes.code} like 'BIENVENUE-%'`))
      .limit(1);
    if (!welcome && settings.godsonAmountCents > 0) {
      await tx.insert(codes).values({
        code: `BIENVENUE-${referralCodeFrom(randomBytes(8))}`,
        kind: "DISCOUNT",
        amountCents: settings.godsonAmountCents,
        clientId: godson.id,
        maxUses: 1,
        maxUsesPerClient: 1,
        expiresAt: addMonths(now, settings.welcomeValidityMonths),
      });
    }
  });
}

/** The godson's welcome code (their personal BIENVENUE-… discount), when they have one. */
export async function welcomeCode(db: AppDatabase, clientId: number) {
  const [row] = await db
    .select()
    .from(codes)
    .where(and(eq(codes.clientId, clientId), sql`${codes.code} like 'BIENVENUE-%'`))
    .orderBy(desc(codes.id))
    .limit(1);
  return row;
}

async function cardsOf(db: AppDatabase, clientId: number): Promise<CardPrint[]> {
  // Removed cards count too: removing a card does not make it another person's
  return db
    .select({ brand: paymentMethods.brand, last4: paymentMethods.last4, expirationDate: paymentMethods.expirationDate })
    .from(paymentMethods)
    .where(eq(paymentMethods.clientId, clientId));
}

/**
 * What a paid order earns, in one transaction: the client's points (SHOP and BOX orders: the
 * pieces after discounts, shipping left out; reference order:{id}), and — when it is a godson's
 * first paid box or order — the godfather's reward (wallet REFERRAL_REWARD and REFERRAL points,
 * both referenced referral:{id}, the referral row held and moved to REWARDED; CONVERTED without
 * reward for the same person). Safe to call again for the same order: nothing is written twice.
 */
export async function rewardPaidOrder(db: AppDatabase, order: Order, now = new Date()): Promise<void> {
  if (order.kind !== "SHOP" && order.kind !== "BOX") return;
  const [loyalty, settings] = await Promise.all([loyaltySettings(db), referralSettings(db)]);
  await db.transaction(async (tx) => {
    await earnPoints(tx, {
      clientId: order.clientId,
      source: order.kind === "BOX" ? "BOX" : "SHOP",
      reference: `order:${order.id}`,
      amountCents: Math.max(0, order.itemsAmountTtcCents - order.discountAmountCents),
      orderId: order.id,
      now,
      config: loyalty,
    });
    const [referral] = await tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.godsonClientId, order.clientId), eq(referrals.status, "SIGNED_UP")))
      .orderBy(referrals.id)
      .limit(1)
      .for("update");
    if (!referral) return;
    // The first paid box or order only: an earlier one paid before the link does not make this one first
    const [earlier] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.clientId, order.clientId),
          ne(orders.id, order.id),
          inArray(orders.kind, ["SHOP", "BOX"]),
          isNotNull(orders.paidAt),
          lt(orders.paidAt, order.paidAt ?? now),
        ),
      )
      .limit(1);
    const [godfather, godson] = await Promise.all(
      [referral.godfatherClientId, order.clientId].map(async (id) => {
        const [row] = await tx.select({ email: clients.email }).from(clients).where(eq(clients.id, id));
        return row && { email: row.email, cards: await cardsOf(tx, id) };
      }),
    );
    const earns = !earlier && godfather && godson && referralEarns(godfather, godson);
    if (!earns) {
      await tx
        .update(referrals)
        .set({ status: "CONVERTED", rewardCents: 0, updatedAt: now })
        .where(eq(referrals.id, referral.id));
      return;
    }
    const reference = `referral:${referral.id}`;
    await moveWallet(tx, {
      clientId: referral.godfatherClientId,
      amountCents: settings.godfatherAmountCents,
      kind: "REFERRAL_REWARD",
      reference,
    });
    await earnPoints(tx, {
      clientId: referral.godfatherClientId,
      source: "REFERRAL",
      reference,
      now,
      config: loyalty,
    });
    await tx
      .update(referrals)
      .set({ status: "REWARDED", rewardCents: settings.godfatherAmountCents, rewardedAt: now, updatedAt: now })
      .where(eq(referrals.id, referral.id));
  });
}

/** rewardPaidOrder for markOrderPaid: the payment stands whatever happens here; a failure is logged. */

/** linkGodson for the sign-up calls: the account stands whatever happens here; a failure is logged. */
export async function linkGodsonSafely(db: AppDatabase, godsonId: number, log: FastifyBaseLogger): Promise<void> {
  try {
    await linkGodson(db, godsonId);
  } catch (error) {
    log.error({ err: error, clientId: godsonId }, "linking a godson to their godfather failed");
  }
}
