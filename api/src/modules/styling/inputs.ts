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
 *   decides). The size and stock filter runs in SQL; the engine checks again, and the write
 *   re-checks the stock under lock.
 * - Looks: the published looks of the profile's kind (for a kid: its gender's or unisex) with at
 *   least one candidate product, each with all its products' traits.
 * - Population: the priors the styling module's job computes (priors.ts) for the candidates'
 *   products, every brand and garment type, and the neighbours of what this profile kept (the sum
 *   of lifts per product, what it was sent left out).
 */
import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { ProductCategory } from "#domain/catalogue.js";
import { META_CATEGORIES, ONE_SIZE, PRODUCT_CATEGORIES } from "#domain/catalogue.js";
import { historySizeFeedback } from "#domain/engine/compose.js";
import { sizePlan, type SizeLean } from "#domain/engine/sizes.js";
import type {
  Candidate,
  EngineAnswers,
  EngineInput,
  EngineLook,
  HistoryPiece,
  PopulationSignal,
  ProductTraits,
  Tally,
} from "#domain/engine/types.js";
import { GARMENT_TYPES, garmentsInComment, quizGarments, sizeAxis, type SizeAxis } from "#domain/garments.js";
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
    .orderBy(asc(quizQuestions.key), asc(quizChoices.position), asc(quizChoices.id));
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
  const sent = await db
    .select(columns)
    .from(previewItems)
    .innerJoin(previews, eq(previews.id, previewItems.previewId))
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .innerJoin(products, eq(products.id, previewItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, previewItems.variantId))
    .where(and(eq(requests.profileId, profileId), eq(previews.status, "VALIDATED")))
    .orderBy(asc(previewItems.id));
  // What the family replaced in any of its previews: the engine's piece, with the replacement's reason
  const replaced = await db
    .select({ ...columns, reason: previewReplacements.replacementReason })
    .from(previewItems)
    .innerJoin(previews, eq(previews.id, previewItems.previewId))
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .innerJoin(products, eq(products.id, previewItems.originalProductId))
    .innerJoin(productVariants, eq(productVariants.id, previewItems.originalVariantId))
    .leftJoin(previewReplacements, eq(previewReplacements.previewItemId, previewItems.id))
    .where(and(eq(requests.profileId, profileId), isNotNull(previewItems.originalProductId)))
    .orderBy(asc(previewItems.id));
  const known = await db
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
    .orderBy(asc(orderLines.id));
  const pieces = new Map<number, LoadedPiece>();
  const piece = (row: (typeof sent)[number], outcome: HistoryPiece["outcome"], reason: string | null) => ({
    ...traits(row),
    metaCategory: row.metaCategory,
    outcome,
    reason,
    size: row.size,
    on: row.on,
  });
  for (const row of sent) pieces.set(row.productId, piece(row, "sent", null));
  for (const row of replaced) pieces.set(row.productId, piece(row, "replaced", row.reason));
  for (const row of known) {
    const outcome = row.status === "KEPT" ? "kept" : row.status === "RETURNED" ? "returned" : "sent";
    if (outcome !== "sent" || !pieces.has(row.productId)) pieces.set(row.productId, piece(row, outcome, row.reason));
  }
  return [...pieces.values()];
}

/**
 * A product's size axis in SQL (the same as garments.ts sizeAxis): the garment types worn on one
 * axis whatever their category (pyjamas in top sizes), else the category's axis.
 */
export const productAxis: SQL<SizeAxis> = (() => {
  const fixed = GARMENT_TYPES.filter((type) =>
    META_CATEGORIES.every((m) => sizeAxis(type, m) === sizeAxis(type, "TOP")),
  );
  const cases = [
    ...fixed.map(
      (type) => sql`when ${products.garmentType} = ${sql.raw(`'${type}'`)} then '${sql.raw(sizeAxis(type, "TOP"))}'`,
    ),
    ...META_CATEGORIES.map(
      (meta) => sql`when ${products.metaCategory} = ${sql.raw(`'${meta}'`)} then '${sql.raw(sizeAxis("other", meta))}'`,
    ),
  ];
  return sql<SizeAxis>`(case ${sql.join(cases, sql` `)} end)`;
})();

/**
 * The sizes the engine may pick from (see the file's comment). `loadable` are the sizes per axis
 * the size plan may pick; `wished` the request's wishes: their products are candidates even when
 * not offered as suggestions, and a wished size is loaded even when it is not the profile's.
 */
