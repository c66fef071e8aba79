/**
 * The stylist workbench (issue 25, decision 0043): the engine proposes, a person decides.
 *
 * - The queue: the boxes to compose (PENDING: open, or being composed with a DRAFT proposal), by
 *   delivery date; "next" claims the first one nobody holds for the stylist (`requests.stylist_id`),
 *   the row taken with SKIP LOCKED so two stylists asking at once get two boxes.
 * - A proposal is changed only while it is a DRAFT, each change in one transaction with its
 *   history row (history.ts), locks in the one order (profile, request, preview, sizes in id
 *   order): a swap puts the old size back and takes the new one; asking the engine again puts back
 *   every piece not locked and composes the rest around the locked ones; sending goes through
 *   compose.ts's sendPreviewLocked (request → PREVIEW_SENT, the family's e-mail in the outbox).
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { SUGGESTIONS_PAGE_SIZE, pageCount, sizesForCategory, type ProductCategory } from "#domain/catalogue.js";
import type { ContentLocale } from "#domain/locales.js";
import { garmentsInComment } from "#domain/garments.js";
import { normaliseComment, type ReplacementProblem } from "#domain/preview.js";
import { ageInMonths, todayIn } from "#domain/profiles.js";
import type { AppDatabase, Db, Tx } from "../../../db/client.js";
import {
  clients,
  looks,
  lookRatings,
  previewItems,
  previewReplacements,
  previews,
  products,
  productVariants,
  profileAnswers,
  profiles,
  quizChoices,
  quizQuestions,
  requests,
  staffMembers,
  wishes,
  type BoxRequest,
  type Preview,
} from "../../../db/schema/index.js";
import { ApiError } from "../../../plugins/errors.js";
import { loadProductCards, putBackStock, searchReplacementCandidates, stockDemand } from "../../catalogue/index.js";
import { pick } from "../../website/index.js";
import {
  blocked,
  composeAndTake,
  composeRequest,
  insertPieces,
  lockRequest,
  sendPreviewLocked,
  storedPieces,
  type ComposeDeps,
} from "../compose.js";
import { recordStylingEvent, requestHistory } from "../history.js";
import { pastBoxOutcomes } from "./outcomes.js";
import { loadEngineInput } from "../inputs.js";
import { loadRefusals, previewOut, sentBefore } from "../preview/read.js";
import { movePiece } from "../preview/replace.js";

export const QUEUE_PAGE_SIZE = 25;

export type QueueFilters = {
  kind?: "KID" | "WOMAN";
  /** open: nothing proposed yet; proposed: a DRAFT waits for the stylist. */
  state?: "open" | "proposed";
  /** A staff member's id, or "none" for the boxes nobody holds. */
  stylist?: number | "none";
  page: number;
};

const queueWhere = (filters: Omit<QueueFilters, "page">): SQL =>
  and(
    eq(requests.status, "PENDING"),
    isNull(profiles.deletedAt),
    filters.kind ? eq(profiles.profileType, filters.kind) : undefined,
    filters.state === "open" ? eq(requests.isBlocked, false) : undefined,
    filters.state === "proposed" ? eq(requests.isBlocked, true) : undefined,
    filters.stylist === "none" ? isNull(requests.stylistId) : undefined,
    typeof filters.stylist === "number" ? eq(requests.stylistId, filters.stylist) : undefined,
  )!;

