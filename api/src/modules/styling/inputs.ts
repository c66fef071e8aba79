/**
 * What the styling engine is given for one box request (domain/engine/types.ts EngineInput),
 * loaded in a few queries — the profile, its quiz answers as catalogue values, its Style Shuffle
 * ratings with the looks' traits, its history, the request's wishes, the candidates and the looks
 * they belong to. The engine is pure: everything it weighs is here.
 *
 * - Answers: colours by the choice's hex (lower case, as products.color is compared), prints by
 *   the choice's value, needs and "never" by the category the choice's value names (choices
 *   without a catalogue value — "skirts", "animals" — are left out), the budget parsed from its
 *   value ("0-30", "100+").
 * - History: the pieces of this profile's previews that were validated ("sent"), and the lines of
 *   its BOX orders once the family kept or returned them (that outcome wins over "sent").
 * - Candidates: the sizes of active products offered as suggestions (or wished for this request)
 *   for the profile's gender, in stock, in a size the profile wears for the product's category
 *   (§9: TU, the top size for tops, the bottom size for bottoms, the shoe size for the rest); a
 *   wish naming one size brings that size even when it is not the profile's (the engine decides).
 *   The size and stock filter runs in SQL; the engine checks again, and the write re-checks the
 *   stock under lock.
 * - Looks: the published looks of the profile's type (for a kid: its gender's or unisex) with at
 *   least one candidate product, each with all its products' traits.
 */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { MetaCategory, ProductCategory } from "#domain/catalogue.js";
import { PRODUCT_CATEGORIES } from "#domain/catalogue.js";
import type {
  Candidate,
  EngineAnswers,
  EngineInput,
  EngineLook,
  HistoryPiece,
  ProductTraits,
} from "#domain/engine/types.js";
import type { Gender } from "#domain/profiles.js";
import type { Db } from "../../db/client.js";
import {
  lookProducts,
  lookRatings,
  looks,
  orderLines,
  orders,
  previewItems,
  previews,
  products,
  productVariants,
  profileAnswers,
  profiles,
  quizChoices,
  quizQuestions,
  requests,
  wishes,
} from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";

const traitColumns = {
  productId: products.id,
  brandId: products.brandId,
  category: products.category,
  color: products.color,
  pattern: products.pattern,
};

function traits(row: {
  productId: number;
  brandId: number;
  category: ProductCategory;
  color: string;
  pattern: string;
}): ProductTraits {
  return {
    productId: row.productId,
    brandId: row.brandId,
    category: row.category,
    color: row.color.toLowerCase(),
    pattern: row.pattern,
  };
}

const isCategory = (value: string | null): value is ProductCategory =>
  value !== null && (PRODUCT_CATEGORIES as readonly string[]).includes(value);

/** A budget choice's value: "0-30" → 0…3000 cents, "100+" → from 10000 cents; null when unreadable. */
export function parseBudget(value: string | null | undefined): EngineAnswers["budget"] {
  if (!value) return null;
  const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(value);
  if (range) {
    const [min, max] = [Number(range[1]) * 100, Number(range[2]) * 100];
    return min <= max ? { minCents: min, maxCents: max } : null;
  }
  const open = /^\s*(\d+)\s*\+\s*$/.exec(value);
  return open ? { minCents: Number(open[1]) * 100, maxCents: null } : null;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The quiz answers of a profile as values the catalogue is matched with. */
export async function loadAnswers(db: Db, profileId: number): Promise<EngineAnswers> {
  const rows = await db
    .select({ key: quizQuestions.key, value: quizChoices.value, hex: quizChoices.hex })
    .from(profileAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, profileAnswers.questionId))
    .innerJoin(quizChoices, sql`${quizChoices.id} = any(${profileAnswers.choiceIds})`)
    .where(eq(profileAnswers.profileId, profileId))
    .orderBy(asc(quizQuestions.key), asc(quizChoices.position), asc(quizChoices.id));
  const of = (key: string) => rows.filter((r) => r.key === key);
  const hexes = (key: string) => unique(of(key).flatMap((r) => (r.hex ? [r.hex.toLowerCase()] : [])));
  const values = (key: string) => unique(of(key).flatMap((r) => (r.value ? [r.value] : [])));
  const categories = (key: string) => unique(of(key).flatMap((r) => (isCategory(r.value) ? [r.value] : [])));
  return {
    lovedColours: hexes("colours_loved"),
    refusedColours: hexes("colours_refused"),
    lovedPatterns: values("prints_loved"),
    refusedPatterns: values("prints_refused"),
    neededCategories: categories("needs"),
    refusedCategories: categories("never"),
    budget: parseBudget(of("budget")[0]?.value),
  };
}

