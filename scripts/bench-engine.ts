// npm run bench:engine — the styling engine's cost (issue 17): one box composed from a
// 100,000-variant catalogue, p50/p95 over BENCH_RUNS runs (200) after a warm-up. Target: p95 ≤ 10 ms
// for the composition itself.
//
// 1. Composition (pure, in memory): a girl in 6 ans with quiz answers, 20 Style Shuffle ratings,
//    24 pieces of history and 2 wishes, against the whole synthetic catalogue
//    (scripts/engine-catalogue.ts: ~100,000 variants, 3,000 looks) — the worst case, every variant
//    of the shop handed to the engine. Measured beside it in the same run: a bare baseline, one
//    plain filter pass over the same candidates (gender, size, stock, a refused colour — what any
//    engine has to do at least), and the ratio; and the realistic case, the candidates the
//    loader hands over (its SQL keeps the profile's gender, sizes and stock only).
// 2. Queries: the demo data seeded into an in-memory PGlite — or, with BENCH_DATABASE_URL (a
//    PostgreSQL server's URL), into a throwaway database created on that server and dropped at the
//    end — its catalogue multiplied to ~100,000 variants, then the styling module's loader
//    (loadEngineInput, api/src/modules/styling/inputs.ts) timed for one request of a kid with
//    answers: "queries add X ms p50 / Y ms p95". Target on the server: p95 ≤ 50 ms (issue 27).
//    BENCH_SKIP_DB=1 skips this part.
// Each run is timed in wall time and in this process's CPU time (process.cpuUsage): on a machine
// others share, wall time also counts their turns on the cores (the load average is printed), so
// the target is judged on the lower of the two p95s. Exit code 1 when it is missed.
import { availableParallelism, loadavg } from "node:os";
import { sizesForCategory } from "#domain/catalogue.js";
import { composeBox, DEFAULT_ENGINE_RULES, type EngineInput } from "#domain/engine/index.js";
import { CATEGORIES, COLOURS, PATTERNS, buildCatalogue, prng, sample, traitsOf } from "./engine-catalogue.js";

// BENCH_SMOKE=1 (npm test): a small catalogue and a few runs, no target judged
const SMOKE = Boolean(process.env.BENCH_SMOKE);
const SCALE = SMOKE ? 0.02 : 1;
const RUNS = Number(process.env.BENCH_RUNS ?? (SMOKE ? 5 : 200));
const WARM_UP = SMOKE ? 2 : 50;
const rules = DEFAULT_ENGINE_RULES;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
type Timing = { p50: number; p95: number; cpu50: number; cpu95: number };
/** Wall time and this process's CPU time per run (on a shared machine, wall time also counts other processes' turns). */
function time(runs: number, fn: () => unknown): Timing {
  for (let i = 0; i < WARM_UP; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    p50: percentile(wall, 50),
    p95: percentile(wall, 95),
    cpu50: percentile(cpu, 50),
    cpu95: percentile(cpu, 95),
  };
}
const ms = (value: number) => `${value.toFixed(2)} ms`;
const both = (t: Timing) => `wall p50 ${ms(t.p50)}  p95 ${ms(t.p95)} | CPU p50 ${ms(t.cpu50)}  p95 ${ms(t.cpu95)}`;

