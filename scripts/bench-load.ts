// npm run bench:load — simulated shoppers against the whole product on loopback (issue 29 point 3,
// decision 0053): the storefront with one worker per core, then the same storefront in one process,
// in the same run, so the ratio of the two says what the workers bring on this machine.
//
// Starts the API (PGlite with the demo data, or a throwaway database on the PostgreSQL server at
// DATABASE_URL) and the storefront's production build (made again only when its sources changed) as
// scripts/bench-stack.ts does. Each phase starts the storefront (scripts/serve.mjs, STOREFRONT_WORKERS),
// lets a few shoppers warm it up, then runs LOAD_SHOPPERS shoppers (200) for LOAD_SECONDS (300),
// started over the first tenth of that time. A shopper browses as a person would, pausing between
// pages (LOAD_THINK_MS, 1000: a pause drawn between half and one and a half times that): a visitor
// goes home, to a collection, to one to three products, sometimes adds a size to the cart (the
// form's plain POST, then the cart it redirects to) or opens the sign-in page; a third of the
// shoppers sign in first (the demo client) and browse signed in. Cookies are kept per shopper, so the
// page cache, the guest cart and the session behave as they do for people.
//
// Prints per page kind the count, p50/p95/p99/max and errors (a refused connection, a time-out
// after 30 s, or an answer other than the one a browser expects: 200 for a page, a redirect for a
// form), the pages per second and the machine's load average, then each phase against the other.
// Exit 1 when any request failed. STOREFRONT_WORKERS sets the first phase's workers (default: one
// per core); `-- --no-single` leaves the one-process phase out. LOAD_PORT (3790) is the storefront's
// port, the API's the next one.
import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { DEMO_CLIENT } from "../api/src/seed/data/accounts.js";
import {
  browserHeaders,
  builds,
  ensureBuilt,
  smoke,
  startApi,
  startStorefront,
  waitFor,
  type Api,
} from "./bench-stack";
import { workerCount } from "./workers.mjs";

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? (smoke ? 4 : 200));
const SECONDS = Number(process.env.LOAD_SECONDS ?? (smoke ? 1 : 300));
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? (smoke ? 0 : 1000));
const WARM_UP_SECONDS = smoke ? 0 : Math.min(10, SECONDS / 10);
const WORKERS = workerCount(process.env.STOREFRONT_WORKERS);
const SINGLE = WORKERS > 1 && !process.argv.includes("--no-single");
const PORT = Number(process.env.LOAD_PORT ?? 3790);
const SIGNED_IN_SHARE = 1 / 3;
const TIMEOUT_MS = 30_000;
/** Storefront pages must answer within this at the 99th percentile (issue 29). */
const P99_TARGET_MS = 1_000;

type Catalogue = { collections: string[]; products: number[] };
type Outcome = { ms: number; ok: boolean; what?: string };
type Phase = {
  workers: number;
  outcomes: Map<string, Outcome[]>;
  seconds: number;
  load: number[];
  /** Cores used on average by the storefront (primary and workers) and the API when /proc tells, and by this script's shoppers. */
  cores: { storefront?: number; api?: number; shoppers: number };
};

/** Linux's clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on every common build). */
const TICKS = 100;