/** Looks with all their products' traits, in the looks' order given. */
async function looksWithTraits(db: Db, lookIds: number[]): Promise<EngineLook[]> {
  if (lookIds.length === 0) return [];
  const rows = await db
    .select({ lookId: lookProducts.lookId, ...traitColumns })
    .from(lookProducts)
    .innerJoin(products, eq(products.id, lookProducts.productId))
    .where(inArray(lookProducts.lookId, lookIds))
    .orderBy(asc(lookProducts.lookId), asc(lookProducts.position), asc(lookProducts.productId));
  const byLook = new Map<number, ProductTraits[]>(lookIds.map((id) => [id, []]));
  for (const row of rows) byLook.get(row.lookId)?.push(traits(row));
  return lookIds.map((id) => ({ id, products: byLook.get(id)! }));
}

/** Style Shuffle ratings of the profile, with the rated looks' traits (oldest rating first). */
async function loadRatings(db: Db, profileId: number): Promise<EngineInput["ratings"]> {
  const rated = await db
    .select({ lookId: lookRatings.lookId, like: lookRatings.like })
    .from(lookRatings)
    .where(eq(lookRatings.profileId, profileId))
    .orderBy(asc(lookRatings.id));
  const lookList = await looksWithTraits(
    db,
    rated.map((r) => r.lookId),
  );
  const byId = new Map(lookList.map((l) => [l.id, l]));
  return rated.map((r) => ({ look: byId.get(r.lookId)!, like: r.like }));
}

/** The pieces sent to the profile before, with what the family did with them when known. */
async function loadHistory(db: Db, profileId: number): Promise<HistoryPiece[]> {
  const sent = await db
    .select(traitColumns)
    .from(previewItems)
    .innerJoin(previews, eq(previews.id, previewItems.previewId))
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .innerJoin(products, eq(products.id, previewItems.productId))
    .where(and(eq(requests.profileId, profileId), eq(previews.status, "VALIDATED")))
    .orderBy(asc(previewItems.id));
  const known = await db
    .select({ ...traitColumns, status: orderLines.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orders.kind, "BOX"),
        eq(orders.profileId, profileId),
        inArray(orderLines.status, ["ORDERED", "KEPT", "RETURNED"]),
      ),
    )
    .orderBy(asc(orderLines.id));
  const pieces = new Map<number, HistoryPiece>();
  for (const row of sent) pieces.set(row.productId, { ...traits(row), outcome: "sent" });
  for (const row of known) {
    const outcome = row.status === "KEPT" ? "kept" : row.status === "RETURNED" ? "returned" : "sent";
    if (outcome !== "sent" || !pieces.has(row.productId)) pieces.set(row.productId, { ...traits(row), outcome });
  }
  return [...pieces.values()];
}

/**
 * The sizes the engine may pick from (see the file's comment). `wished` are the request's wishes:
 * their products are candidates even when not offered as suggestions, and a wished size is
 * loaded even when it is not the profile's.
 */
async function loadCandidates(
  db: Db,
  profile: { gender: Gender; topSize: string | null; bottomSize: string | null; shoeSize: string | null },
  wished: EngineInput["wishes"],
): Promise<Omit<Candidate, "lookIds">[]> {
  const wishedProducts = wished.map((w) => w.productId);
  const wishedVariants = wished.flatMap((w) => (w.variantId === null ? [] : [w.variantId]));
  const own = (meta: MetaCategory[], size: string | null) =>
    size ? and(inArray(products.metaCategory, meta), eq(productVariants.size, size)) : undefined;
  const fits = or(
    eq(productVariants.size, "TU"),
    own(["TOP"], profile.topSize),
    own(["BOTTOM"], profile.bottomSize),
    own(["FEET", "OTHER"], profile.shoeSize),
    wishedVariants.length ? inArray(productVariants.id, wishedVariants) : undefined,
  );
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      size: productVariants.size,
      stock: productVariants.stock,
      priceCents: products.lcPriceCents,
      brandId: products.brandId,
      category: products.category,
      metaCategory: products.metaCategory,
      color: products.color,
      pattern: products.pattern,
      genders: products.genders,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.isActive, true),
        wishedProducts.length
          ? or(eq(products.isSuggestion, true), inArray(products.id, wishedProducts))
          : eq(products.isSuggestion, true),
        sql`${profile.gender}::gender = any(${products.genders})`,
        sql`${productVariants.stock} > 0`,
        fits,
      ),
    )
    .orderBy(asc(productVariants.id));
  return rows.map((r) => ({ ...r, color: r.color.toLowerCase() }));
}

