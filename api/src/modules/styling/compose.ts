/**
 * Composing a request's box (issue 17): the engine picks the pieces, their stock is reserved, the
 * preview is written and the family is told — in ONE transaction, so a box is either composed
 * whole (preview, items, stock taken, request PREVIEW_SENT, e-mail in the outbox) or not at all.
 * With the stylist review (decision 0043, STYLIST_REVIEW) the box stops half-way: the preview is a
 * DRAFT, the request stays "being composed", and a stylist sends it from the workbench
 * (sendPreviewLocked below, the same code the review-less compose runs). Every step writes its
 * styling event (history.ts) in the same transaction.
 *
 * - Locks: the request's profile row, then the request (the order the malle module's calls take
 *   them in), then the chosen sizes in id order (catalogue/stock.ts, as the shop checkout does).
 * - The request's life goes through domain/malle.ts requestTransition: "compose" (open → being
 *   composed) then "send-preview" (→ PREVIEW_SENT); a request that is not open answers 409
 *   REQUEST_BLOCKED and changes nothing (composing twice is refused so).
 * - Reservation = stock taken: each piece's variant loses one unit now (CHECK stock ≥ 0); the
 *   piece stays reserved until the box ships (shipping consumes the reservation: no stock change
 *   then) or the preview is skipped (every piece put back) or a piece is replaced (the old one put
 *   back, the new one taken).
 * - A race: the candidates are read without locks, so a size may have sold out since. Taking is
 *   all or nothing inside a savepoint; when a size is short the savepoint is rolled back (its row
 *   locks released, so rounds never hold locks out of id order), the short sizes are dropped from
 *   the candidates and the engine composes again — at most MAX_ROUNDS times, then 409
 *   NOT_ENOUGH_STOCK (the job tries again later).
 * - Nothing in stock that fits: 409 NOTHING_TO_COMPOSE, the request stays open.
 */
import { clientsWithFailedBox } from "../orders/index.js";
import type { FastifyBaseLogger } from "fastify";
import { and, eq } from "drizzle-orm";
import { composeBox, type ComposedBox, type ComposedPiece, type EngineInput } from "#domain/engine/index.js";
import { previewDeadline, requestActions, requestState, requestTransition } from "#domain/malle.js";
import type { Config } from "../../config.js";
import type { AppDatabase, Tx } from "../../db/client.js";
import { previewItems, previews, profiles, requests, type BoxRequest } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { stockDemand, takeStock } from "../catalogue/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { recordStylingEvent, type StoredPiece } from "./history.js";
import { loadEngineInput } from "./inputs.js";
import { previewMailBase, previewReadyMail } from "./preview/mails.js";
import { newPreviewToken } from "./preview/token.js";

/** Compositions tried when sizes sell out under the engine's feet. */
export const MAX_ROUNDS = 3;

export type ComposeDeps = {
  /** The moment of composing (the preview's deadline counts from it). */
  now: Date;
  config: Pick<Config, "previewAnswerDays" | "engineRules" | "engineSecondHand" | "jwtSecret" | "storefrontUrl">;
  log: FastifyBaseLogger;
  /**
   * Stop at the stylist's review: the preview a DRAFT, the request left being composed (the
   * scheduler and the admin call pass config.stylistReview; unset: sent at once).
   */
  review?: boolean;
  /** The stylist who asked (the workbench), written on the history's events. */
  staffMemberId?: number | null;
};

export type ComposedItem = {
  look_index: number;
  item_index: number;
  look_id: number | null;
  product_id: number;
  variant_id: number;
  reasons: ComposedPiece["reasons"];
};

export type ComposeResult = {
  request_id: number;
  preview_id: number;
  /** DRAFT: waiting for a stylist on the workbench; PENDING: sent to the family. */
  status: "DRAFT" | "PENDING";
  /** How many pieces the box holds. */
  pieces: number;
  items: ComposedItem[];
  /** The engine's rejected candidate families and their counts. */
  rejected: Record<string, number>;
};

export const requestNotFound = () =>
  new ApiError(404, "NOT_FOUND", "No such request", undefined, { id: ["No such request"] });
export const blocked = () =>
  ApiError.conflict(
    "REQUEST_BLOCKED",
    "This box cannot be composed: it is not open (already composed, or it has left)",
  );
