/**
 * Replacing a piece of a PENDING preview: the old size goes back, the new one is taken.
 */
import { eq } from "drizzle-orm";
import type { ContentLocale } from "#domain/locales.js";
import {
  replacementErrors,
  replacementProblem,
  replacementProblemMessage,
  type ReplacementPayload,
  type ReplacementProblem,
} from "#domain/preview.js";
import type { AppDatabase, Tx } from "../../../db/client.js";
import {
  previewItems,
  previewReplacements,
  previews,
  products,
  productVariants,
  type PreviewItem,
  type Profile,
} from "../../../db/schema/index.js";
import { ApiError } from "../../../plugins/errors.js";
import { lockStock, putBackStock, takeStock } from "../../catalogue/index.js";
import type { PreviewResponse } from "./schemas.js";
import { type PreviewContext, assertChangeable, ownPreview } from "./locks.js";
import { loadRefusals, previewOut } from "./read.js";
import { recordStylingEvent } from "../history.js";

/**
 * Moves a piece of a box to a size of another product, as the family's replacement and the
 * stylist's swap both do: the product checked against the profile (`invalid` words the refusal),
 * both sizes locked in id order before either moves (two moves crossing never deadlock), the new
 * size taken — 409 NOT_ENOUGH_STOCK when it is gone, nothing moved — and the old one put back.
 */
export async function movePiece(
  tx: Tx,
  move: {
    profile: Profile;
    item: PreviewItem;
    productId: number;
    variantId: number;
    previewProductIds: readonly number[];
    invalid: (problem: ReplacementProblem) => ApiError;
    variantField: string;
    /** The box's request and who moved the piece (a stylist; none for the family), for the stock ledger. */
    requestId: number;
    staffMemberId?: number;
  },
) {
  const { profile, item } = move;
  const [product] = await tx.select().from(products).where(eq(products.id, move.productId));
  if (!product) throw move.invalid("unknown_product");
  const [variant] = await tx
    .select({ id: productVariants.id, productId: productVariants.productId, size: productVariants.size })
    .from(productVariants)
    .where(eq(productVariants.id, move.variantId));
  if (!variant) throw move.invalid("variant_not_of_product");
  const problem = replacementProblem(
    { product, variant },
    {
      gender: profile.gender,
      sizes: { top_size: profile.topSize, bottom_size: profile.bottomSize, shoe_size: profile.shoeSize },
      previewProductIds: move.previewProductIds,
      refusals: await loadRefusals(tx, profile.id),
      originalVariantId: item.originalVariantId ?? item.variantId,
    },
  );
  if (problem) throw move.invalid(problem);

  await lockStock(tx, [item.variantId, variant.id]);
  const ledger = { requestId: move.requestId, staffMemberId: move.staffMemberId };
  const short = await takeStock(tx, new Map([[variant.id, 1]]), { kind: "reserved_box", ...ledger });
  if (short.length > 0) {
    throw ApiError.conflict("NOT_ENOUGH_STOCK", "This size is no longer in stock", {
      [move.variantField]: ["This size is no longer in stock"],
    });
  }
  await putBackStock(tx, new Map([[item.variantId, 1]]), { kind: "released", ...ledger });
  return { product, variant };
}

// ── Replacing a piece ──────────────────────────────────────────────────────────────────────────

function invalidReplacement(problem: Parameters<typeof replacementErrors>[0]) {
  return new ApiError(
    400,
    "INVALID_REPLACEMENT",
    replacementProblemMessage(problem),
    problem,
    replacementErrors(problem),
  );
}

/**
 * Replaces the piece at (look_index, item_index) with another size of another product (§3
 * payload): 400 INVALID_REPLACEMENT when it does not fit the profile (size per §9, gender), is in
 * the box already or was refused by the quiz (detail: the problem's code); 409 PREVIEW_CLOSED
 * unless PENDING and before its deadline; 409 NOT_ENOUGH_STOCK when the size is gone. One transaction: the old size is put
 * back, the new one taken, the item changed and its replacement (reason, product, variant) kept.
 */
export async function replacePiece(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  payload: ReplacementPayload,
  ctx: PreviewContext,
  locale: ContentLocale,
): Promise<PreviewResponse> {
  return db.transaction(async (tx) => {
    const { profile, request, preview } = await ownPreview(tx, clientId, kidId, requestId, true);
    assertChangeable(preview, ctx.now);
    const items = await tx.select().from(previewItems).where(eq(previewItems.previewId, preview.id));
    const item = items.find((i) => i.lookIndex === payload.look_index && i.itemIndex === payload.item_index);
    if (!item) {
      const message = "No piece at this place in the box";
      throw ApiError.badRequest(message, { look_index: [message], item_index: [message] });
    }
    const { product, variant } = await movePiece(tx, {
      profile,
      item,
      productId: payload.replacement_product_id,
      variantId: payload.replacement_variant_id,
      previewProductIds: items.map((i) => i.productId),
      invalid: invalidReplacement,
      variantField: "replacement_variant_id",
      requestId: request.id,
    });

    const original = {
      productId: item.originalProductId ?? item.productId,
      variantId: item.originalVariantId ?? item.variantId,
    };
    const backToOriginal = original.productId === product.id;
    await tx
      .update(previewItems)
      .set({
        productId: product.id,
        variantId: variant.id,
        originalProductId: backToOriginal ? null : original.productId,
        originalVariantId: backToOriginal ? null : original.variantId,
      })
      .where(eq(previewItems.id, item.id));
    if (backToOriginal) {
      await tx.delete(previewReplacements).where(eq(previewReplacements.previewItemId, item.id));
    } else {
      const values = {
        replacementReason: payload.replacement_reason,
        replacementProductId: product.id,
        replacementVariantId: variant.id,
      };
      await tx
        .insert(previewReplacements)
        .values({ previewItemId: item.id, ...values })
        .onConflictDoUpdate({ target: previewReplacements.previewItemId, set: values });
    }
    await tx.update(previews).set({ updatedAt: new Date() }).where(eq(previews.id, preview.id));
    await recordStylingEvent(tx, {
      requestId: request.id,
      previewId: preview.id,
      kind: "family_replaced",
      staffMemberId: null,
      detail: {
        item_id: item.id,
        from: { product_id: item.productId, variant_id: item.variantId },
        to: { product_id: product.id, variant_id: variant.id },
        reason: payload.replacement_reason,
      },
    });
    return previewOut(tx, preview, request, profile, locale);
  });
}