// ── 1. Composition ──
const catalogue = buildCatalogue({
  seed: 33,
  kidProducts: 15_000 * SCALE,
  womanProducts: 3_300 * SCALE,
  looks: 3_000 * SCALE,
});
const random = prng(44);
const kidLooks = catalogue.looks.filter((l) => l.type === "KID" && l.genders.includes("girl"));
const girlProducts = [...catalogue.products.values()].filter((p) => p.genders.includes("girl"));
const profile = {
  type: "KID" as const,
  gender: "girl" as const,
  sizes: { top_size: "6 ans", bottom_size: "6 ans", shoe_size: "28" },
  birthdate: "2020-09-01",
  sizesGivenOn: "2026-03-01",
};
// What all families kept (the priors job's tables): a tally per product, brand and garment type,
// and the collaborative lifts of a few hundred neighbours
const tally = () => {
  const seen = Math.floor(random() * 60);
  return { kept: Math.floor(seen * random()), seen };
};
const population = {
  products: new Map([...catalogue.products.keys()].map((id) => [id, tally()])),
  brands: new Map(Array.from({ length: 24 }, (_, i) => [i + 1, tally()])),
  garments: new Map([...new Set([...catalogue.products.values()].map((p) => p.garmentType))].map((g) => [g, tally()])),
  neighbours: new Map(sample(random, girlProducts, 400).map((p) => [p.productId, random() * 5])),
};
const input: EngineInput = {
  requestId: 4242,
  profile,
  answers: {
    lovedColours: COLOURS.slice(0, 2),
    refusedColours: COLOURS.slice(2, 4),
    lovedPatterns: [PATTERNS[1]!],
    refusedPatterns: [PATTERNS[2]!],
    neededCategories: [CATEGORIES[2]!, CATEGORIES[1]!],
    refusedCategories: [],
    neededGarments: ["coat", "pyjama"],
    refusedGarments: ["jeans", "skirt"],
    refusedDetails: ["hood"],
    commentGarments: ["boots"],
    budget: null,
  },
  deliveryDate: "2026-12-04",
  population,
  ratings: sample(random, kidLooks, 20).map((l, i) => ({ look: l.look, like: i % 3 !== 0 })),
  history: sample(random, girlProducts, 24).map((p, i) => ({
    ...traitsOf(p),
    outcome: (["kept", "returned", "sent", "replaced"] as const)[i % 4]!,
    reason: (["too_small", "colour", "style", null] as const)[i % 4],
    size: "6 ans",
  })),
  wishes: sample(random, girlProducts, 2).map((p) => ({ productId: p.productId, variantId: null })),
  candidates: catalogue.candidates,
  looks: kidLooks.map((l) => l.look),
};
const refused = new Set(input.answers.refusedColours);
const baseline = () => {
  let kept = 0;
  for (const c of input.candidates) {
    if (!c.genders.includes(profile.gender) || c.stock <= 0 || refused.has(c.color)) continue;
    if (sizesForCategory(c.metaCategory, profile.sizes).includes(c.size)) kept++;
  }
  return kept;
};
const loaded: EngineInput = {
  ...input,
  candidates: input.candidates.filter(
    (c) =>
      c.genders.includes("girl") && c.stock > 0 && sizesForCategory(c.metaCategory, profile.sizes).includes(c.size),
  ),
};

const box = composeBox(input, rules);
const bare = time(RUNS, baseline);
const compose = time(RUNS, () => composeBox(input, rules));
const bare2 = time(RUNS, baseline);
const realistic = time(RUNS, () => composeBox(loaded, rules));
const mean = (a: Timing, b: Timing): Timing => ({
  p50: (a.p50 + b.p50) / 2,
  p95: (a.p95 + b.p95) / 2,
  cpu50: (a.cpu50 + b.cpu50) / 2,
  cpu95: (a.cpu95 + b.cpu95) / 2,
});
const bareMean = mean(bare, bare2);
// On a machine others share, the CPU time is what the composition costs; the wall time is printed beside it
const met = Math.min(compose.p95, compose.cpu95) <= 10;

console.log(
  `bench:engine — ${input.candidates.length.toLocaleString("en")} variants ` +
    `(${catalogue.products.size.toLocaleString("en")} products), ${input.looks.length} looks, ` +
    `${RUNS} runs after ${WARM_UP} warm-up; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${availableParallelism()} cores`,
);
console.log(`box of ${box.pieces.length} pieces; rejected ${JSON.stringify(box.rejected)}`);
const label = (text: string) => text.padEnd(66);
console.log(`${label("bare filter pass over the same variants (baseline, mean of 2)")}${both(bareMean)}`);
console.log(`${label("composeBox, every variant of the catalogue")}${both(compose)}`);
console.log(
  `${label("")}${(compose.cpu50 / bareMean.cpu50).toFixed(1)}× the baseline (CPU p50); ` +
    `target p95 ≤ 10 ms: ${met ? "met" : "NOT met"}`,
);
console.log(
  `${label(`composeBox, the ${loaded.candidates.length.toLocaleString("en")} variants the loader would hand over`)}${both(realistic)}`,
);

// ── 2. Queries ──
if (process.env.BENCH_SKIP_DB) {
  console.log("queries: skipped (BENCH_SKIP_DB)");
} else {
  await benchQueries();
}
if (!met && !SMOKE) process.exitCode = 1;

