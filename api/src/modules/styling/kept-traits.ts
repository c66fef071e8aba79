/**
 * The active products' traits the engine's loader reads, kept by the API process under the
 * catalogue's version (decision 0068). They change rarely (the back-office, littlegeste's imports):
 * the loader's statement then sends per request only what does change — the sizes in stock — and
 * the traits come from here.
 *
 * The version is a row of the database (`catalogue_version`) that a trigger gives a new random
 * value after every statement writing products, whoever writes them: every API process sharing the
 * database sees another process's write, a delete or an archived product at its next load, which
 * reads the version with the sizes in stock (one statement). A rolled-back write leaves the version
 * it replaced, and its own is never drawn again.
 */
import { sql } from "drizzle-orm";
import type { ProductLabel } from "#domain/catalogue.js";
import type { Candidate } from "#domain/engine/types.js";
import type { SizeAxis } from "#domain/garments.js";
import type { Db } from "../../db/client.js";
import { catalogueVersion, products } from "../../db/schema/index.js";

/** A product's traits as the engine's candidates carry them. */
export type CandidateTraits = Omit<Candidate, "variantId" | "size" | "stock" | "lookIds">;

/** An active product: its candidates' traits, and what the loader selects the candidates by. */
export type KeptProduct = {
  traits: CandidateTraits;
  sizeAxis: SizeAxis;
  isSuggestion: boolean;
  label: ProductLabel | null;
};

type Row = CandidateTraits & Omit<KeptProduct, "traits">;

/**
 * One version at a time: the database an API process serves has one current version. A load that
 * finds it stale reads them again; loads at the same version meanwhile wait for that one read.
 */
let kept: { version: string; products: Promise<ReadonlyMap<number, KeptProduct>> } | null = null;

/** The active products by id, as of `version` (the catalogue's version read with the sizes in stock) or later. */
export function keptProducts(db: Db, version: string | null): Promise<ReadonlyMap<number, KeptProduct>> {
  // (a load waiting for another's read that failed — its transaction ended — reads them itself)
  if (version !== null && kept?.version === version) return kept.products.catch(() => readProducts(db));
  const read = readProducts(db);
  // (no version row — a database restored without it — keeps nothing)
  if (version === null) return read;
  const entry = { version, products: read };
  kept = entry;
  // A failed read is not kept: the next load reads again
  read.catch(() => {
    if (kept === entry) kept = null;
  });
  return read;
}

/**
 * Every active product's traits in one statement (from `products_engine_traits_idx` alone, an
 * index-only scan): a write committed after the sizes in stock were read is seen here, and a load at
 * that later version reads them again.
 */
async function readProducts(db: Db): Promise<ReadonlyMap<number, KeptProduct>> {
  const [found] = await db
    .select({
      products: sql<string>`(select coalesce(json_agg(product), '[]')::text from (
        select ${products.id} as "productId", ${products.lcPriceCents} as "priceCents", ${products.brandId} as "brandId",
          ${products.category} as category, ${products.metaCategory} as "metaCategory", lower(${products.color}) as color,
          ${products.pattern} as pattern, ${products.genders} as genders, ${products.garmentType} as "garmentType",
          ${products.season} as season, ${products.details} as details, ${products.sizeAxis} as "sizeAxis",
          ${products.isSuggestion} as "isSuggestion", ${products.label} as label
        from ${products} where ${products.isActive}) product)`,
    })
    .from(sql`(select 1) as one`)
    .prepare("engine_kept_products")
    .execute();
  const rows = JSON.parse(found?.products ?? "[]") as Row[];
  // (objects of one shape, made field by field: the loader reads them for every size in stock, and
  // a copy by spread or rest was slow to read and to copy again into candidates)
  return new Map(
    rows.map((row) => [
      row.productId,
      {
        traits: {
          productId: row.productId,
          priceCents: row.priceCents,
          brandId: row.brandId,
          category: row.category,
          metaCategory: row.metaCategory,
          color: row.color,
          pattern: row.pattern,
          genders: row.genders,
          garmentType: row.garmentType,
          season: row.season,
          details: row.details,
        },
        sizeAxis: row.sizeAxis,
        isSuggestion: row.isSuggestion,
        label: row.label,
      },
    ]),
  );
}

/** The catalogue's version, read with the sizes in stock (null without its row). */
export const catalogueVersionNow = sql<
  string | null
>`(select ${catalogueVersion.version}::text from ${catalogueVersion})`;
