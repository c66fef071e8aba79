/**
 * The box preview (issue 17, §7 preview calls): the pieces the engine chose for a request, as the
 * family reads them (grouped by look, with their reasons worded by their labels in the request's
 * language), and what the family can do while it is PENDING — replace a piece, comment, validate —
 * or, from the e-mail's link without signing in, skip the box. A preview still PENDING at its
 * deadline is validated by the scheduler (preview-jobs.ts) through the same function.
 *
 * Locks, always in this order (the order malle's calls and the composition take them): the
 * profile, the request, the preview, then the variants in id order (catalogue/stock.ts). Every
 * change is one transaction: a replacement puts the old size back and takes the new one; a skip
 * puts every piece back. Status changes go through domain/malle.ts requestTransition.
 */
import { and, asc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { PRODUCT_CATEGORIES, SUGGESTIONS_PAGE_SIZE, pageCount, type ProductCategory } from "#domain/catalogue.js";
import type { ContentLocale } from "#domain/locales.js";
import { requestState, requestTransition } from "#domain/malle.js";
import {
  isPastDeadline,
  isPreviewOpen,
  normaliseComment,
  replacementErrors,
  replacementProblem,
  replacementProblemMessage,
  type PreviewStatus,
  type Refusals,
  type ReplacementPayload,
  type ReplacementReason,
} from "#domain/preview.js";
import type { AppDatabase, Db, Tx } from "../../db/client.js";
import {
  brands,
  looks,
  previewItems,
  previewReplacements,
  previews,
  products,
  productVariants,
  profiles,
  quizChoices,
  quizQuestions,
  requests,
  subscriptions,
  type BoxRequest,
  type Preview,
  type PreviewItem,
  type Profile,
} from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import {
  loadProductCards,
  lockStock,
  putBackStock,
  searchReplacementCandidates,
  stockDemand,
  takeStock,
} from "../catalogue/index.js";
import { requireOwnProfile } from "../profiles/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { pick } from "../website/index.js";
import {
  previewMailBase,
  previewSkippedMail,
  previewValidatedMail,
  type PreviewMailBase,
  type ValidatedBy,
} from "./preview-mails.js";
import type { PreviewResponse } from "./preview-schemas.js";
import { loadAnswers } from "./inputs.js";
import { hashPreviewToken, verifyPreviewToken } from "./preview-token.js";

/** What the calls and the job need besides the database. */
export type PreviewContext = { now: Date; storefrontUrl: string };

// ── Errors ─────────────────────────────────────────────────────────────────────────────────────

const previewNotFound = () => ApiError.notFound("No preview for this request");
const closed = (status: string) =>
  ApiError.conflict("PREVIEW_CLOSED", `This preview is closed (${status.toLowerCase()}): it can no longer change`);
const tokenNotFound = () => ApiError.notFound("This link is not valid");

/**
 * A preview the family can still change (replace, comment, skip): PENDING and before its deadline
 * — past it, the box is validated as it is (the e-mail said so), whether or not the scheduler's
 * pass has come yet. Validating stays possible: it is what the deadline does.
 */
function assertChangeable(preview: Preview, now: Date) {
  if (!isPreviewOpen(preview.status)) throw closed(preview.status);
  if (isPastDeadline(preview.expiresAt, now)) {
    throw ApiError.conflict(
      "PREVIEW_CLOSED",
      "The deadline to answer this preview has passed: the box is validated as it is",
    );
  }
}

// ── Names in a language ────────────────────────────────────────────────────────────────────────

/** The §9 category filters' names, as the shop names them (app/locales/<lang>/shop.json family). */
const CATEGORY_NAMES: Record<ContentLocale, Record<ProductCategory, string>> = {
  fr: {
    tops: "Hauts",
    pull_cardi: "Pulls et gilets",
    bottoms: "Bas",
    robe_combi_salopette: "Robes, combis et salopettes",
    accessoires: "Accessoires",
    autre: "Autres",
  },
  de: {
    tops: "Oberteile",
    pull_cardi: "Pullover und Strickjacken",
    bottoms: "Hosen und Röcke",
    robe_combi_salopette: "Kleider, Overalls und Latzhosen",
    accessoires: "Accessoires",
    autre: "Sonstiges",
  },
  nl: {
    tops: "Tops",
    pull_cardi: "Truien en vesten",
    bottoms: "Broeken en rokken",
    robe_combi_salopette: "Jurken, jumpsuits en tuinbroeken",
    accessoires: "Accessoires",
    autre: "Overig",
  },
  es: {
    tops: "Partes de arriba",
    pull_cardi: "Jerséis y chaquetas de punto",
    bottoms: "Partes de abajo",
    robe_combi_salopette: "Vestidos, monos y petos",
    accessoires: "Accesorios",
    autre: "Otros",
  },
  en: {
    tops: "Tops",
    pull_cardi: "Jumpers and cardigans",
    bottoms: "Bottoms",
    robe_combi_salopette: "Dresses, jumpsuits and dungarees",
    accessoires: "Accessories",
    autre: "Other",
  },
};

const isCategory = (value: unknown): value is ProductCategory =>
  typeof value === "string" && (PRODUCT_CATEGORIES as readonly string[]).includes(value);

export const categoryName = (category: string, locale: ContentLocale): string | null =>
  isCategory(category) ? (CATEGORY_NAMES[locale] ?? CATEGORY_NAMES.fr)[category] : null;

// ── Stored reasons ─────────────────────────────────────────────────────────────────────────────

type StoredReason = { code: string; [param: string]: unknown };

// ── Labels ─────────────────────────────────────────────────────────────────────────────────────

type Labels = {
  looks: Map<number, string | null>;
  colours: Map<string, string>;
  patterns: Map<string, string>;
  brands: Map<string, string>;
};

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** Every look, colour, print and brand the reasons name, read in a few queries. */
async function loadLabels(db: Db, reasons: readonly StoredReason[], locale: ContentLocale): Promise<Labels> {
  const lookIds = new Set<number>();
  const colours = new Set<string>();
  const patterns = new Set<string>();
  const brandValues = new Set<string>();
  for (const reason of reasons) {
    const lookId = num(reason.look_id);
    if (reason.code === "look" && lookId !== undefined) lookIds.add(lookId);
    if (reason.code === "loved_colour" && str(reason.color)) colours.add(str(reason.color)!.toLowerCase());
    if (reason.code === "loved_pattern" && str(reason.pattern)) patterns.add(str(reason.pattern)!);
    const value = str(reason.value);
    if ((reason.code === "liked_looks" || reason.code === "kept_before") && value !== undefined) {
      if (reason.trait === "color") colours.add(value.toLowerCase());
      if (reason.trait === "pattern") patterns.add(value);
      if (reason.trait === "brand") brandValues.add(value);
    }
  }
  const labels: Labels = { looks: new Map(), colours: new Map(), patterns: new Map(), brands: new Map() };
  if (lookIds.size > 0) {
    const rows = await db
      .select({ id: looks.id, name: looks.name })
      .from(looks)
      .where(inArray(looks.id, [...lookIds]));
    for (const row of rows) labels.looks.set(row.id, pick(row.name, locale));
  }
  if (colours.size > 0 || patterns.size > 0) {
    const rows = await db
      .select({ key: quizQuestions.key, value: quizChoices.value, hex: quizChoices.hex, label: quizChoices.label })
      .from(quizChoices)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizChoices.questionId))
      .where(inArray(quizQuestions.key, ["colours_loved", "colours_refused", "prints_loved", "prints_refused"]))
      .orderBy(asc(quizChoices.id));
    for (const row of rows) {
      const label = pick(row.label, locale);
      if (!label) continue;
      if (row.key.startsWith("colours_") && row.hex && !labels.colours.has(row.hex.toLowerCase())) {
        labels.colours.set(row.hex.toLowerCase(), label);
      }
      if (row.key.startsWith("prints_") && row.value && !labels.patterns.has(row.value)) {
        labels.patterns.set(row.value, label);
      }
    }
  }
  if (brandValues.size > 0) {
    const ids = [...brandValues].filter((v) => /^\d{1,10}$/.test(v)).map(Number);
    const slugs = [...brandValues].filter((v) => !/^\d{1,10}$/.test(v));
    const rows = await db
      .select({ id: brands.id, slug: brands.slug, name: brands.name })
      .from(brands)
      .where(
        sql`${ids.length ? inArray(brands.id, ids) : sql`false`} or ${slugs.length ? inArray(brands.slug, slugs) : sql`false`}`,
      );
    for (const row of rows) {
      labels.brands.set(String(row.id), row.name);
      labels.brands.set(row.slug, row.name);
    }
  }
  return labels;
}