/** The boxes to compose, by delivery date (the undated last), paged. */
export async function listQueue(db: Db, filters: QueueFilters) {
  const where = queueWhere(filters);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(where);
  const rows = await db
    .select({
      id: requests.id,
      deliveryDate: requests.deliveryDate,
      isBlocked: requests.isBlocked,
      profileId: profiles.id,
      firstname: profiles.firstname,
      profileType: profiles.profileType,
      stylistId: requests.stylistId,
      stylistName: staffMembers.name,
      previewId: previews.id,
    })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .leftJoin(staffMembers, eq(staffMembers.id, requests.stylistId))
    .leftJoin(previews, eq(previews.requestId, requests.id))
    .where(where)
    .orderBy(sql`${requests.deliveryDate} asc nulls last`, asc(requests.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((filters.page - 1) * QUEUE_PAGE_SIZE);
  return {
    page: filters.page,
    page_size: QUEUE_PAGE_SIZE,
    pages: pageCount(total, QUEUE_PAGE_SIZE),
    total,
    requests: rows.map((row) => ({
      id: row.id,
      delivery_date: row.deliveryDate,
      state: row.isBlocked ? ("proposed" as const) : ("open" as const),
      preview_id: row.previewId,
      profile: { id: row.profileId, firstname: row.firstname, profile_type: row.profileType },
      stylist: row.stylistId === null ? null : { id: row.stylistId, name: row.stylistName ?? "" },
    })),
  };
}

/**
 * Whether nobody holds the box: never taken, or its stylist's claim idle for longer than
 * `claimMinutes` (taken, then left: another stylist gets it rather than the family waiting).
 * A claim without a time (set when a box was sent) counts as idle.
 */
const unclaimed = (claimMinutes: number): SQL =>
  or(
    isNull(requests.stylistId),
    sql`coalesce(${requests.stylistClaimedAt}, '-infinity') < now() - make_interval(mins => ${claimMinutes})`,
  )!;

/**
 * Claims the first box of the queue nobody holds for this stylist and answers its id, or null
 * when there is none. The candidate row is locked with SKIP LOCKED, and the update checks it is
 * still free: two stylists asking at the same moment get two different boxes.
 */
export async function claimNextRequest(
  db: AppDatabase,
  staffId: number,
  claimMinutes: number,
  kind?: "KID" | "WOMAN",
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: requests.id })
      .from(requests)
      .innerJoin(profiles, eq(profiles.id, requests.profileId))
      .where(and(queueWhere({ kind }), unclaimed(claimMinutes)))
      .orderBy(sql`${requests.deliveryDate} asc nulls last`, asc(requests.id))
      .limit(1)
      .for("update", { of: requests, skipLocked: true });
    if (!candidate) return null;
    const [claimed] = await tx
      .update(requests)
      .set({ stylistId: staffId, stylistClaimedAt: sql`now()` })
      .where(and(eq(requests.id, candidate.id), unclaimed(claimMinutes)))
      .returning({ id: requests.id });
    return claimed?.id ?? null;
  });
}

// ── A box's page ───────────────────────────────────────────────────────────────────────────────

