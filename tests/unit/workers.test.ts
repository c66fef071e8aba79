import { spawn, type ChildProcess } from "node:child_process";
import { get } from "node:http";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { restartDelay, workerCount } from "../../scripts/workers.mjs";

/**
 * Decision 0053: the storefront on every core. STOREFRONT_WORKERS is read strictly; the primary
 * spreads connections over its workers, starts another when one crashes, stops them all on SIGTERM,
 * and stops when its workers cannot start. The server is tests/unit/workers-fixture.mjs, run under
 * the same supervisor as scripts/serve.mjs.
 */

describe("STOREFRONT_WORKERS", () => {
  it("defaults to the cores, takes a whole number ≥ 1 and refuses anything else", () => {
    expect(workerCount(undefined, 4)).toBe(4);
    expect(workerCount(" ", 2)).toBe(2);
    expect(workerCount("1", 8)).toBe(1);
    expect(workerCount("3", 2)).toBe(3);
    for (const wrong of ["0", "-1", "1.5", "two"]) expect(() => workerCount(wrong, 2)).toThrow(/STOREFRONT_WORKERS/);
  });

  it("restarts at once a few times, then waits longer and longer, at most 30 s", () => {
    expect([1, 2, 3].map(restartDelay)).toEqual([0, 0, 0]);
    expect([4, 5, 6].map(restartDelay)).toEqual([250, 500, 1000]);
    expect(restartDelay(30)).toBe(30_000);
  });
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["tests/unit/workers-fixture.mjs"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const said = async (text: string) => {
    for (let waited = 0; !output.includes(text); waited += 50) {
      if (waited > 15_000) throw new Error(`never said "${text}": ${output}`);
      await sleep(50);
    }
  };
  return { child, exited, said, output: () => output };
}

/** The pid of the worker answering a new connection (no keep-alive: each request is a connection). */
function pidAt(port: number, path = "/"): Promise<number> {
  return new Promise((done, fail) => {
    get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => done(Number(body)));
    }).on("error", fail);
  });
}

async function pids(port: number, requests = 6) {
  const seen = new Set<number>();
  for (let i = 0; i < requests; i++) seen.add(await pidAt(port));
  return seen;
}

describe("the supervisor of scripts/serve.mjs", () => {
  it("serves from every worker, replaces a crashed one and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    await server.said("(2 workers)");
    const before = await pids(port);
    expect(before.size).toBe(2);

    const crashed = await pidAt(port, "/crash");
    await server.said(`worker ${crashed} exited (code 1); starting another`);
    let after = new Set<number>();
    for (let tries = 0; tries < 50 && (after.size < 2 || after.has(crashed)); tries++) {
      await sleep(100);
      after = await pids(port);
    }
    expect(after.size).toBe(2);
    expect(after.has(crashed)).toBe(false);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    await expect(pidAt(port)).rejects.toThrow();
  }, 30_000);

  it("stops with the workers' code when they cannot start", async () => {
    const server = start({ PORT: String(await freePort()), FAIL_AT_START: "1" });
    expect(await server.exited).toBe(3);
    expect(server.output()).toContain("a worker failed to start (code 3): stopping");
  }, 30_000);
});