async function loadCandidates(
  db: Db,
  gender: Gender,
  loadable: Record<SizeAxis, string[]>,
  wished: EngineInput["wishes"],
  secondHand: boolean,
): Promise<Omit<Candidate, "lookIds">[]> {
  const wishedProducts = wished.map((w) => w.productId);
  const wishedVariants = wished.flatMap((w) => (w.variantId === null ? [] : [w.variantId]));
  const axes = (["top", "bottom", "shoe"] as const).filter((axis) => loadable[axis].length > 0);
  const sizes = unique([ONE_SIZE, ...axes.flatMap((axis) => loadable[axis])]);
  // Any size the plan may pick (the index on in-stock sizes answers it), on the product's own axis
  const fits = and(
    inArray(productVariants.size, sizes),
    or(
      eq(productVariants.size, ONE_SIZE),
      ...axes.map((axis) => and(sql`${productAxis} = ${axis}`, inArray(productVariants.size, loadable[axis]))),
    ),
  );
  // Thousands of rows: the database writes them as one JSON array of candidates (in the variants'
  // order), which JSON.parse reads many times faster than the driver's rows (decision 0060)
  const [found] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object('variantId', ${productVariants.id},
        'productId', ${products.id}, 'size', ${productVariants.size}, 'stock', ${productVariants.stock},
        'priceCents', ${products.lcPriceCents}, 'brandId', ${products.brandId}, 'category', ${products.category},
        'metaCategory', ${products.metaCategory}, 'color', lower(${products.color}), 'pattern', ${products.pattern},
        'genders', ${products.genders}, 'garmentType', ${products.garmentType}, 'season', ${products.season},
        'details', ${products.details}) order by ${productVariants.id}), '[]')::text`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.isActive, true),
        or(
          eq(products.isSuggestion, true),
          wishedProducts.length ? inArray(products.id, wishedProducts) : undefined,
          secondHand ? eq(products.label, "second_hand") : undefined,
        ),
        secondHand ? undefined : sql`${products.label} is distinct from 'second_hand'`,
        sql`${gender}::gender = any(${products.genders})`,
        sql`${productVariants.stock} > 0`,
        wishedVariants.length ? or(fits, inArray(productVariants.id, wishedVariants)) : fits,
      ),
    );
  return JSON.parse(found?.json ?? "[]") as Omit<Candidate, "lookIds">[];
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
 * What all families keep (priors.ts computes it): the tallies of the candidates' products, of
 * every brand and garment type, and the neighbours of the products this profile kept — the sum of
 * their lifts per product, the products it was sent, kept or replaced left out.
 */
async function loadPopulation(
  db: Db,
  profileType: ProfileType,
  candidateProductIds: ReadonlySet<number>,
  history: readonly HistoryPiece[],
): Promise<PopulationSignal> {
  const rows = await db
    .select({ kind: enginePriors.kind, key: enginePriors.key, kept: enginePriors.kept, seen: enginePriors.seen })
    .from(enginePriors)
    .where(
      or(
        inArray(enginePriors.kind, ["brand", "garment"]),
        // The brands' sizes as families of the profile's type found them
        and(eq(enginePriors.kind, "size"), sql`${enginePriors.key} like ${`${profileType}:%`}`),
        and(
          eq(enginePriors.kind, "product"),
          // One parameter for thousands of ids
          sql`${enginePriors.key} = any(string_to_array(${[...candidateProductIds].join(",")}, ','))`,
        ),
      ),
    );
  const population = {
    products: new Map<number, Tally>(),
    brands: new Map<number, Tally>(),
    garments: new Map<string, Tally>(),
    neighbours: new Map<number, number>(),
    sizeLeans: new Map<string, SizeLean>(),
  };
  for (const row of rows) {
    const tally = { kept: row.kept, seen: row.seen };
    if (row.kind === "product") population.products.set(Number(row.key), tally);
    // `${type}:${axis}:${brand}` → `${axis}:${brand}`: too small among the pieces returned for their size
    else if (row.kind === "size")
      population.sizeLeans.set(row.key.slice(profileType.length + 1), { small: row.kept, large: row.seen - row.kept });
    else if (row.kind === "brand") population.brands.set(Number(row.key), tally);
    else population.garments.set(row.key, tally);
  }
  const kept = history.filter((piece) => piece.outcome === "kept").map((piece) => piece.productId);
  if (kept.length > 0) {
    const had = new Set(history.map((piece) => piece.productId));
    const lifts = await db
      .select({ productId: productNeighbours.neighbourId, lift: sql<number>`sum(${productNeighbours.lift})::real` })
      .from(productNeighbours)
      .where(inArray(productNeighbours.productId, kept))
      .groupBy(productNeighbours.neighbourId)
      .orderBy(asc(productNeighbours.neighbourId));
    for (const row of lifts) if (!had.has(row.productId)) population.neighbours.set(row.productId, Number(row.lift));
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
};

export async function loadEngineInput(
  db: Db,
  requestId: number,
  options: LoaderOptions = { secondHand: false },
): Promise<EngineInput> {
  const [row] = await db
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
    .where(eq(requests.id, requestId));
  if (!row) throw ApiError.notFound("No such request");

  const wished = (
    await db
      .select({ productId: wishes.productId, variantId: wishes.variantId })
      .from(wishes)
      .where(eq(wishes.requestId, requestId))
      .orderBy(asc(wishes.id))
  ).map((w) => ({ productId: w.productId, variantId: w.variantId }));
  const profile: EngineInput["profile"] = {
    type: row.profileType,
    gender: row.gender,
    sizes: { top_size: row.topSize, bottom_size: row.bottomSize, shoe_size: row.shoeSize },
    birthdate: row.birthdate,
    sizesGivenOn: row.sizesGivenOn,
  };
  // One after the other: inside a transaction the queries share one connection anyway
  const comments = [row.profileComment, row.requestComment].filter(Boolean).join("\n");
  const answers = await loadAnswers(db, row.profileId, { text: comments || null, language: row.language });
  const ratings = await loadRatings(db, row.profileId);
  const loaded = await loadHistory(db, row.profileId);
  const plan = sizePlan(profile, row.deliveryDate, historySizeFeedback(loaded));
  const found = await loadCandidates(db, row.gender, plan.loadable, wished, options.secondHand);
  const candidateProducts = new Set(found.map((c) => c.productId));
  const lookList = await loadLooks(db, row, candidateProducts);
  const history: HistoryPiece[] = loaded.map(({ metaCategory: _meta, ...piece }) => piece);
  const population = await loadPopulation(db, profile.type, candidateProducts, history);
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
    deliveryDate: row.deliveryDate,
    population,
    answers,
    ratings,
    history,
    wishes: wished,
    candidates: found.map((c) => ({ ...c, lookIds: lookIdsOf.get(c.productId) ?? [] })),
    looks: lookList,
  };
}