/** The profile as a stylist reads it before choosing: quiz answers worded, likes, wishes, past boxes. */
async function profilePanel(db: Db, request: BoxRequest, locale: ContentLocale, today: Date) {
  const [row] = await db
    .select({ profile: profiles, email: clients.email, language: clients.locale })
    .from(profiles)
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(eq(profiles.id, request.profileId));
  if (!row) throw ApiError.notFound("No such request");
  const { profile } = row;
  const answerRows = await db
    .select({
      questionId: quizQuestions.id,
      question: quizQuestions.label,
      choice: quizChoices.label,
      text: profileAnswers.text,
    })
    .from(profileAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, profileAnswers.questionId))
    .leftJoin(quizChoices, sql`${quizChoices.id} = any(${profileAnswers.choiceIds})`)
    .where(eq(profileAnswers.profileId, profile.id))
    .orderBy(asc(quizQuestions.id), asc(quizChoices.position));
  const answers = new Map<number, { question: string; answers: string[] }>();
  for (const answer of answerRows) {
    const entry = answers.get(answer.questionId) ?? { question: pick(answer.question, locale) ?? "", answers: [] };
    const label = answer.choice ? pick(answer.choice, locale) : answer.text;
    if (label && !entry.answers.includes(label)) entry.answers.push(label);
    answers.set(answer.questionId, entry);
  }
  const liked = await db
    .select({ id: looks.id, name: looks.name, imageUrl: looks.imageUrl })
    .from(lookRatings)
    .innerJoin(looks, eq(looks.id, lookRatings.lookId))
    .where(and(eq(lookRatings.profileId, profile.id), eq(lookRatings.like, true)))
    .orderBy(desc(lookRatings.createdAt))
    .limit(24);
  const wished = await db
    .select({ productId: wishes.productId, size: productVariants.size })
    .from(wishes)
    .leftJoin(productVariants, eq(productVariants.id, wishes.variantId))
    .where(eq(wishes.requestId, request.id));
  // Past boxes: every other request of the profile that got a preview, newest first
  const past = await db
    .select({
      requestId: requests.id,
      status: requests.status,
      deliveryDate: requests.deliveryDate,
      previewId: previews.id,
    })
    .from(requests)
    .innerJoin(previews, eq(previews.requestId, requests.id))
    .where(and(eq(requests.profileId, profile.id), ne(requests.id, request.id), ne(previews.status, "DRAFT")))
    .orderBy(desc(requests.id));
  const pastItems = past.length
    ? await db
        .select({
          previewId: previewItems.previewId,
          productId: previewItems.productId,
          variantId: previewItems.variantId,
          size: productVariants.size,
          replacedProductId: previewItems.originalProductId,
          replacementReason: previewReplacements.replacementReason,
        })
        .from(previewItems)
        .innerJoin(productVariants, eq(productVariants.id, previewItems.variantId))
        .leftJoin(previewReplacements, eq(previewReplacements.previewItemId, previewItems.id))
        .where(
          inArray(
            previewItems.previewId,
            past.map((p) => p.previewId),
          ),
        )
        .orderBy(asc(previewItems.id))
    : [];
  const outcomes = await pastBoxOutcomes(
    db,
    past.map((box) => box.requestId),
  );
  const cards = await loadProductCards(
    db as AppDatabase,
    [
      ...wished.map((w) => w.productId),
      ...pastItems.flatMap((i) => (i.replacedProductId ? [i.productId, i.replacedProductId] : [i.productId])),
    ],
    locale,
  );
  const nameOf = (id: number) => {
    const card = cards.get(id);
    return card ? card.clean_name || card.name : "";
  };
  const months = profile.birthdate ? ageInMonths(profile.birthdate, todayIn(undefined, today)) : null;
  return {
    id: profile.id,
    client_email: row.email,
    firstname: profile.firstname,
    profile_type: profile.profileType,
    gender: profile.gender,
    photo_url: profile.photoUrl,
    birthdate: profile.birthdate,
    age_months: months,
    sizes: { top_size: profile.topSize, bottom_size: profile.bottomSize, shoe_size: profile.shoeSize },
    description: profile.description,
    // The garment words of both comments, read as the engine reads them: a hint for the stylist
    comment_garments: garmentsInComment(
      [profile.description, request.comment].filter(Boolean).join("\n"),
      row.language,
    ),
    quiz: [...answers.values()].filter((a) => a.answers.length > 0),
    liked_looks: liked.map((look) => ({ id: look.id, name: pick(look.name, locale), image_url: look.imageUrl })),
    wishes: wished.map((w) => ({ product_id: w.productId, name: nameOf(w.productId), size: w.size })),
    past_boxes: past.map((box) => ({
      request_id: box.requestId,
      status: box.status,
      delivery_date: box.deliveryDate,
      pieces: pastItems
        .filter((item) => item.previewId === box.previewId)
        .map((item) => ({
          product_id: item.productId,
          name: nameOf(item.productId),
          size: item.size,
          ...(outcomes.get(`${box.requestId}:${item.variantId}`) ?? { outcome: null, reason: null }),
        })),
      replacements: pastItems
        .filter((item) => item.previewId === box.previewId && item.replacedProductId !== null)
        .map((item) => ({
          from: nameOf(item.replacedProductId!),
          to: nameOf(item.productId),
          reason: item.replacementReason,
        })),
    })),
  };
}

/** The proposal's pieces as the workbench needs them besides the family's view: place, lock, stock. */
async function proposalPieces(db: Db, previewId: number) {
  const rows = await db
    .select({
      lookIndex: previewItems.lookIndex,
      itemIndex: previewItems.itemIndex,
      locked: previewItems.locked,
      variantId: previewItems.variantId,
      stock: productVariants.stock,
      priceCents: products.lcPriceCents,
    })
    .from(previewItems)
    .innerJoin(productVariants, eq(productVariants.id, previewItems.variantId))
    .innerJoin(products, eq(products.id, previewItems.productId))
    .where(eq(previewItems.previewId, previewId))
    .orderBy(asc(previewItems.lookIndex), asc(previewItems.itemIndex));
  return rows.map((row) => ({
    look_index: row.lookIndex,
    item_index: row.itemIndex,
    locked: row.locked,
    variant_id: row.variantId,
    stock: row.stock,
    price_cents: row.priceCents,
  }));
}