type ReasonOut = PreviewResponse["looks"][number]["items"][number]["reasons"][number];

/** A stored reason as answered: its params kept, its label in the request's language. */
function reasonOut(reason: StoredReason, labels: Labels, locale: ContentLocale): ReasonOut {
  const out: ReasonOut = { code: reason.code, label: null };
  const lookId = num(reason.look_id);
  const count = num(reason.count);
  if (lookId !== undefined) out.look_id = lookId;
  if (count !== undefined) out.count = count;
  for (const key of ["trait", "value", "category", "color", "pattern"] as const) {
    const value = str(reason[key]);
    if (value !== undefined) out[key] = value;
  }
  const traitLabel = (trait: unknown, value: string | undefined) => {
    if (value === undefined) return null;
    if (trait === "color") return labels.colours.get(value.toLowerCase()) ?? null;
    if (trait === "pattern") return labels.patterns.get(value) ?? null;
    if (trait === "category") return categoryName(value, locale);
    if (trait === "brand") return labels.brands.get(value) ?? null;
    return null;
  };
  switch (reason.code) {
    case "look":
      out.label = lookId !== undefined ? (labels.looks.get(lookId) ?? null) : null;
      out.look_name = out.label;
      break;
    case "loved_colour":
      out.label = traitLabel("color", out.color);
      break;
    case "loved_pattern":
      out.label = traitLabel("pattern", out.pattern);
      break;
    case "needed_category":
      out.label = out.category ? categoryName(out.category, locale) : null;
      break;
    case "liked_looks":
    case "kept_before":
      out.label = traitLabel(reason.trait, out.value);
      break;
  }
  return out;
}