/**
 * The published looks of the profile's kind holding at least one of the products, with their
 * traits: one query over the looks of that kind (a few hundred), filtered here — no list of
 * thousands of candidate ids sent to the database.
 */
async function loadLooks(
  db: Db,
  profile: { profileType: "KID" | "WOMAN"; gender: Gender },
  productIds: ReadonlySet<number>,
): Promise<EngineLook[]> {
  if (productIds.size === 0) return [];
  const rows = await db
    .select({ lookId: looks.id, ...traitColumns })
    .from(looks)
    .innerJoin(lookProducts, eq(lookProducts.lookId, looks.id))
    .innerJoin(products, eq(products.id, lookProducts.productId))
    .where(
      and(
        eq(looks.isPublished, true),
        eq(looks.profileType, profile.profileType),
        profile.profileType === "KID" ? or(isNull(looks.gender), eq(looks.gender, profile.gender)) : undefined,
      ),
    )
    .orderBy(asc(looks.position), asc(looks.id), asc(lookProducts.position), asc(lookProducts.productId));
  const byLook = new Map<number, ProductTraits[]>();
  for (const row of rows) {
    const list = byLook.get(row.lookId) ?? [];
    list.push(traits(row));
    byLook.set(row.lookId, list);
  }
  return [...byLook]
    .filter(([, traitsOf]) => traitsOf.some((t) => productIds.has(t.productId)))
    .map(([id, traitsOf]) => ({ id, products: traitsOf }));
}

/**
 * The engine's input for a request (404 when there is no such request). Reads only: the compose
 * service calls it inside its transaction, after locking the request; the benchmark calls it alone.
 */
export async function loadEngineInput(db: Db, requestId: number): Promise<EngineInput> {
  const [row] = await db
    .select({
      profileId: profiles.id,
      profileType: profiles.profileType,
      gender: profiles.gender,
      topSize: profiles.topSize,
      bottomSize: profiles.bottomSize,
      shoeSize: profiles.shoeSize,
    })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(eq(requests.id, requestId));
  if (!row) throw ApiError.notFound("No such request");

  const wished = (
    await db
      .select({ productId: wishes.productId, variantId: wishes.variantId })
      .from(wishes)
      .where(eq(wishes.requestId, requestId))
      .orderBy(asc(wishes.id))
  ).map((w) => ({ productId: w.productId, variantId: w.variantId }));
  // One after the other: inside a transaction the queries share one connection anyway
  const answers = await loadAnswers(db, row.profileId);
  const ratings = await loadRatings(db, row.profileId);
  const history = await loadHistory(db, row.profileId);
  const found = await loadCandidates(db, row, wished);
  const lookList = await loadLooks(db, row, new Set(found.map((c) => c.productId)));
  const lookIdsOf = new Map<number, number[]>();
  for (const look of lookList) {
    for (const product of look.products) {
      const list = lookIdsOf.get(product.productId) ?? [];
      if (!list.includes(look.id)) list.push(look.id);
      lookIdsOf.set(product.productId, list);
    }
  }
  return {
    requestId,
    profile: {
      type: row.profileType,
      gender: row.gender,
      sizes: { top_size: row.topSize, bottom_size: row.bottomSize, shoe_size: row.shoeSize },
    },
    answers,
    ratings,
    history,
    wishes: wished,
    candidates: found.map((c) => ({ ...c, lookIds: lookIdsOf.get(c.productId) ?? [] })),
    looks: lookList,
  };
}