/** A box's page: the request, the profile, the proposal (when there is one) and the history. */
export async function workbenchRequest(db: AppDatabase, requestId: number, locale: ContentLocale, now: Date) {
  const [row] = await db
    .select({ request: requests, stylistName: staffMembers.name })
    .from(requests)
    .leftJoin(staffMembers, eq(staffMembers.id, requests.stylistId))
    .where(eq(requests.id, requestId));
  if (!row) throw ApiError.notFound("No such request");
  const { request } = row;
  const profile = await profilePanel(db, request, locale, now);
  const [preview] = await db.select().from(previews).where(eq(previews.requestId, requestId));
  let proposal = null;
  if (preview) {
    const [profileRow] = await db.select().from(profiles).where(eq(profiles.id, request.profileId));
    proposal = {
      preview: await previewOut(db, preview, request, profileRow!, locale),
      stylist_note: preview.stylistNote,
      rejected: preview.rejected,
      pieces: await proposalPieces(db, preview.id),
    };
  }
  return {
    request: {
      id: request.id,
      status: request.status,
      composing: request.status === "PENDING" && request.isBlocked,
      delivery_date: request.deliveryDate,
      comment: request.comment,
      stylist: request.stylistId === null ? null : { id: request.stylistId, name: row.stylistName ?? "" },
    },
    profile,
    proposal,
    history: await requestHistory(db, requestId),
  };
}

// ── Changing a proposal ────────────────────────────────────────────────────────────────────────

const notDraft = () =>
  ApiError.conflict(
    "PROPOSAL_CLOSED",
    "This box has no proposal waiting for a stylist (already sent, or not composed)",
  );
const noPiece = () => {
  const message = "No piece at this place in the box";
  return ApiError.badRequest(message, { look_index: [message], item_index: [message] });
};

/** The request (locked with its profile) and its DRAFT preview (locked); 409 PROPOSAL_CLOSED otherwise. */
async function lockDraft(tx: Tx, requestId: number): Promise<{ request: BoxRequest; preview: Preview }> {
  const request = await lockRequest(tx, requestId);
  const [preview] = await tx.select().from(previews).where(eq(previews.requestId, requestId)).for("update");
  if (!preview || preview.status !== "DRAFT" || request.status !== "PENDING" || !request.isBlocked) throw notDraft();
  return { request, preview };
}

export type Place = { look_index: number; item_index: number };

async function itemAt(tx: Tx, previewId: number, place: Place) {
  const [item] = await tx
    .select()
    .from(previewItems)
    .where(
      and(
        eq(previewItems.previewId, previewId),
        eq(previewItems.lookIndex, place.look_index),
        eq(previewItems.itemIndex, place.item_index),
      ),
    );
  if (!item) throw noPiece();
  return item;
}

/** Catalogue pieces that could take a place of the proposal: the profile's gender and sizes, in stock, not refused, not sent before. */
export async function searchSwap(
  db: AppDatabase,
  requestId: number,
  query: { page: number; category?: ProductCategory },
  locale: ContentLocale,
) {
  const [row] = await db
    .select({ profile: profiles, previewId: previews.id })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .leftJoin(previews, eq(previews.requestId, requests.id))
    .where(eq(requests.id, requestId));
  if (!row) throw ApiError.notFound("No such request");
  const { profile } = row;
  const inBox = row.previewId
    ? (
        await db
          .select({ id: previewItems.productId })
          .from(previewItems)
          .where(eq(previewItems.previewId, row.previewId))
      ).map((i) => i.id)
    : [];
  const refusals = await loadRefusals(db, profile.id);
  const sizes = { top_size: profile.topSize, bottom_size: profile.bottomSize, shoe_size: profile.shoeSize };
  const found = await searchReplacementCandidates(db, {
    gender: profile.gender,
    sizes,
    categories: query.category ? [query.category] : [],
    excludeProductIds: [...new Set([...inBox, ...(await sentBefore(db, profile.id, row.previewId ?? 0))])],
    refusals,
    page: query.page,
    pageSize: SUGGESTIONS_PAGE_SIZE,
    locale,
  });
  // The stock of each size, which the shop's cards only tell as available or not
  const variantIds = found.products.flatMap((p) => p.variants.map((v) => v.variant_id));
  const stock = variantIds.length
    ? await db
        .select({ id: productVariants.id, stock: productVariants.stock })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds))
    : [];
  const stockOf = new Map(stock.map((s) => [s.id, s.stock]));
  return {
    ...found,
    // Only the sizes the profile wears for the piece's category (§9): the others cannot be swapped in
    products: found.products.map((p) => {
      const fitting = sizesForCategory(p.meta_category, sizes);
      return {
        ...p,
        variants: p.variants
          .filter((v) => fitting.includes(v.size))
          .map((v) => ({ ...v, stock: stockOf.get(v.variant_id) ?? 0 })),
      };
    }),
  };
}

