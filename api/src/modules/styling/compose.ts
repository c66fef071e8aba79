/**
 * Composing a request's box (issue 17): the engine picks the pieces, their stock is reserved, the
 * preview is written and the family is told — in ONE transaction, so a box is either composed
 * whole (preview, items, stock taken, request PREVIEW_SENT, e-mail in the outbox) or not at all.
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
import type { FastifyBaseLogger } from "fastify";
import { and, eq } from "drizzle-orm";
import { composeBox, type ComposedBox, type ComposedPiece, type EngineInput } from "#domain/engine/index.js";
import { previewDeadline, requestActions, requestState, requestTransition } from "#domain/malle.js";
import type { Config } from "../../config.js";
import type { AppDatabase } from "../../db/client.js";
import { previewItems, previews, profiles, requests } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { stockDemand, takeStock } from "../catalogue/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { loadEngineInput } from "./inputs.js";
import { previewMailBase, previewReadyMail } from "./preview/mails.js";
import { newPreviewToken } from "./preview/token.js";

/** Compositions tried when sizes sell out under the engine's feet. */
export const MAX_ROUNDS = 3;

export type ComposeDeps = {
  /** The moment of composing (the preview's deadline counts from it). */
  now: Date;
  config: Pick<Config, "previewAnswerDays" | "engineRules" | "jwtSecret" | "storefrontUrl">;
  log: FastifyBaseLogger;
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
  /** How many pieces the box holds. */
  pieces: number;
  items: ComposedItem[];
  /** The engine's rejected candidate families and their counts. */
  rejected: Record<string, number>;
};

const requestNotFound = () => new ApiError(404, "NOT_FOUND", "No such request", undefined, { id: ["No such request"] });
const blocked = () =>
  ApiError.conflict(
    "REQUEST_BLOCKED",
    "This box cannot be composed: it is not open (already composed, or it has left)",
  );
const nothingToCompose = () =>
  ApiError.conflict("NOTHING_TO_COMPOSE", "Nothing in stock fits this profile: the box stays open");
const stockRace = () =>
  ApiError.conflict("NOT_ENOUGH_STOCK", "The stock changed while the box was being composed: try again");

/** Thrown inside a round's savepoint so it rolls back (stock and locks) when a size is short. */
class ShortOfStock extends Error {
  constructor(readonly variantIds: number[]) {
    super(`short of stock: ${variantIds.join(", ")}`);
  }
}

/**
 * Composes the request's box now (see the file's comment): 404 for an unknown request, 409
 * REQUEST_BLOCKED when it is not open, 409 NOTHING_TO_COMPOSE when nothing fits, 409
 * NOT_ENOUGH_STOCK when the stock kept moving for MAX_ROUNDS compositions.
 */
export async function composeRequest(db: AppDatabase, requestId: number, deps: ComposeDeps): Promise<ComposeResult> {
  return db.transaction(async (tx) => {
    const [seen] = await tx.select({ profileId: requests.profileId }).from(requests).where(eq(requests.id, requestId));
    if (!seen) throw requestNotFound();
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, seen.profileId)).for("update");
    const [request] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.id, requestId), eq(requests.profileId, seen.profileId)))
      .for("update");
    if (!request) throw requestNotFound();
    const composing = requestTransition(requestState(request), "compose");
    const sent = composing && requestTransition(composing, "send-preview");
    if (!sent) throw blocked();
    // One preview per request (previews.request_id is unique): a request opened again keeps its first
    const [earlier] = await tx.select({ id: previews.id }).from(previews).where(eq(previews.requestId, requestId));
    if (earlier) throw blocked();

    let input: EngineInput = await loadEngineInput(tx, requestId);
    let box: ComposedBox | undefined;
    for (let round = 1; round <= MAX_ROUNDS && !box; round++) {
      const proposed = composeBox(input, deps.config.engineRules);
      if (proposed.pieces.length === 0) throw nothingToCompose();
      try {
        await tx.transaction(async (savepoint) => {
          const short = await takeStock(savepoint, stockDemand(proposed.pieces));
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

    const expiresAt = previewDeadline(deps.now, deps.config.previewAnswerDays);
    const [preview] = await tx
      .insert(previews)
      .values({ requestId, status: "PENDING", rejected: box.rejected as Record<string, number>, expiresAt })
      .returning({ id: previews.id });
    const previewId = preview!.id;
    const { token, hash } = newPreviewToken(deps.config.jwtSecret, previewId);
    await tx.update(previews).set({ tokenHash: hash }).where(eq(previews.id, previewId));
    await tx.insert(previewItems).values(
      box.pieces.map((piece) => ({
        previewId,
        lookIndex: piece.lookIndex,
        itemIndex: piece.itemIndex,
        lookId: piece.lookId,
        productId: piece.productId,
        variantId: piece.variantId,
        reasons: piece.reasons,
      })),
    );
    await tx
      .update(requests)
      .set({ status: sent.status, isBlocked: sent.composing, actions: requestActions(sent), updatedAt: deps.now })
      .where(eq(requests.id, requestId));

    const base = await previewMailBase(tx, requestId, deps.config.storefrontUrl);
    if (base) {
      await enqueueMail(
        tx as AppDatabase,
        `preview-ready:${previewId}`,
        previewReadyMail({ ...base, pieces: box.pieces.length, expiresAt, skipToken: token }),
      );
    }
    deps.log.info({ requestId, previewId, pieces: box.pieces.length }, "box composed, preview sent");
    return {
      request_id: requestId,
      preview_id: previewId,
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
