// The storefront on every core (decision 0053): scripts/serve.mjs runs one server process per worker
// under node:cluster, all on the same port (the primary hands each new connection to the next worker
// in turn). The primary serves nothing and loads no build: it starts the workers, starts another when
// one crashes, and stops them all on SIGTERM/SIGINT.
//
// Every worker is interchangeable: sessions are signed cookies, and the storefront's caches (the page
// cache, the short copies of API answers, the content revalidated by ETag) are each worker's own and
// bounded in time, so a visitor never depends on reaching the same worker twice.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { setTimeout } from "node:timers";

/** Workers a crash loop may use up before the next restart waits (then 0.25 s, 0.5 s, … up to 30 s). */
const FREE_RESTARTS = 3;
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Time given to workers to finish their requests on shutdown before they are killed. */
const STOP_GRACE_MS = 10_000;

/** STOREFRONT_WORKERS: a positive whole number; unset or empty, one per core the process may use. */
export function workerCount(value, cores = availableParallelism()) {
  if (value === undefined || value.trim() === "") return cores;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`STOREFRONT_WORKERS must be a whole number ≥ 1 (got "${value}")`);
  return count;
}

/** The delay before the next restart, given the crashes of the last minute (this one included). */
export function restartDelay(recentCrashes) {
  if (recentCrashes <= FREE_RESTARTS) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** (recentCrashes - FREE_RESTARTS - 1));
}

/** The primary: forks `count` workers and keeps that many running until asked to stop. */
export function superviseWorkers({ count, port, log = console }) {
  const listening = new Set();
  let crashes = [];
  let stopping = false;
  let exitStatus = 0;
  let announced = false;

  // A restart that comes due while the storefront stops starts nothing
  const fork = () => !stopping && cluster.fork();
  cluster.on("listening", (worker) => {
    listening.add(worker.id);
    if (!announced && listening.size === count) {
      announced = true;
      log.log(`[storefront] http://localhost:${port} (${count} workers)`);
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    const hadListened = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitStatus);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    // A worker that failed before the storefront first served (a missing build, a port taken):
    // every other would fail the same way, so the storefront stops as a single process would
    if (!hadListened && !announced) {
      log.error(`[storefront] a worker failed to start (${how}): stopping`);
      stop(code || 1);
      return;
    }
    const now = Date.now();
    crashes = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
    const delay = restartDelay(crashes.length);
    log.error(
      `[storefront] worker ${worker.process.pid} exited (${how}); starting another${delay ? ` in ${delay / 1000} s` : ""}`,
    );
    setTimeout(fork, delay);
  });

  function stop(exitCode = 0) {
    if (stopping) return;
    stopping = true;
    exitStatus = exitCode;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitStatus);
    // Each worker closes its server and exits once its requests are answered (scripts/serve.mjs)
    for (const worker of workers) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill("SIGKILL");
      process.exit(exitStatus);
    }, STOP_GRACE_MS).unref();
  }
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(0));

  for (let i = 0; i < count; i += 1) fork();
}