// ── The preview as answered ────────────────────────────────────────────────────────────────────

/** The preview with its pieces, reasons and replacements, in a language. */
export async function previewOut(
  db: Db,
  preview: Preview,
  request: BoxRequest,
  profile: Profile,
  locale: ContentLocale,
): Promise<PreviewResponse> {
  const items = await db
    .select()
    .from(previewItems)
    .where(eq(previewItems.previewId, preview.id))
    .orderBy(asc(previewItems.lookIndex), asc(previewItems.itemIndex));
  const itemIds = items.map((item) => item.id);
  const replacements = itemIds.length
    ? await db.select().from(previewReplacements).where(inArray(previewReplacements.previewItemId, itemIds))
    : [];
  const replacementOf = new Map(replacements.map((r) => [r.previewItemId, r]));
  const variantIds = items.map((item) => item.variantId);
  const variants = variantIds.length
    ? await db
        .select({ id: productVariants.id, size: productVariants.size })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds))
    : [];
  const sizeOf = new Map(variants.map((v) => [v.id, v.size]));
  const reasonsOf = (item: PreviewItem) => (item.reasons ?? []) as StoredReason[];
  // A replaced piece's stored reasons were about the engine's piece: they are not said of the new one
  const isReplaced = (item: PreviewItem) => item.originalProductId !== null;
  const originals = items.flatMap((item) => (item.originalProductId === null ? [] : [item.originalProductId]));
  const cards = await loadProductCards(db, [...items.map((item) => item.productId), ...originals], locale);
  const prices = items.length
    ? await db
        .select({ id: products.id, cents: products.lcPriceCents })
        .from(products)
        .where(
          inArray(
            products.id,
            items.map((item) => item.productId),
          ),
        )
    : [];
  const priceOf = new Map(prices.map((p) => [p.id, p.cents]));
  const lookIds = [...new Set(items.flatMap((item) => (item.lookId === null ? [] : [item.lookId])))];
  const engineReasons = items.flatMap((item) => (isReplaced(item) ? [] : reasonsOf(item)));
  const labels = await loadLabels(
    db,
    [...engineReasons, ...lookIds.map((id) => ({ code: "look", look_id: id }))],
    locale,
  );

  const groups = new Map<number, PreviewResponse["looks"][number]>();
  for (const item of items) {
    const card = cards.get(item.productId);
    if (!card) continue; // a product deleted from the catalogue (restricted by the foreign key: never)
    let group = groups.get(item.lookIndex);
    if (!group) {
      group = { look_index: item.lookIndex, look: null, items: [] };
      groups.set(item.lookIndex, group);
    }
    if (!group.look && item.lookId !== null) {
      group.look = { id: item.lookId, name: labels.looks.get(item.lookId) ?? null };
    }
    const replacement = replacementOf.get(item.id);
    const original = item.originalProductId === null ? undefined : cards.get(item.originalProductId);
    group.items.push({
      item_index: item.itemIndex,
      variant_id: item.variantId,
      size: sizeOf.get(item.variantId) ?? "",
      product: card,
      reasons: isReplaced(item) ? [] : reasonsOf(item).map((reason) => reasonOut(reason, labels, locale)),
      replaced:
        isReplaced(item) && replacement
          ? {
              reason: replacement.replacementReason as ReplacementReason,
              product_name: original ? original.clean_name || original.name : "",
            }
          : null,
    });
  }
  const totalCents = items.reduce((sum, item) => sum + (priceOf.get(item.productId) ?? 0), 0);
  return {
    id: preview.id,
    request_id: request.id,
    profile_id: profile.id,
    profile_type: profile.profileType,
    firstname: profile.firstname,
    status: preview.status,
    comment: preview.comment,
    expires_at: preview.expiresAt ? preview.expiresAt.toISOString() : null,
    delivery_date: request.deliveryDate,
    total: Math.round(totalCents) / 100,
    looks: [...groups.values()].sort((a, b) => a.look_index - b.look_index),
  };
}