export const paymentFailed = () =>
  ApiError.conflict("PAYMENT_FAILED", "This family's last box is not paid: the next one waits for the payment");
export const nothingToCompose = () =>
  ApiError.conflict("NOTHING_TO_COMPOSE", "Nothing in stock fits this profile: the box stays open");
const stockRace = () =>
  ApiError.conflict("NOT_ENOUGH_STOCK", "The stock changed while the box was being composed: try again");

/** Thrown inside a round's savepoint so it rolls back (stock and locks) when a size is short. */
class ShortOfStock extends Error {
  constructor(readonly variantIds: number[]) {
    super(`short of stock: ${variantIds.join(", ")}`);
  }
}

/** The request's profile then the request, locked (the order every call takes them in); 404 when unknown. */
/** Whether the profile's family has a box whose payment failed. */
async function hasFailedBox(tx: Tx, profileId: number): Promise<boolean> {
  const [profile] = await tx.select({ clientId: profiles.clientId }).from(profiles).where(eq(profiles.id, profileId));
  return profile ? (await clientsWithFailedBox(tx, [profile.clientId])).size > 0 : false;
}

export async function lockRequest(tx: Tx, requestId: number): Promise<BoxRequest> {
  const [seen] = await tx.select({ profileId: requests.profileId }).from(requests).where(eq(requests.id, requestId));
  if (!seen) throw requestNotFound();
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, seen.profileId)).for("update");
  const [request] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.profileId, seen.profileId)))
    .for("update");
  if (!request) throw requestNotFound();
  return request;
}

/**
 * The engine's rounds (see the file's comment): composes, takes the pieces' stock in a savepoint,
 * and composes again without the sizes that sold out meanwhile. 409 NOTHING_TO_COMPOSE when nothing
 * fits, NOT_ENOUGH_STOCK after MAX_ROUNDS.
 */
export async function composeAndTake(
  tx: Tx,
  requestId: number,
  input: EngineInput,
  deps: Pick<ComposeDeps, "config" | "log">,
  rules = deps.config.engineRules,
): Promise<ComposedBox> {
  let box: ComposedBox | undefined;
  for (let round = 1; round <= MAX_ROUNDS && !box; round++) {
    const proposed = composeBox(input, rules);
    if (proposed.pieces.length === 0) throw nothingToCompose();
    try {
      await tx.transaction(async (savepoint) => {
        const short = await takeStock(savepoint, stockDemand(proposed.pieces), { kind: "reserved_box", requestId });
        if (short.length > 0) throw new ShortOfStock(short);
      });
      box = proposed;
    } catch (error) {
      if (!(error instanceof ShortOfStock)) throw error;
      deps.log.info({ requestId, round, variantIds: error.variantIds }, "sizes sold out while composing: again");
      const gone = new Set(error.variantIds);
      input = { ...input, candidates: input.candidates.filter((c) => !gone.has(c.variantId)) };
    }
  }
  if (!box) throw stockRace();
  return box;
}

/** The engine's pieces as the history keeps them. */
export const storedPieces = (pieces: readonly ComposedPiece[]): StoredPiece[] =>
  pieces.map((piece) => ({ product_id: piece.productId, variant_id: piece.variantId, reasons: piece.reasons }));

/** Writes the engine's pieces as a preview's items, their look indexes moved by `lookOffset` (pieces kept before). */
export async function insertPieces(tx: Tx, previewId: number, pieces: readonly ComposedPiece[], lookOffset = 0) {
  if (pieces.length === 0) return;
  await tx.insert(previewItems).values(
    pieces.map((piece) => ({
      previewId,
      lookIndex: piece.lookIndex + lookOffset,
      itemIndex: piece.itemIndex,
      lookId: piece.lookId,
      productId: piece.productId,
      variantId: piece.variantId,
      reasons: piece.reasons,
    })),
  );
}

/**
 * Sends a DRAFT preview of a request being composed (locked by the caller): PENDING until its
 * deadline, the skip token, the request PREVIEW_SENT (requestTransition "send-preview"), the
 * "preview ready" e-mail in the outbox and the preview_sent event — one transaction with the caller's.
 */
