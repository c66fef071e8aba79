/**
 * Skipping the box from the e-mail's link, without signing in.
 */
import { eq } from "drizzle-orm";
import { requestState, requestTransition } from "#domain/malle.js";
import type { PreviewStatus } from "#domain/preview.js";
import type { AppDatabase, Db } from "../../../db/client.js";
import { previewItems, previews, profiles, requests, subscriptions, type Preview } from "../../../db/schema/index.js";
import { putBackStock, stockDemand } from "../../catalogue/index.js";
import { enqueueMail } from "../../scheduler/index.js";
import { previewSkippedMail } from "./mails.js";
import { hashPreviewToken, verifyPreviewToken } from "./token.js";
import { type PreviewContext, assertChangeable, closed, lockPreviewById, tokenNotFound } from "./locks.js";
import { mailBase } from "./answer.js";
import { recordStylingEvent } from "../history.js";

// ── Skipping from the e-mail's link ────────────────────────────────────────────────────────────

/** The preview a skip link names, when its signature and its stored hash both match. */
async function previewOfToken(db: Db, secret: string, token: string): Promise<Preview> {
  const verified = verifyPreviewToken(secret, token);
  if (!verified) throw tokenNotFound();
  const [preview] = await db.select().from(previews).where(eq(previews.id, verified.previewId));
  if (!preview || preview.tokenHash !== hashPreviewToken(token)) throw tokenNotFound();
  return preview;
}

/** What the skip page shows before the click (changes nothing); 404 for a link that is not valid. */
export async function skipInfo(db: AppDatabase, secret: string, token: string) {
  const preview = await previewOfToken(db, secret, token);
  const [row] = await db
    .select({
      firstname: profiles.firstname,
      type: profiles.profileType,
      deliveryDate: requests.deliveryDate,
      planActive: subscriptions.isActive,
    })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .leftJoin(subscriptions, eq(subscriptions.id, requests.subscriptionId))
    .where(eq(requests.id, preview.requestId));
  if (!row) throw tokenNotFound();
  return {
    status: preview.status as PreviewStatus,
    firstname: row.firstname,
    profile_type: row.type,
    delivery_date: row.deliveryDate,
    // Only a plan's box can say "the next one comes as planned"
    subscribed: row.planActive === true,
  };
}

/**
 * Skips the box from the e-mail's link, without signing in: every piece put back in stock, the
 * preview SKIPPED, the request CANCELLED (requestTransition "skip") and the "box skipped" e-mail,
 * in one transaction. Single use: once the preview is not PENDING any more (or past its deadline),
 * 409 PREVIEW_CLOSED.
 */
export async function skipByToken(db: AppDatabase, secret: string, token: string, ctx: PreviewContext) {
  const found = await previewOfToken(db, secret, token);
  return db.transaction(async (tx) => {
    const locked = await lockPreviewById(tx, found.id);
    if (!locked) throw tokenNotFound();
    const { profile, request, preview } = locked;
    assertChangeable(preview, ctx.now);
    const next = requestTransition(requestState(request), "skip");
    if (!next) throw closed(request.status);
    const items = await tx
      .select({ variantId: previewItems.variantId })
      .from(previewItems)
      .where(eq(previewItems.previewId, preview.id));
    await putBackStock(tx, stockDemand(items), { kind: "released", requestId: request.id });
    await tx.update(previews).set({ status: "SKIPPED", skippedAt: ctx.now }).where(eq(previews.id, preview.id));
    await tx
      .update(requests)
      .set({ status: next.status, isBlocked: next.composing })
      .where(eq(requests.id, request.id));
    await recordStylingEvent(tx, {
      requestId: request.id,
      previewId: preview.id,
      kind: "family_skipped",
      staffMemberId: null,
    });
    await enqueueMail(
      tx as AppDatabase,
      `preview-skipped:${preview.id}`,
      previewSkippedMail({ ...(await mailBase(tx, request, ctx.storefrontUrl)), deliveryDate: request.deliveryDate }),
    );
    return { status: "SKIPPED" as const, firstname: profile.firstname, profile_type: profile.profileType };
  });
}