// ── Reading and locking ────────────────────────────────────────────────────────────────────────

type Locked = { profile: Profile; request: BoxRequest; preview: Preview };

/** The client's profile, its request and the request's preview; locked (in that order) when asked. */
async function ownPreview(
  db: Db,
  clientId: number,
  kidId: number,
  requestId: number,
  forUpdate: boolean,
): Promise<Locked> {
  const profile = await requireOwnProfile(db, clientId, kidId, forUpdate);
  const requestQuery = db
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.profileId, profile.id)));
  const [request] = forUpdate ? await requestQuery.for("update") : await requestQuery;
  if (!request) throw previewNotFound();
  const previewQuery = db.select().from(previews).where(eq(previews.requestId, request.id));
  const [preview] = forUpdate ? await previewQuery.for("update") : await previewQuery;
  if (!preview) throw previewNotFound();
  return { profile, request, preview };
}

/** A preview by id with its request and profile, locked in the one order (profile, request, preview). */
async function lockPreviewById(tx: Tx, previewId: number): Promise<Locked | undefined> {
  const [ids] = await tx
    .select({ profileId: requests.profileId, requestId: requests.id })
    .from(previews)
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .where(eq(previews.id, previewId));
  if (!ids) return undefined;
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, ids.profileId)).for("update");
  const [request] = await tx.select().from(requests).where(eq(requests.id, ids.requestId)).for("update");
  const [preview] = await tx.select().from(previews).where(eq(previews.id, previewId)).for("update");
  if (!profile || !request || !preview) return undefined;
  return { profile, request, preview };
}

export async function getPreview(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  locale: ContentLocale,
): Promise<PreviewResponse> {
  const { profile, request, preview } = await ownPreview(db, clientId, kidId, requestId, false);
  return previewOut(db, preview, request, profile, locale);
}

// ── Quiz refusals and history ──────────────────────────────────────────────────────────────────

/** What the profile's quiz refused, as catalogue values (colours by hex, prints by value, "never" by category). */
export async function loadRefusals(db: Db, profileId: number): Promise<Refusals> {
  const answers = await loadAnswers(db, profileId);
  return {
    colours: answers.refusedColours,
    patterns: answers.refusedPatterns,
    categories: answers.refusedCategories,
  };
}

/** Products sent to the profile before: the pieces of its other validated previews. */
async function sentBefore(db: Db, profileId: number, previewId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: previewItems.productId })
    .from(previewItems)
    .innerJoin(previews, eq(previews.id, previewItems.previewId))
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .where(and(eq(requests.profileId, profileId), eq(previews.status, "VALIDATED"), ne(previews.id, previewId)));
  return rows.map((r) => r.productId);
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
    const [product] = await tx.select().from(products).where(eq(products.id, payload.replacement_product_id));
    if (!product) throw invalidReplacement("unknown_product");
    const [variant] = await tx
      .select({ id: productVariants.id, productId: productVariants.productId, size: productVariants.size })
      .from(productVariants)
      .where(eq(productVariants.id, payload.replacement_variant_id));
    if (!variant) throw invalidReplacement("variant_not_of_product");
    const problem = replacementProblem(
      { product, variant },
      {
        gender: profile.gender,
        sizes: { top_size: profile.topSize, bottom_size: profile.bottomSize, shoe_size: profile.shoeSize },
        previewProductIds: items.map((i) => i.productId),
        refusals: await loadRefusals(tx, profile.id),
      },
    );
    if (problem) throw invalidReplacement(problem);

    // Both sizes locked in id order before either moves (two replacements crossing never deadlock)
    await lockStock(tx, [item.variantId, variant.id]);
    const short = await takeStock(tx, new Map([[variant.id, 1]]));
    if (short.length > 0) {
      throw ApiError.conflict("NOT_ENOUGH_STOCK", "This size is no longer in stock", {
        replacement_variant_id: ["This size is no longer in stock"],
      });
    }
    await putBackStock(tx, new Map([[item.variantId, 1]]));

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
    return previewOut(tx, preview, request, profile, locale);
  });
}

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

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