export async function sendPreviewLocked(
  tx: Tx,
  request: BoxRequest,
  previewId: number,
  deps: Pick<ComposeDeps, "now" | "config" | "staffMemberId">,
): Promise<{ expiresAt: Date; pieces: number }> {
  const sent = requestTransition(requestState(request), "send-preview");
  if (!sent) throw blocked();
  const expiresAt = previewDeadline(deps.now, deps.config.previewAnswerDays);
  const { token, hash } = newPreviewToken(deps.config.jwtSecret, previewId);
  await tx
    .update(previews)
    .set({ status: "PENDING", tokenHash: hash, expiresAt, updatedAt: deps.now })
    .where(eq(previews.id, previewId));
  await tx
    .update(requests)
    .set({ status: sent.status, isBlocked: sent.composing, actions: requestActions(sent), updatedAt: deps.now })
    .where(eq(requests.id, request.id));
  const items = await tx
    .select({ productId: previewItems.productId, variantId: previewItems.variantId })
    .from(previewItems)
    .where(eq(previewItems.previewId, previewId));
  const base = await previewMailBase(tx, request.id, deps.config.storefrontUrl);
  if (base) {
    await enqueueMail(
      tx as AppDatabase,
      `preview-ready:${previewId}`,
      previewReadyMail({ ...base, pieces: items.length, expiresAt, skipToken: token }),
    );
  }
  await recordStylingEvent(tx, {
    requestId: request.id,
    previewId,
    kind: "preview_sent",
    staffMemberId: deps.staffMemberId ?? null,
    detail: { pieces: items.map((item) => ({ product_id: item.productId, variant_id: item.variantId })) },
  });
  return { expiresAt, pieces: items.length };
}

/**
 * Composes the request's box now (see the file's comment): 404 for an unknown request, 409
 * REQUEST_BLOCKED when it is not open, 409 NOTHING_TO_COMPOSE when nothing fits, 409
 * NOT_ENOUGH_STOCK when the stock kept moving for MAX_ROUNDS compositions. With `deps.review` the
 * preview stays a DRAFT for the workbench (request being composed); without, it is sent.
 */
export async function composeRequest(db: AppDatabase, requestId: number, deps: ComposeDeps): Promise<ComposeResult> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    const composing = requestTransition(requestState(request), "compose");
    if (!composing) throw blocked();
    // A family whose last box is unpaid gets no new one until it pays (decision 0047)
    if (await hasFailedBox(tx, request.profileId)) throw paymentFailed();
    // One preview per request (previews.request_id is unique): a request opened again keeps its first
    const [earlier] = await tx.select({ id: previews.id }).from(previews).where(eq(previews.requestId, requestId));
    if (earlier) throw blocked();

    const input: EngineInput = await loadEngineInput(tx, requestId, {
      secondHand: deps.config.engineSecondHand,
      rules: deps.config.engineRules,
    });
    const box = await composeAndTake(tx, requestId, input, deps);

    const [preview] = await tx
      .insert(previews)
      .values({ requestId, status: "DRAFT", rejected: box.rejected as Record<string, number> })
      .returning({ id: previews.id });
    const previewId = preview!.id;
    await insertPieces(tx, previewId, box.pieces);
    await tx
      .update(requests)
      .set({
        status: composing.status,
        isBlocked: composing.composing,
        actions: requestActions(composing),
        updatedAt: deps.now,
      })
      .where(eq(requests.id, requestId));
    await recordStylingEvent(tx, {
      requestId,
      previewId,
      kind: "engine_proposed",
      staffMemberId: deps.staffMemberId ?? null,
      detail: { pieces: storedPieces(box.pieces), rejected: box.rejected },
    });
    if (!deps.review) {
      await sendPreviewLocked(
        tx,
        { ...request, status: composing.status, isBlocked: composing.composing },
        previewId,
        deps,
      );
    }
    deps.log.info(
      { requestId, previewId, pieces: box.pieces.length, review: Boolean(deps.review) },
      deps.review ? "box proposed, waiting for a stylist" : "box composed, preview sent",
    );
    return {
      request_id: requestId,
      preview_id: previewId,
      status: deps.review ? ("DRAFT" as const) : ("PENDING" as const),
      pieces: box.pieces.length,
      items: box.pieces.map((piece) => ({
        look_index: piece.lookIndex,
        item_index: piece.itemIndex,
        look_id: piece.lookId,
        product_id: piece.productId,
        variant_id: piece.variantId,
        reasons: piece.reasons,
      })),
      rejected: box.rejected as Record<string, number>,
    };
  });
}
