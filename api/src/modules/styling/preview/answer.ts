/**
 * The family's answers to a preview — a comment, the validation — and the validation the
 * deadline brings (preview/jobs.ts).
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { ContentLocale } from "#domain/locales.js";
import { requestState, requestTransition } from "#domain/malle.js";
import { isPreviewOpen, normaliseComment } from "#domain/preview.js";
import type { AppDatabase, Db, Tx } from "../../../db/client.js";
import { previewItems, previews, products, requests, type BoxRequest } from "../../../db/schema/index.js";
import { ApiError } from "../../../plugins/errors.js";
import { enqueueMail } from "../../scheduler/index.js";
import { previewMailBase, previewValidatedMail, type PreviewMailBase, type ValidatedBy } from "./mails.js";
import type { PreviewResponse } from "./schemas.js";
import { type Locked, type PreviewContext, assertChangeable, closed, lockPreviewById, ownPreview } from "./locks.js";
import { previewOut } from "./read.js";
import { recordStylingEvent } from "../history.js";

// ── Comment ────────────────────────────────────────────────────────────────────────────────────

/** The family's comment to the stylist (trimmed, 1000 characters at most, empty clears it); 409 unless PENDING. */
export async function commentPreview(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  comment: string | null,
  ctx: PreviewContext,
  locale: ContentLocale,
): Promise<PreviewResponse> {
  const normalised = normaliseComment(comment);
  if (!normalised.ok) throw ApiError.badRequest(normalised.errors.comment![0]!, normalised.errors);
  return db.transaction(async (tx) => {
    const { profile, request, preview } = await ownPreview(tx, clientId, kidId, requestId, true);
    assertChangeable(preview, ctx.now);
    const [row] = await tx
      .update(previews)
      .set({ comment: normalised.value })
      .where(eq(previews.id, preview.id))
      .returning();
    return previewOut(tx, row!, request, profile, locale);
  });
}

// ── Validating ─────────────────────────────────────────────────────────────────────────────────

export async function mailBase(tx: Db, request: BoxRequest, storefrontUrl: string): Promise<PreviewMailBase> {
  const base = await previewMailBase(tx, request.id, storefrontUrl);
  if (!base) throw ApiError.notFound("No such request");
  return base;
}

/**
 * Validates a locked preview: VALIDATED (and its request VALIDATED) with the "box validated"
 * e-mail, said to be validated by the family or by the deadline; a preview already validated is
 * left as it is (false); a skipped (or expired) one is 409 PREVIEW_CLOSED.
 */
async function validateLocked(tx: Tx, locked: Locked, by: ValidatedBy, ctx: PreviewContext): Promise<boolean> {
  const { request, preview } = locked;
  if (preview.status === "VALIDATED") return false;
  if (!isPreviewOpen(preview.status)) throw closed(preview.status);
  const next = requestTransition(requestState(request), "validate");
  if (!next) throw closed(request.status);
  await tx.update(previews).set({ status: "VALIDATED", validatedAt: ctx.now }).where(eq(previews.id, preview.id));
  await tx.update(requests).set({ status: next.status, isBlocked: next.composing }).where(eq(requests.id, request.id));
  // The deadline's validation is the family's silence: "expired" in the history, not an answer
  await recordStylingEvent(tx, {
    requestId: request.id,
    previewId: preview.id,
    kind: by === "family" ? "family_validated" : "expired",
    staffMemberId: null,
  });
  const pieces = await tx
    .select({ cents: products.lcPriceCents })
    .from(previewItems)
    .innerJoin(products, eq(products.id, previewItems.productId))
    .where(eq(previewItems.previewId, preview.id));
  await enqueueMail(
    tx as AppDatabase,
    `preview-validated:${preview.id}`,
    previewValidatedMail({
      ...(await mailBase(tx, request, ctx.storefrontUrl)),
      by,
      pieces: pieces.length,
      totalCents: pieces.reduce((sum, p) => sum + p.cents, 0),
      deliveryDate: request.deliveryDate,
    }),
  );
  return true;
}

/** The family validates its preview: 200 with it (twice: the same); 409 PREVIEW_CLOSED after a skip. */
export async function validateOwnPreview(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  ctx: PreviewContext,
  locale: ContentLocale,
): Promise<PreviewResponse> {
  return db.transaction(async (tx) => {
    const locked = await ownPreview(tx, clientId, kidId, requestId, true);
    await validateLocked(tx, locked, "family", ctx);
    const [preview] = await tx.select().from(previews).where(eq(previews.id, locked.preview.id));
    const [request] = await tx.select().from(requests).where(eq(requests.id, locked.request.id));
    return previewOut(tx, preview!, request!, locked.profile, locale);
  });
}

/**
 * The deadline: PENDING previews whose expires_at has passed are validated, each in its own
 * transaction (locked, checked again: one the family answered meanwhile is left alone), by
 * batches, oldest deadline first. Answers how many were validated.
 */
export async function validateExpiredPreviews(
  db: AppDatabase,
  ctx: PreviewContext,
  options: { batch?: number; maxBatches?: number } = {},
): Promise<number> {
  const batch = options.batch ?? 200;
  const maxBatches = options.maxBatches ?? 50;
  let validated = 0;
  let afterId = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const due = await db
      .select({ id: previews.id })
      .from(previews)
      .where(and(eq(previews.status, "PENDING"), lte(previews.expiresAt, ctx.now), sql`${previews.id} > ${afterId}`))
      .orderBy(asc(previews.id))
      .limit(batch);
    if (due.length === 0) break;
    for (const { id } of due) {
      const changed = await db.transaction(async (tx) => {
        const locked = await lockPreviewById(tx, id);
        if (!locked || locked.preview.status !== "PENDING") return false;
        if (!locked.preview.expiresAt || locked.preview.expiresAt > ctx.now) return false;
        if (!requestTransition(requestState(locked.request), "validate")) return false;
        return validateLocked(tx, locked, "deadline", ctx);
      });
      if (changed) validated += 1;
    }
    afterId = due[due.length - 1]!.id;
    if (due.length < batch) break;
  }
  return validated;
}