async function benchQueries() {
  const { sql } = await import("drizzle-orm");
  const { openDatabase } = await import("../api/src/db/client.js");
  const { seed } = await import("../api/src/seed/seed.js");
  const { loadEngineInput } = await import("../api/src/modules/styling/index.js");
  const { throwawayDatabase } = await import("../api/bench/throwaway-database.js");
  const started = performance.now();
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const throwaway = serverUrl ? await throwawayDatabase(serverUrl, "bench_engine") : undefined;
  const database = await openDatabase({ databaseUrl: throwaway?.url, dataDir: "memory://" });
  try {
    const db = database.db;
    // drizzle answers an array (postgres-js) or { rows } (PGlite)
    const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
      const result = (await db.execute(query)) as unknown;
      return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
    };
    await seed(db);
    const count = async () =>
      Number((await rows<{ n: number }>(sql`select count(*)::int as n from product_variants`))[0]!.n);
    const seeded = await count();
    // Copies of the demo catalogue (every product column but id and reference; references made
    // unique with "~copy"), with their variants, until about 100,000 variants
    const copies = Math.max(0, Math.ceil((100_000 * SCALE) / seeded) - 1);
    const columns = (table: string, skip: string[]) =>
      rows<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
      ).then((r) => r.map((c) => c.column_name).filter((c) => !skip.includes(c)));
    const productColumns = await columns("products", ["id", "reference"]);
    const variantColumns = await columns("product_variants", ["id", "product_id", "ean"]);
    const p = productColumns.map((c) => `"${c}"`).join(", ");
    const pp = productColumns.map((c) => `p."${c}"`).join(", ");
    const v = variantColumns.map((c) => `"${c}"`).join(", ");
    const vv = variantColumns.map((c) => `v."${c}"`).join(", ");
    await db.execute(
      sql.raw(
        `insert into products (reference, ${p}) select p.reference || '~copy' || g, ${pp} ` +
          `from products p, generate_series(1, ${copies}) g`,
      ),
    );
    await db.execute(
      sql.raw(
        `insert into product_variants (product_id, ${v}) select np.id, ${vv} from products np ` +
          `join products p on p.reference = split_part(np.reference, '~copy', 1) ` +
          `join product_variants v on v.product_id = p.id where np.reference like '%~copy%'`,
      ),
    );
    // (vacuumed as autovacuum keeps a table in use: the loader reads the in-stock sizes and the products from their indexes alone)
    await db.execute(sql`vacuum analyze`);
    const variants = await count();
    // The kid with the most quiz answers and a request
    const [target] = await rows<{ request_id: number }>(sql`
        select r.id as request_id from requests r
        join profiles pr on pr.id = r.profile_id and pr.profile_type = 'KID'
        left join profile_answers a on a.profile_id = pr.id
        group by r.id order by count(a.*) desc, r.id desc limit 1`);
    if (!target) throw new Error("no kid request in the demo data");
    const requestId = Number(target.request_id);
    const setup = (performance.now() - started) / 1000;
    const first = await loadEngineInput(db, requestId);
    const times: number[] = [];
    const cpu: number[] = [];
    const runs = Math.max(20, Math.floor(RUNS / 5));
    for (let i = 0; i < 5; i++) await loadEngineInput(db, requestId);
    for (let i = 0; i < runs; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await loadEngineInput(db, requestId);
      times.push(performance.now() - t0);
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
    }
    const composeLoaded = time(RUNS, () => composeBox(first, rules));
    const where = throwaway ? "PostgreSQL server, a throwaway database" : "PGlite in memory";
    console.log(
      `\nqueries (${where}, demo data ×${copies + 1}: ${variants.toLocaleString("en")} variants; ` +
        `set up in ${setup.toFixed(1)} s): loadEngineInput for request ${requestId} ` +
        `(${first.candidates.length} candidates, ${first.looks.length} looks, ${first.ratings.length} ratings, ` +
        `${first.history.length} history pieces), ${runs} runs`,
    );
    const p95 = percentile(times, 95);
    console.log(
      `queries add ${ms(percentile(times, 50))} p50 / ${ms(p95)} p95 ` +
        `(CPU of this process${throwaway ? "" : ", PGlite's included"}: ${ms(percentile(cpu, 50))} p50 / ` +
        `${ms(percentile(cpu, 95))} p95)`,
    );
    if (throwaway && !SMOKE) {
      console.log(`target on the server p95 ≤ 50 ms: ${p95 <= 50 ? "met" : "NOT met"}`);
      if (p95 > 50) process.exitCode = 1;
    }
    console.log(`${label("composeBox on what the loader loaded")}${both(composeLoaded)}`);
  } finally {
    await database.close();
    await throwaway?.drop();
  }
}