export type PreviewSearch = {
  page: number;
  same_category?: boolean;
  category?: ProductCategory;
  filter_profile?: boolean;
  look_index?: number;
  item_index?: number;
};

/**
 * Pieces that could replace one (24 a page): box suggestions for the profile's gender, in stock,
 * leaving out the preview's products; same_category keeps the category of the piece at
 * (look_index, item_index), category one category (both: they must agree, else nothing); filter_profile (default true) keeps the
 * profile's sizes (§9) and leaves out what the quiz refused and what was sent before.
 */
export async function searchPreviewReplacements(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  query: PreviewSearch,
  locale: ContentLocale,
) {
  const { profile, preview } = await ownPreview(db, clientId, kidId, requestId, false);
  const items = await db
    .select({ productId: previewItems.productId, lookIndex: previewItems.lookIndex, itemIndex: previewItems.itemIndex })
    .from(previewItems)
    .where(eq(previewItems.previewId, preview.id));
  let categories: ProductCategory[] = query.category ? [query.category] : [];
  if (query.same_category) {
    if (query.look_index === undefined || query.item_index === undefined) {
      const message = "same_category needs look_index and item_index";
      throw ApiError.badRequest(message, { look_index: [message], item_index: [message] });
    }
    const item = items.find((i) => i.lookIndex === query.look_index && i.itemIndex === query.item_index);
    if (!item) {
      const message = "No piece at this place in the box";
      throw ApiError.badRequest(message, { look_index: [message], item_index: [message] });
    }
    const [row] = await db
      .select({ category: products.category })
      .from(products)
      .where(eq(products.id, item.productId));
    if (row) {
      // Both asked: the piece's category and the one named must agree (else nothing matches)
      if (query.category && query.category !== row.category) {
        return {
          page: query.page,
          page_size: SUGGESTIONS_PAGE_SIZE,
          pages: pageCount(0, SUGGESTIONS_PAGE_SIZE),
          total: 0,
          products: [],
          filter_type: "CATEGORIES" as const,
        };
      }
      categories = [row.category];
    }
  }
  const filterProfile = query.filter_profile ?? true;
  const refusals = filterProfile ? await loadRefusals(db, profile.id) : { colours: [], patterns: [], categories: [] };
  const excluded = [
    ...items.map((i) => i.productId),
    ...(filterProfile ? await sentBefore(db, profile.id, preview.id) : []),
  ];
  return searchReplacementCandidates(db, {
    gender: profile.gender,
    sizes: filterProfile
      ? { top_size: profile.topSize, bottom_size: profile.bottomSize, shoe_size: profile.shoeSize }
      : null,
    categories,
    excludeProductIds: [...new Set(excluded)],
    refusedColours: refusals.colours,
    refusedPatterns: refusals.patterns,
    refusedCategories: refusals.categories,
    page: query.page,
    pageSize: SUGGESTIONS_PAGE_SIZE,
    locale,
  });
}

// ── Validating ─────────────────────────────────────────────────────────────────────────────────

async function mailBase(tx: Db, request: BoxRequest, storefrontUrl: string): Promise<PreviewMailBase> {
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
    await putBackStock(tx, stockDemand(items));
    await tx.update(previews).set({ status: "SKIPPED", skippedAt: ctx.now }).where(eq(previews.id, preview.id));
    await tx
      .update(requests)
      .set({ status: next.status, isBlocked: next.composing })
      .where(eq(requests.id, request.id));
    await enqueueMail(
      tx as AppDatabase,
      `preview-skipped:${preview.id}`,
      previewSkippedMail({ ...(await mailBase(tx, request, ctx.storefrontUrl)), deliveryDate: request.deliveryDate }),
    );
    return { status: "SKIPPED" as const, firstname: profile.firstname, profile_type: profile.profileType };
  });
}
