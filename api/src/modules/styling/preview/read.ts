/**
 * The preview as the family reads it: its pieces grouped by look, with their reasons worded by
 * their labels in the request's language.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { PRODUCT_CATEGORIES, type ProductCategory } from "#domain/catalogue.js";
import type { ContentLocale } from "#domain/locales.js";
import type { Refusals, ReplacementReason } from "#domain/preview.js";
import type { AppDatabase, Db } from "../../../db/client.js";
import {
  brands,
  looks,
  previewItems,
  previewReplacements,
  previews,
  products,
  productVariants,
  quizChoices,
  quizQuestions,
  requests,
  type BoxRequest,
  type Preview,
  type PreviewItem,
  type Profile,
} from "../../../db/schema/index.js";
import { loadProductCards } from "../../catalogue/index.js";
import { pick, storefrontText } from "../../website/index.js";
import type { PreviewResponse } from "./schemas.js";
import { loadAnswers } from "../inputs.js";
import { ownPreview } from "./locks.js";

// ── Names in a language ────────────────────────────────────────────────────────────────────────

const isCategory = (value: unknown): value is ProductCategory =>
  typeof value === "string" && (PRODUCT_CATEGORIES as readonly string[]).includes(value);

/** A §9 category filter's name as the shop names it: its one home is the storefront's common.json (category.*). */
const categoryName = (category: string, locale: ContentLocale): string | null =>
  isCategory(category) ? storefrontText(locale, `category.${category}`) : null;

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
    stylist_note: preview.stylistNote,
    expires_at: preview.expiresAt ? preview.expiresAt.toISOString() : null,
    delivery_date: request.deliveryDate,
    total: Math.round(totalCents) / 100,
    looks: [...groups.values()].sort((a, b) => a.look_index - b.look_index),
  };
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

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
    garments: answers.refusedGarments,
    details: answers.refusedDetails,
  };
}

/** Products sent to the profile before: the pieces of its other validated previews. */
export async function sentBefore(db: Db, profileId: number, previewId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: previewItems.productId })
    .from(previewItems)
    .innerJoin(previews, eq(previews.id, previewItems.previewId))
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .where(and(eq(requests.profileId, profileId), eq(previews.status, "VALIDATED"), ne(previews.id, previewId)));
  return rows.map((r) => r.productId);
}