const invalidSwap = (problem: ReplacementProblem) =>
  new ApiError(400, "INVALID_REPLACEMENT", "This piece cannot go in this box", problem, { product_id: [problem] });

/**
 * Swaps the piece at a place for a size of another product: the old size put back, the new one
 * taken (409 NOT_ENOUGH_STOCK when it is gone: nothing changes), the piece locked (the engine
 * asked again keeps it), and a stylist_swapped event — one transaction.
 */
export async function swapPiece(
  db: AppDatabase,
  requestId: number,
  swap: Place & { product_id: number; variant_id: number; reason?: string | null },
  staffId: number,
) {
  return db.transaction(async (tx) => {
    const { request, preview } = await lockDraft(tx, requestId);
    const item = await itemAt(tx, preview.id, swap);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, request.profileId));
    const inBox = await tx
      .select({ id: previewItems.productId })
      .from(previewItems)
      .where(eq(previewItems.previewId, preview.id));
    const { product, variant } = await movePiece(tx, {
      profile: profile!,
      item,
      productId: swap.product_id,
      variantId: swap.variant_id,
      previewProductIds: inBox.map((i) => i.id),
      invalid: invalidSwap,
      variantField: "variant_id",
      requestId,
      staffMemberId: staffId,
    });
    // The engine's reasons were about its piece: nothing is said of the stylist's
    await tx
      .update(previewItems)
      .set({ productId: product.id, variantId: variant.id, reasons: [], locked: true })
      .where(eq(previewItems.id, item.id));
    await tx.update(previews).set({ updatedAt: new Date() }).where(eq(previews.id, preview.id));
    await recordStylingEvent(tx, {
      requestId,
      previewId: preview.id,
      kind: "stylist_swapped",
      staffMemberId: staffId,
      detail: {
        look_index: item.lookIndex,
        item_index: item.itemIndex,
        from: { product_id: item.productId, variant_id: item.variantId, reasons: item.reasons },
        to: { product_id: product.id, variant_id: variant.id },
        reason: swap.reason ?? null,
      },
    });
  });
}

/** Locks or unlocks a piece of the proposal (kept when the engine is asked again); an event when it changes. */
export async function setPieceLocked(
  db: AppDatabase,
  requestId: number,
  place: Place,
  locked: boolean,
  staffId: number,
) {
  return db.transaction(async (tx) => {
    const { preview } = await lockDraft(tx, requestId);
    const item = await itemAt(tx, preview.id, place);
    if (item.locked === locked) return;
    await tx.update(previewItems).set({ locked }).where(eq(previewItems.id, item.id));
    await recordStylingEvent(tx, {
      requestId,
      previewId: preview.id,
      kind: locked ? "stylist_locked" : "stylist_unlocked",
      staffMemberId: staffId,
      detail: {
        look_index: item.lookIndex,
        item_index: item.itemIndex,
        product_id: item.productId,
        variant_id: item.variantId,
      },
    });
  });
}

/**
 * Asks the engine: a box with nothing proposed yet is composed as a DRAFT (compose.ts, the
 * stylist's name on the event); a DRAFT is composed again around its locked pieces — the others'
 * stock put back and the engine given the rest of the box to fill, without the locked products.
 */
