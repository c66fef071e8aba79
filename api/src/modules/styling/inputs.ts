/**
 * What the styling engine is given for one box request (domain/engine/types.ts EngineInput),
 * loaded in a few queries — the profile, its quiz answers as catalogue values, its Style Shuffle
 * ratings with the looks' traits, its history, the request's wishes, the candidates and the looks
 * they belong to, and what all families keep. The engine is pure: everything it weighs is here.
 *
 * - Profile: type, gender, sizes, birthdate and the day the sizes were given (a child grows); the
 *   request's delivery date (the season, the child's size on the day).
 * - Answers: colours by the choice's hex (lower case, as products.color is compared), prints by
 *   the choice's value, needs and "never" by the category the choice's value names (choices
 *   without a catalogue value — "skirts", "animals" — are left out there) and, by the choice's
 *   key, as garment types and details (domain/garments.ts quizGarments); the garment types the
 *   family's comments (the quiz's, the request's) name in the client's language; the budget
 *   parsed from its value ("0-30", "100+").
 * - History: the pieces of this profile's previews that were validated ("sent"), the pieces the
 *   family replaced in a preview ("replaced", with the replacement's reason), and the lines of its
 *   BOX orders once the family kept or returned them (that outcome wins over "sent"; a return's
 *   reason and the size sent come along).
 * - Candidates: the sizes of active products offered as suggestions (or wished for this request;
 *   and second-hand pieces when `secondHand` is on, ENGINE_SECOND_HAND, decision 0052 — never when
 *   off, even wished) for the profile's gender, in stock, in a size the size plan may pick for the product's size
 *   axis (domain/engine/sizes.ts sizePlan(...).loadable: the predicted size with growth and the
 *   sizes around it, combined sizes; garments.ts sizeAxis: pyjamas and swimwear in clothing sizes),
 *   or TU; a wish naming one size brings that size even when it is not the profile's (the engine
 *   decides). Of those, only the products the box can hold are handed over (decision 0063): in a
 *   size the engine's own plan says fits the product's brand, passing the engine's hard filters
 *   (compose.ts hardFilters and failedFilter, with the rules the box is composed with); the others
 *   are counted under the engine's codes (`EngineInput.rejected`). The database sends the sizes in
 *   stock; the products' traits are kept by the process under the catalogue's version
 *   (kept-traits.ts, decision 0068). The engine checks again, and the write re-checks the stock
 *   under lock.
 * - Looks: the published looks of the profile's kind (for a kid: its gender's or unisex) with at
 *   least one candidate product, each with all its products' traits.
 * - Population: the priors the styling module's job computes (priors.ts) for the candidates'
 *   products, every brand and garment type, and the neighbours of what this profile kept (the sum
 *   of lifts per product, what it was sent left out).
 * Reads that need nothing of each other are sent together; each statement is prepared (one round
 * trip, planned once per connection on a server).
 */
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { ProductCategory } from "#domain/catalogue.js";
import { META_CATEGORIES, ONE_SIZE, PRODUCT_CATEGORIES } from "#domain/catalogue.js";
import {
  engineSizePlan,
  failedFilter,
  hardFilters,
  historySizeFeedback,
  type HardFilters,
} from "#domain/engine/compose.js";
import { DEFAULT_ENGINE_RULES } from "#domain/engine/rules.js";
import { sizePlan, type SizeLean, type SizePlan } from "#domain/engine/sizes.js";
import type {
  Candidate,
  EngineAnswers,
  EngineInput,
  EngineLook,
  EngineRules,
  HistoryPiece,
  PopulationSignal,
  ProductTraits,
  RejectionCode,
  Tally,
} from "#domain/engine/types.js";
import { garmentsInComment, quizGarments, type SizeAxis } from "#domain/garments.js";
import type { Gender, ProfileType } from "#domain/profiles.js";
import type { Db } from "../../db/client.js";
import {
  clients,
  enginePriors,
  lookProducts,
  lookRatings,
  looks,
  orderLines,
  orders,
  previewItems,
  previewReplacements,
  previews,
  productNeighbours,
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
import { catalogueVersionNow, keptProducts, type CandidateTraits } from "./kept-traits.js";

const traitColumns = {
  productId: products.id,
  brandId: products.brandId,
  category: products.category,
  color: products.color,
  pattern: products.pattern,
  garmentType: products.garmentType,
};

function traits(row: ProductTraits): ProductTraits {
  return {
    productId: row.productId,
    brandId: row.brandId,
    category: row.category,
    color: row.color.toLowerCase(),
    pattern: row.pattern,
    garmentType: row.garmentType,
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

/**
 * The quiz answers of a profile as values the catalogue is matched with; `comments` are the
 * family's words for the stylist (the quiz's comment, the request's), read in `language`.
 */
export async function loadAnswers(
  db: Db,
  profileId: number,
  comments: { text: string | null; language: string } = { text: null, language: "fr" },
): Promise<EngineAnswers> {
  const rows = await db
    .select({ key: quizQuestions.key, choice: quizChoices.key, value: quizChoices.value, hex: quizChoices.hex })
    .from(profileAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, profileAnswers.questionId))
    .innerJoin(quizChoices, sql`${quizChoices.id} = any(${profileAnswers.choiceIds})`)
    .where(eq(profileAnswers.profileId, profileId))
    .orderBy(asc(quizQuestions.key), asc(quizChoices.position), asc(quizChoices.id))
    .prepare("engine_answers")
    .execute();
  const of = (key: string) => rows.filter((r) => r.key === key);
  const hexes = (key: string) => unique(of(key).flatMap((r) => (r.hex ? [r.hex.toLowerCase()] : [])));
  const values = (key: string) => unique(of(key).flatMap((r) => (r.value ? [r.value] : [])));
  const categories = (key: string) => unique(of(key).flatMap((r) => (isCategory(r.value) ? [r.value] : [])));
  const choices = (key: string) => of(key).map((r) => r.choice);
  const garments = quizGarments(choices("needs"), choices("never"));
  return {
    lovedColours: hexes("colours_loved"),
    refusedColours: hexes("colours_refused"),
    lovedPatterns: values("prints_loved"),
    refusedPatterns: values("prints_refused"),
    neededCategories: categories("needs"),
    refusedCategories: categories("never"),
    neededGarments: garments.needed,
    refusedGarments: garments.refused,
    refusedDetails: garments.refusedDetails,
    commentGarments: garmentsInComment(comments.text, comments.language),
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
    .where(sql`${lookProducts.lookId} = any(${intList(lookIds)})`)
    .orderBy(asc(lookProducts.lookId), asc(lookProducts.position), asc(lookProducts.productId))
    .prepare("engine_rated_looks")
    .execute();
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
    .orderBy(asc(lookRatings.id))
    .prepare("engine_ratings")
    .execute();
  const lookList = await looksWithTraits(
    db,
    rated.map((r) => r.lookId),
  );
  const byId = new Map(lookList.map((l) => [l.id, l]));
  return rated.map((r) => ({ look: byId.get(r.lookId)!, like: r.like }));
}

/** A history piece with its size axis, for the size plan's feedback. */
type LoadedPiece = HistoryPiece & { metaCategory: (typeof META_CATEGORIES)[number] };

/** The pieces sent to the profile before, or replaced in a preview, with what the family did with them when known. */
async function loadHistory(db: Db, profileId: number): Promise<LoadedPiece[]> {
  const columns = {
    ...traitColumns,
    metaCategory: products.metaCategory,
    size: productVariants.size,
    on: requests.deliveryDate,
  };
  const sent = db
    .select(columns)
    .from(previewItems)
    .innerJoin(previews, eq(previews.id, previewItems.previewId))
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .innerJoin(products, eq(products.id, previewItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, previewItems.variantId))
    .where(and(eq(requests.profileId, profileId), eq(previews.status, "VALIDATED")))
    .orderBy(asc(previewItems.id))
    .prepare("engine_history_sent")
    .execute();
  // What the family replaced in any of its previews: the engine's piece, with the replacement's reason
  const replaced = db
    .select({ ...columns, reason: previewReplacements.replacementReason })
    .from(previewItems)
    .innerJoin(previews, eq(previews.id, previewItems.previewId))
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .innerJoin(products, eq(products.id, previewItems.originalProductId))
    .innerJoin(productVariants, eq(productVariants.id, previewItems.originalVariantId))
    .leftJoin(previewReplacements, eq(previewReplacements.previewItemId, previewItems.id))
    .where(and(eq(requests.profileId, profileId), isNotNull(previewItems.originalProductId)))
    .orderBy(asc(previewItems.id))
    .prepare("engine_history_replaced")
    .execute();
  const known = db
    .select({ ...columns, status: orderLines.status, reason: orderLines.returnReason })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(
      and(
        eq(orders.kind, "BOX"),
        eq(orders.profileId, profileId),
        inArray(orderLines.status, ["ORDERED", "KEPT", "RETURNED"]),
      ),
    )
    .orderBy(asc(orderLines.id))
    .prepare("engine_history_boxes")
    .execute();
  const pieces = new Map<number, LoadedPiece>();
  const piece = (row: Awaited<typeof sent>[number], outcome: HistoryPiece["outcome"], reason: string | null) => ({
    ...traits(row),
    metaCategory: row.metaCategory,
    outcome,
    reason,
    size: row.size,
    on: row.on,
  });
  for (const row of await sent) pieces.set(row.productId, piece(row, "sent", null));
  for (const row of await replaced) pieces.set(row.productId, piece(row, "replaced", row.reason));
  for (const row of await known) {
    const outcome = row.status === "KEPT" ? "kept" : row.status === "RETURNED" ? "returned" : "sent";
    if (outcome !== "sent" || !pieces.has(row.productId)) pieces.set(row.productId, piece(row, outcome, row.reason));
  }
  return [...pieces.values()];
}

/** Lists as one parameter each (any length, one statement text): integers as text, strings as JSON. */
const intList = (values: readonly number[]) => sql`string_to_array(${values.join(",")}, ',')::int[]`;
const textList = (values: Iterable<string>) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify([...values])}::jsonb))`;

/** A product the loader hands over: its traits, then its sizes in stock that fit as [variant id, stock] and their sizes. */
type LoadedProduct = {
  traits: CandidateTraits;
  variants: [variantId: number, stock: number][];
  sizes: string[];
};

/** What the candidates' statement and the kept traits give: the candidates' products, the products left out per code, the priors of those sent. */
type LoadedCandidates = {
  products: LoadedProduct[];
  rejected: EngineInput["rejected"];
  priors: [key: string, kept: number, seen: number][];
};

/**
 * A candidate: its product's traits and one of its sizes, made field by field (one shape for all;
 * a spread of the traits cost ten times as much for thousands of candidates).
 */
const candidate = (
  traits: CandidateTraits,
  variantId: number,
  size: string,
  stock: number,
  lookIds: readonly number[],
): Candidate => ({
  productId: traits.productId,
  priceCents: traits.priceCents,
  brandId: traits.brandId,
  category: traits.category,
  metaCategory: traits.metaCategory,
  color: traits.color,
  pattern: traits.pattern,
  genders: traits.genders,
  garmentType: traits.garmentType,
  season: traits.season,
  details: traits.details,
  variantId,
  size,
  stock,
  lookIds,
});

/** The sizes in stock of one size, as the statement sends them: three arrays in the same order. */
type StockedSize = [size: string, variantIds: number[], productIds: number[], stocks: number[]];

/**
 * The sizes the engine may pick from (see the file's comment), and only those the box can hold:
 * `loadable` are the sizes per axis any brand may be picked in (what was loaded before decision
 * 0063, and still what a product must have in stock to be counted), `plan` the engine's own size
 * plan (its per-brand tables tell which of them fit), `filters` the engine's hard filters. A
 * product with no fitting size, or failing a filter, is not handed over: it is counted under the
 * engine's code (the first it fails, as the engine would), so the box and its `rejected` stay the
 * same. Its fitting sizes all come (a size sold out while composing leaves the others). The
 * request's wishes come whole (only size and stock bind a wish: the engine decides), and a wished
 * size even when it is not the profile's.
 *
 * The database sends the sizes in stock only, with the catalogue's version; the products' traits
 * are kept by the process under that version (kept-traits.ts, decision 0068), and the products are
 * chosen and filtered here on them, with the engine's own `failedFilter`.
 */
async function loadCandidates(
  db: Db,
  gender: Gender,
  loadable: Record<SizeAxis, string[]>,
  plan: SizePlan,
  filters: HardFilters,
  wished: EngineInput["wishes"],
  secondHand: boolean,
): Promise<LoadedCandidates> {
  const wishedProducts = new Set(wished.map((w) => w.productId));
  const wishedVariants = new Set(wished.flatMap((w) => (w.variantId === null ? [] : [w.variantId])));
  const axes = (["top", "bottom", "shoe"] as const).filter((axis) => loadable[axis].length > 0);
  const sizes = unique([ONE_SIZE, ...axes.flatMap((axis) => loadable[axis])]);
  const sizeList = textList(sizes);
  // Thousands of sizes: the database writes them as JSON, three arrays per size, which JSON.parse
  // reads many times faster than the driver's rows (decisions 0060, 0068); the in-stock sizes' index alone
  const statement = sql`
    with stocked as (
      select ${productVariants.id} as id, ${productVariants.productId} as product_id, ${productVariants.size} as size,
        ${productVariants.stock} as stock
      from ${productVariants}
      where ${productVariants.stock} > 0 and ${productVariants.size} = any(${sizeList})
      union all
      select ${productVariants.id}, ${productVariants.productId}, ${productVariants.size}, ${productVariants.stock}
      from ${productVariants}
      where ${productVariants.stock} > 0 and ${productVariants.id} = any(${intList([...wishedVariants])})
        and not ${productVariants.size} = any(${sizeList})
    )
    select ${catalogueVersionNow} as version,
      (select coalesce(json_agg(json_build_array(size, ids, product_ids, stocks)), '[]')::text from (
        select size, array_agg(id) as ids, array_agg(product_id) as product_ids, array_agg(stock) as stocks
        from stocked group by size) by_size) as stocked,
      -- (the products' priors: of every product with such a size, those handed over are kept below)
      (select coalesce(json_agg(json_build_array(${enginePriors.key}, ${enginePriors.kept}, ${enginePriors.seen})), '[]')::text
        from ${enginePriors} where ${enginePriors.kind} = 'product'
        and ${enginePriors.key} in (select product_id::text from stocked)) as priors`;
  const [found] = await db
    .select({
      version: sql<string | null>`loaded.version`,
      stocked: sql<string>`loaded.stocked`,
      priors: sql<string>`loaded.priors`,
    })
    .from(sql`(${statement}) as loaded`)
    .prepare("engine_candidates")
    .execute();
  const catalogue = await keptProducts(db, found?.version ?? null);

  // Per product of the profile's gender offered for boxes (or wished), with a size in stock on its
  // own axis (or wished): its sizes that fit its brand (all of a wished product's), the first of them
  // in variant order, whether one fits
  type Gathered = LoadedProduct & { wished: boolean; fits: boolean; first: number };
  const gathered = new Map<number, Gathered>();
  const onAxis = new Map(axes.map((axis) => [axis, new Set(loadable[axis])]));
  for (const [size, variantIds, productIds, stocks] of JSON.parse(found?.stocked ?? "[]") as StockedSize[]) {
    const oneSize = size === ONE_SIZE;
    for (let i = 0; i < variantIds.length; i++) {
      const productId = productIds[i]!;
      const product = catalogue.get(productId);
      if (!product) continue;
      const isWished = wishedProducts.has(productId);
      const offered = secondHand
        ? product.isSuggestion || isWished || product.label === "second_hand"
        : (product.isSuggestion || isWished) && product.label !== "second_hand";
      if (!offered || !product.traits.genders.includes(gender)) continue;
      const variantId = variantIds[i]!;
      const axisSizes = onAxis.get(product.sizeAxis);
      if (!oneSize && !axisSizes?.has(size) && !wishedVariants.has(variantId)) continue;
      const fits =
        oneSize || (axisSizes !== undefined && plan.fits(product.sizeAxis, product.traits.brandId).has(size));
      let entry = gathered.get(productId);
      if (!entry) {
        entry = {
          traits: product.traits,
          wished: isWished,
          fits: false,
          first: Infinity,
          variants: [],
          sizes: [],
        };
        gathered.set(productId, entry);
      }
      if (fits) entry.fits = true;
      if (!isWished && !fits) continue;
      entry.first = Math.min(entry.first, variantId);
      entry.variants.push([variantId, stocks[i]!]);
      entry.sizes.push(size);
    }
  }

  // Handed over: the wished, and those with a fitting size that pass every filter; the others counted
  // under the first code they fail, "wrong_size" when no size fits
  const sent: Gathered[] = [];
  const rejected: Partial<Record<RejectionCode, number>> = {};
  for (const entry of gathered.values()) {
    const code = entry.fits ? failedFilter(filters, entry.traits, entry.traits.priceCents) : "wrong_size";
    if (entry.wished || code === null) sent.push(entry);
    else rejected[code] = (rejected[code] ?? 0) + 1;
  }
  sent.sort((a, b) => a.first - b.first);
  const sentIds = new Set(sent.map((entry) => entry.traits.productId));
  return {
    products: sent,
    rejected,
    priors: (JSON.parse(found?.priors ?? "[]") as LoadedCandidates["priors"]).filter(([key]) =>
      sentIds.has(Number(key)),
    ),
  };
}

/**
 * The published looks of the profile's kind with their traits: one query over the looks of that
 * kind (a few hundred), read beside the candidates and kept when they hold one of them (the caller
 * filters) — no list of thousands of candidate ids sent to the database.
 */
async function loadLooks(db: Db, profile: { profileType: "KID" | "WOMAN"; gender: Gender }): Promise<EngineLook[]> {
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
    .orderBy(asc(looks.position), asc(looks.id), asc(lookProducts.position), asc(lookProducts.productId))
    .prepare("engine_looks")
    .execute();
  const byLook = new Map<number, ProductTraits[]>();
  for (const row of rows) {
    const list = byLook.get(row.lookId) ?? [];
    list.push(traits(row));
    byLook.set(row.lookId, list);
  }
  return [...byLook].map(([id, traitsOf]) => ({ id, products: traitsOf }));
}

/**
 * What all families keep (priors.ts computes it), but the products' tallies (the candidates'
 * statement reads those): every brand's and garment type's, the brands' sizes as families of the
 * profile's type found them, and the neighbours of the products this profile kept — the sum of
 * their lifts per product, the products it was sent, kept or replaced left out.
 */
async function loadPopulation(
  db: Db,
  profileType: ProfileType,
  history: Promise<readonly HistoryPiece[]>,
): Promise<PopulationSignal & { products: Map<number, Tally> }> {
  const neighbours = history.then(async (pieces) => {
    const kept = pieces.filter((piece) => piece.outcome === "kept").map((piece) => piece.productId);
    if (kept.length === 0) return new Map<number, number>();
    const had = new Set(pieces.map((piece) => piece.productId));
    const lifts = await db
      .select({ productId: productNeighbours.neighbourId, lift: sql<number>`sum(${productNeighbours.lift})::real` })
      .from(productNeighbours)
      .where(sql`${productNeighbours.productId} = any(${intList(kept)})`)
      .groupBy(productNeighbours.neighbourId)
      .orderBy(asc(productNeighbours.neighbourId))
      .prepare("engine_neighbours")
      .execute();
    return new Map(lifts.filter((row) => !had.has(row.productId)).map((row) => [row.productId, Number(row.lift)]));
  });
  const rows = await db
    .select({ kind: enginePriors.kind, key: enginePriors.key, kept: enginePriors.kept, seen: enginePriors.seen })
    .from(enginePriors)
    .where(
      or(
        inArray(enginePriors.kind, ["brand", "garment"]),
        and(eq(enginePriors.kind, "size"), sql`${enginePriors.key} like ${`${profileType}:%`}`),
      ),
    )
    .prepare("engine_priors")
    .execute();
  const population = {
    products: new Map<number, Tally>(),
    brands: new Map<number, Tally>(),
    garments: new Map<string, Tally>(),
    neighbours: await neighbours,
    sizeLeans: new Map<string, SizeLean>(),
  };
  for (const row of rows) {
    const tally = { kept: row.kept, seen: row.seen };
    // `${type}:${axis}:${brand}` → `${axis}:${brand}`: too small among the pieces returned for their size
    if (row.kind === "size")
      population.sizeLeans.set(row.key.slice(profileType.length + 1), { small: row.kept, large: row.seen - row.kept });
    else if (row.kind === "brand") population.brands.set(Number(row.key), tally);
    else population.garments.set(row.key, tally);
  }
  return population;
}

/**
 * The engine's input for a request (404 when there is no such request). Reads only: the compose
 * service calls it inside its transaction, after locking the request; the benchmark calls it alone.
 */
export type LoaderOptions = {
  /** Second-hand pieces among the candidates (config.engineSecondHand, decision 0052). */
  secondHand: boolean;
  /** The rules the box is composed with: their season calendar and budget tolerance filter the candidates. */
  rules?: EngineRules;
};

export async function loadEngineInput(
  db: Db,
  requestId: number,
  options: LoaderOptions = { secondHand: false },
): Promise<EngineInput> {
  // Independent reads are sent together: on a server they share the round trips (pipelined on a
  // transaction's connection, side by side on the pool's), PGlite runs them one after the other
  const request = db
    .select({
      profileId: profiles.id,
      profileType: profiles.profileType,
      gender: profiles.gender,
      birthdate: profiles.birthdate,
      sizesGivenOn: profiles.sizesGivenOn,
      topSize: profiles.topSize,
      bottomSize: profiles.bottomSize,
      shoeSize: profiles.shoeSize,
      profileComment: profiles.description,
      requestComment: requests.comment,
      deliveryDate: requests.deliveryDate,
      language: clients.locale,
    })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(eq(requests.id, requestId))
    .prepare("engine_request")
    .execute();
  const wishRows = db
    .select({ productId: wishes.productId, variantId: wishes.variantId })
    .from(wishes)
    .where(eq(wishes.requestId, requestId))
    .orderBy(asc(wishes.id))
    .prepare("engine_wishes")
    .execute();
  const [[row], wishList] = await Promise.all([request, wishRows]);
  if (!row) throw ApiError.notFound("No such request");
  const wished = wishList.map((w) => ({ productId: w.productId, variantId: w.variantId }));
  const profile: EngineInput["profile"] = {
    type: row.profileType,
    gender: row.gender,
    sizes: { top_size: row.topSize, bottom_size: row.bottomSize, shoe_size: row.shoeSize },
    birthdate: row.birthdate,
    sizesGivenOn: row.sizesGivenOn,
  };
  const comments = [row.profileComment, row.requestComment].filter(Boolean).join("\n");
  const historyRead = loadHistory(db, row.profileId);
  const [answers, ratings, loaded, population, looksOfKind] = await Promise.all([
    loadAnswers(db, row.profileId, { text: comments || null, language: row.language }),
    loadRatings(db, row.profileId),
    historyRead,
    loadPopulation(db, profile.type, historyRead),
    loadLooks(db, row),
  ]);
  const history: HistoryPiece[] = loaded.map(({ metaCategory: _meta, ...piece }) => piece);
  const deliveryDate = row.deliveryDate;
  // The sizes loaded before decision 0063 (they still decide what counts as "wrong size") and the
  // engine's own plan, which tells per brand which of them fit
  const loadable = sizePlan(profile, deliveryDate, historySizeFeedback(loaded)).loadable;
  const plan = engineSizePlan({ profile, deliveryDate, history, population });
  const filters = hardFilters({ answers, history, deliveryDate }, options.rules ?? DEFAULT_ENGINE_RULES);
  const found = await loadCandidates(db, row.gender, loadable, plan, filters, wished, options.secondHand);
  for (const [key, kept, seen] of found.priors) population.products.set(Number(key), { kept, seen });
  const candidateProducts = new Set(found.products.map((product) => product.traits.productId));
  const lookList = looksOfKind.filter((look) => look.products.some((t) => candidateProducts.has(t.productId)));
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
    profile,
    deliveryDate,
    population,
    answers,
    ratings,
    history,
    wishes: wished,
    candidates: found.products.flatMap(({ traits, variants, sizes }) => {
      const lookIds = lookIdsOf.get(traits.productId) ?? [];
      // A product's sizes by variant id, as the engine has always been given them
      return variants
        .map(([variantId, stock], i) => candidate(traits, variantId, sizes[i]!, stock, lookIds))
        .sort((a, b) => a.variantId - b.variantId);
    }),
    looks: lookList,
    rejected: found.rejected,
  };
}