/** CPU seconds used so far by a process and its running children (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stats = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          // "pid (name) state ppid … utime stime …": the fields after the name's closing parenthesis
          const line = readFileSync(`/proc/${name}/stat`, "utf8");
          const fields = line.slice(line.lastIndexOf(")") + 2).split(" ");
          return [{ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
        } catch {
          return []; // ended meanwhile
        }
      });
    const own = stats.filter((stat) => stat.pid === pid || stat.ppid === pid);
    return own.length ? own.reduce((sum, stat) => sum + stat.ticks, 0) / TICKS : undefined;
  } catch {
    return undefined;
  }
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const chance = (share: number) => Math.random() < share;

/** The cookies one browser keeps: set, replaced and removed by the answers' Set-Cookie. */
class CookieJar {
  private cookies = new Map<string, string>();
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  update(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", value = ""] = attribute.split("=").map((part) => part.trim());
        return (
          (key.toLowerCase() === "max-age" && Number(value) <= 0) ||
          (key.toLowerCase() === "expires" && Date.parse(value) < Date.now())
        );
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
}

/** `count` shoppers against the storefront at `siteUrl` for `durationMs`; their outcomes by page kind when `record`. */
function shoppers(siteUrl: string, catalogue: Catalogue, count: number, durationMs: number, record: boolean) {
  const outcomes = new Map<string, Outcome[]>();
  const until = performance.now() + durationMs;
  const running = () => performance.now() < until;
  const think = async () => {
    const pause = THINK_MS * (0.5 + Math.random());
    if (pause > 0) await sleep(Math.min(pause, Math.max(0, until - performance.now())));
  };

  async function visit(
    jar: CookieJar,
    kind: string,
    path: string,
    expect: (status: number) => boolean,
    form?: Record<string, string>,
  ): Promise<{ body: string; location: string | null } | undefined> {
    const started = performance.now();
    let outcome: Outcome;
    let answer: { body: string; location: string | null } | undefined;
    try {
      const response = await fetch(siteUrl + path, {
        method: form ? "POST" : "GET",
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          ...browserHeaders,
          cookie: jar.header(),
          ...(form ? { "content-type": "application/x-www-form-urlencoded", origin: siteUrl } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
      });
      const body = await response.text();
      jar.update(response.headers.getSetCookie());
      const ok = expect(response.status);
      outcome = { ms: performance.now() - started, ok, what: ok ? undefined : `${response.status}` };
      answer = ok ? { body, location: response.headers.get("location") } : undefined;
    } catch (error) {
      const name = (error as Error).name;
      outcome = { ms: performance.now() - started, ok: false, what: name === "TimeoutError" ? "time-out" : name };
    }
    if (record) {
      if (!outcomes.has(kind)) outcomes.set(kind, []);
      outcomes.get(kind)!.push(outcome);
    }
    return answer;
  }
  const page = (jar: CookieJar, kind: string, path: string) => visit(jar, kind, path, (status) => status === 200);
  const post = (jar: CookieJar, kind: string, path: string, form: Record<string, string>) =>
    visit(jar, kind, path, (status) => status === 302 || status === 303, form);

  async function shopper(signedIn: boolean) {
    const jar = new CookieJar();
    const suffix = signedIn ? " (signed in)" : "";
    if (signedIn) {
      await page(jar, "login page", "/login");
      await think();
      const signed = await post(jar, "sign in", "/login", { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password });
      if (!signed) return;
      await think();
    }
    while (running()) {
      await page(jar, `home${suffix}`, "/");
      await think();
      if (!running()) break;
      await page(jar, `collection${suffix}`, `/shop/${pick(catalogue.collections)}`);
      await think();
      for (let viewed = 0, wanted = 1 + Math.floor(Math.random() * 3); viewed < wanted && running(); viewed++) {
        const product = await page(jar, `product${suffix}`, `/shop/product/${pick(catalogue.products)}`);
        await think();
        const sizes = product ? inStock(product.body) : [];
        if (!signedIn && sizes.length > 0 && chance(0.25) && running()) {
          const added = await post(jar, "add to cart", "/shop/cart", { intent: "add", variant_id: pick(sizes) });
          if (added?.location) await page(jar, "cart", new URL(added.location, siteUrl).pathname);
          await think();
        }
      }
      if (!signedIn && chance(0.2) && running()) {
        await page(jar, "login page", "/login");
        await think();
      }
    }
  }

  const rampMs = durationMs / 10;
  const done = Promise.all(
    Array.from({ length: count }, async (_, index) => {
      await sleep((rampMs * index) / count);
      await shopper(index % Math.round(1 / SIGNED_IN_SHARE) === 0);
    }),
  );
  return done.then(() => outcomes);
}

/** The sizes a product page offers to add (its size picker's enabled choices). */
function inStock(html: string): string[] {
  return [...html.matchAll(/<input[^>]*name="variant_id"[^>]*>/g)]
    .map((match) => match[0])
    .filter((input) => !/\sdisabled/.test(input))
    .flatMap((input) => /value="(\d+)"/.exec(input)?.[1] ?? []);
}

async function catalogueOf(apiUrl: string): Promise<Catalogue> {
  const get = async <T>(path: string) => (await (await fetch(apiUrl + path, { headers: browserHeaders })).json()) as T;
  const collections = await get<{ slug: string }[]>("/shop/product-collections?is_shop=true");
  const listing = await get<{ products: { id: number }[] }>("/shop/products?page_size=100");
  return { collections: collections.map(({ slug }) => slug), products: listing.products.map(({ id }) => id) };
}

async function phase(api: Api, catalogue: Catalogue, workers: number): Promise<Phase> {
  const storefront = startStorefront({ buildDir: builds.storefront, port: PORT, apiUrl: api.url, workers });
  try {
    await waitFor(`${storefront.url}/`);
    if (WARM_UP_SECONDS > 0) await shoppers(storefront.url, catalogue, 20, WARM_UP_SECONDS * 1000, false);
    const load: number[] = [];
    const sampler = setInterval(() => load.push(loadavg()[0]!), 5_000);
    const cpu = () => ({ storefront: cpuSeconds(storefront.process.pid), api: cpuSeconds(api.pid) });
    const cpuBefore = cpu();
    const ownBefore = process.cpuUsage();
    const started = performance.now();
    const outcomes = await shoppers(storefront.url, catalogue, SHOPPERS, SECONDS * 1000, true);
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpu();
    const own = process.cpuUsage(ownBefore);
    clearInterval(sampler);
    load.push(loadavg()[0]!);
    if (storefront.process.exitCode !== null) throw new Error(`the storefront exited (${storefront.process.exitCode})`);
    const cores = (tier: "storefront" | "api") => {
      const [before, after] = [cpuBefore[tier], cpuAfter[tier]];
      return before === undefined || after === undefined ? undefined : (after - before) / seconds;
    };
    const shoppersCores = (own.user + own.system) / 1e6 / seconds;
    return {
      workers,
      outcomes,
      seconds,
      load,
      cores: { storefront: cores("storefront"), api: cores("api"), shoppers: shoppersCores },
    };
  } finally {
    await storefront.stop();
  }
}

const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : NaN;
const isPage = (kind: string) => kind !== "sign in" && kind !== "add to cart";

function summary(outcomes: Outcome[]) {
  const sorted = outcomes.map(({ ms }) => ms).sort((a, b) => a - b);
  const failures = outcomes.filter(({ ok }) => !ok);
  const why = new Map<string, number>();
  for (const { what } of failures) why.set(what!, (why.get(what!) ?? 0) + 1);
  return {
    count: outcomes.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    errors: failures.length,
    why: [...why].map(([what, n]) => `${n}× ${what}`).join(", "),
  };
}

const perSecond = ({ outcomes, seconds }: Phase) => [...outcomes.values()].flat().length / seconds;

function report(phase: Phase, database: string) {
  const { workers, outcomes, load } = phase;
  const ms = (value: number) => (Number.isNaN(value) ? "—" : value.toFixed(0)).padStart(8);
  console.log(
    `\nStorefront with ${workers} worker${workers > 1 ? "s" : ""} (API on ${database}): ${SHOPPERS} shoppers, ${SECONDS} s, pauses ${THINK_MS} ms on average`,
  );
  console.log(`${"page kind".padEnd(26)}${"count".padStart(7)}  p50 ms  p95 ms  p99 ms  max ms  errors`);
  const kinds = [...outcomes.keys()].sort();
  const all = kinds.flatMap((kind) => outcomes.get(kind)!);
  const pages = kinds.filter(isPage).flatMap((kind) => outcomes.get(kind)!);
  for (const [label, rows] of [
    ...kinds.map((kind) => [kind, outcomes.get(kind)!] as const),
    ["all pages", pages] as const,
  ]) {
    const s = summary(rows);
    console.log(
      `${label.padEnd(26)}${String(s.count).padStart(7)}${ms(s.p50)}${ms(s.p95)}${ms(s.p99)}${ms(s.max)}${String(s.errors).padStart(8)}${s.why ? `  (${s.why})` : ""}`,
    );
  }
  const total = summary(all);
  const pagesP99 = Math.max(...kinds.filter(isPage).map((kind) => summary(outcomes.get(kind)!).p99));
  const mean = load.reduce((sum, value) => sum + value, 0) / load.length;
  console.log(
    `${perSecond(phase).toFixed(1)} requests/s; errors ${total.errors} (target 0); slowest page kind's p99 ${pagesP99.toFixed(0)} ms (target ≤ ${P99_TARGET_MS} ms: ${total.errors === 0 && pagesP99 <= P99_TARGET_MS ? "met" : "NOT met"})`,
  );
  console.log(
    `load average (1 min) during the run: mean ${mean.toFixed(2)}, max ${Math.max(...load).toFixed(2)}; at the end ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")} (${availableParallelism()} cores)`,
  );
  const cores = (value?: number) => (value === undefined ? "unknown" : `${value.toFixed(2)} cores`);
  console.log(
    `CPU used on average: storefront ${cores(phase.cores.storefront)}, API ${cores(phase.cores.api)}, the shoppers (this script) ${cores(phase.cores.shoppers)}`,
  );
  return total.errors;
}

function compare(many: Phase, one: Phase) {
  console.log(`\n${many.workers} workers against 1 process (one process's time ÷ the workers' time)`);
  console.log(
    `${"requests/s".padEnd(26)} ${perSecond(one).toFixed(1)} → ${perSecond(many).toFixed(1)} (×${(perSecond(many) / perSecond(one)).toFixed(2)})`,
  );
  for (const kind of [...new Set([...many.outcomes.keys(), ...one.outcomes.keys()])].sort()) {
    const a = summary(many.outcomes.get(kind) ?? []);
    const b = summary(one.outcomes.get(kind) ?? []);
    console.log(
      `${kind.padEnd(26)} p99 ${b.p99.toFixed(0).padStart(6)} → ${a.p99.toFixed(0).padStart(6)} ms (×${(b.p99 / a.p99).toFixed(1)})   p50 ${b.p50.toFixed(0).padStart(6)} → ${a.p50.toFixed(0).padStart(6)} ms (×${(b.p50 / a.p50).toFixed(1)})`,
    );
  }
}

ensureBuilt(".", builds.storefront);
const siteUrl = `http://127.0.0.1:${PORT}`;
console.log(`Starting the API (seeding the demo data)${process.env.DATABASE_URL ? " on the PostgreSQL server" : ""}…`);
const api = await startApi({
  port: PORT + 1,
  storefrontUrl: siteUrl,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
let errors = 0;
try {
  const catalogue = await catalogueOf(api.url);
  const phases = [await phase(api, catalogue, WORKERS)];
  errors += report(phases[0]!, api.database);
  if (SINGLE) {
    phases.push(await phase(api, catalogue, 1));
    errors += report(phases[1]!, api.database);
    compare(phases[0]!, phases[1]!);
  }
} finally {
  await api.stop();
}
if (errors > 0) {
  console.error(`\n${errors} request(s) failed`);
  process.exit(1);
}