export async function proposeAgain(
  db: AppDatabase,
  requestId: number,
  staffId: number,
  deps: Omit<ComposeDeps, "review" | "staffMemberId">,
) {
  const [existing] = await db.select({ id: previews.id }).from(previews).where(eq(previews.requestId, requestId));
  if (!existing) {
    await composeRequest(db, requestId, { ...deps, review: true, staffMemberId: staffId });
    return;
  }
  await db.transaction(async (tx) => {
    const { request, preview } = await lockDraft(tx, requestId);
    const items = await tx.select().from(previewItems).where(eq(previewItems.previewId, preview.id));
    const kept = items.filter((item) => item.locked);
    const dropped = items.filter((item) => !item.locked);
    const [profile] = await tx
      .select({ type: profiles.profileType })
      .from(profiles)
      .where(eq(profiles.id, request.profileId));
    const rules = deps.config.engineRules;
    const room = rules.boxSize[profile!.type] - kept.length;
    if (room <= 0) throw blocked();
    await putBackStock(tx, stockDemand(dropped), { kind: "released", requestId, staffMemberId: staffId });
    if (dropped.length > 0) {
      await tx.delete(previewItems).where(
        inArray(
          previewItems.id,
          dropped.map((item) => item.id),
        ),
      );
    }
    const keptProducts = new Set(kept.map((item) => item.productId));
    const input = await loadEngineInput(tx, requestId, { secondHand: deps.config.engineSecondHand, rules });
    const box = await composeAndTake(
      tx,
      requestId,
      {
        ...input,
        candidates: input.candidates.filter((c) => !keptProducts.has(c.productId)),
        wishes: input.wishes.filter((w) => !keptProducts.has(w.productId)),
      },
      deps,
      { ...rules, boxSize: { ...rules.boxSize, [profile!.type]: room } },
    );
    const lookOffset = kept.length ? Math.max(...kept.map((item) => item.lookIndex)) + 1 : 0;
    await insertPieces(tx, preview.id, box.pieces, lookOffset);
    await tx
      .update(previews)
      .set({ rejected: box.rejected as Record<string, number>, updatedAt: deps.now })
      .where(eq(previews.id, preview.id));
    await recordStylingEvent(tx, {
      requestId,
      previewId: preview.id,
      kind: "engine_reproposed",
      staffMemberId: staffId,
      detail: {
        kept: kept.map((item) => ({ product_id: item.productId, variant_id: item.variantId })),
        dropped: dropped.map((item) => ({ product_id: item.productId, variant_id: item.variantId })),
        pieces: storedPieces(box.pieces),
        rejected: box.rejected,
      },
    });
  });
}

/** The stylist's note to the family (trimmed, 1000 characters at most, empty clears it), shown on the preview page. */
export async function writeNote(db: AppDatabase, requestId: number, note: string | null, staffId: number) {
  const normalised = normaliseComment(note);
  if (!normalised.ok) {
    const message = normalised.errors.comment![0]!;
    throw ApiError.badRequest(message, { note: [message] });
  }
  await db.transaction(async (tx) => {
    const { preview } = await lockDraft(tx, requestId);
    await tx
      .update(previews)
      .set({ stylistNote: normalised.value, updatedAt: new Date() })
      .where(eq(previews.id, preview.id));
    await recordStylingEvent(tx, {
      requestId,
      previewId: preview.id,
      kind: "note_written",
      staffMemberId: staffId,
      detail: { note: normalised.value },
    });
  });
}

/** Sends the proposal to the family (compose.ts sendPreviewLocked); 409 PROPOSAL_CLOSED when there is no DRAFT. */
export async function sendProposal(
  db: AppDatabase,
  requestId: number,
  staffId: number,
  deps: Omit<ComposeDeps, "review" | "staffMemberId">,
) {
  return db.transaction(async (tx) => {
    const { request, preview } = await lockDraft(tx, requestId);
    const sent = await sendPreviewLocked(tx, request, preview.id, { ...deps, staffMemberId: staffId });
    if (request.stylistId === null)
      await tx.update(requests).set({ stylistId: staffId }).where(eq(requests.id, requestId));
    return { preview_id: preview.id, expires_at: sent.expiresAt.toISOString(), pieces: sent.pieces };
  });
}
