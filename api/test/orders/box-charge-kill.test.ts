/**
 * Crash safety of a box's charge (decision 0047, PostgreSQL only: the API is another process,
 * box-charge-child.ts, killed with SIGKILL in the middle of a burst of declarations and charges).
 * After the restart — the charge jobs the declarations wrote run, and the families whose
 * declaration never committed declare again — every box is paid exactly once: no payment lost, none
 * made twice.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, payments } from "../../src/db/schema/index.js";
import { chargeBox } from "../../src/modules/orders/box/charge.js";
import { boxJobs } from "../../src/modules/orders/box/jobs.js";
import { declareBox } from "../../src/modules/orders/box/settle.js";
import { Mailer } from "../../src/modules/mail/index.js";
import { Scheduler } from "../../src/modules/scheduler/index.js";
import { boxFixture } from "../box-fixtures.js";
import { createTestApp, type TestContext } from "../helpers.js";
import { rowsOf } from "../scheduler-fixtures.js";
import { malleFixtures } from "../malle-fixtures.js";

const server = process.env.TEST_DATABASE_URL;
const CHILD = fileURLToPath(new URL("../box-charge-child.ts", import.meta.url));
const N = 30;

let ctx: TestContext;
beforeAll(async () => {
  if (!server) return;
  ctx = await createTestApp({ rateLimitMax: 100_000 });
}, 60_000);
afterAll(async () => ctx?.close());

describe.runIf(server)("the API killed with SIGKILL in the middle of a burst of box charges", () => {
  it("restarted, charges every box exactly once", async () => {
    const m = malleFixtures(ctx.app);
    const boxes: { orderId: number; clientId: number }[] = [];
    for (let i = 0; i < N; i++) {
      const box = await boxFixture(ctx.app, m);
      boxes.push({ orderId: box.orderId, clientId: box.clientId });
    }
    const { name } = (await rowsOf<{ name: string }>(ctx.app.db, sql`select current_database() as name`))[0]!;
    const url = new URL(server!);
    url.pathname = `/${name}`;
    const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
      env: { ...process.env, BOX_TEST_DB: url.toString(), BOX_TEST_ORDERS: JSON.stringify(boxes) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let charged = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      charged = (output.match(/^charged \d+$/gm) ?? []).length;
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on("exit", (_code, signal) => resolve(signal)),
    );
    const deadline = Date.now() + 40_000;
    while (charged < N / 3) {
      if (Date.now() > deadline) throw new Error(`the child did not get going: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    expect(charged).toBeLessThan(N);

    // The restart: the charge jobs written with the declarations run (their clock past their delay)…
    await new Scheduler({
      db: ctx.app.db,
      mailer: new Mailer({ dataDir: ctx.config.dataDir, from: ctx.config.mailFrom }),
      log: ctx.app.log,
      config: ctx.config,
      payments: ctx.app.payments,
      handlers: boxJobs.handlers,
      clock: () => new Date(Date.now() + 5 * 60_000),
    }).runDue();
    // …and the families whose declaration had not committed declare again
    const ids = boxes.map((b) => b.orderId);
    const deps = {
      db: ctx.app.db,
      payments: ctx.app.payments,
      log: ctx.app.log,
      storefrontUrl: ctx.config.storefrontUrl,
    };
    for (const box of boxes) {
      const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, box.orderId));
      if (row!.declaredAt) continue;
      const lines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, box.orderId));
      const kept = lines.map((l) => ({
        orderLineId: l.id,
        decision: "keep" as const,
        reason: null,
        fitRating: null,
        styleRating: null,
      }));
      await declareBox(ctx.app.db, box.clientId, box.orderId, kept, ctx.config.settlement, new Date());
      await chargeBox(deps, box.orderId);
    }

    const rows = await ctx.app.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => "PAID"));
    const made = await ctx.app.db.select().from(payments).where(inArray(payments.orderId, ids));
    expect(made).toHaveLength(N);
    expect(new Set(made.map((p) => p.orderId)).size).toBe(N);
    expect(made.every((p) => p.status === "SUCCEEDED")).toBe(true);
    for (const row of rows) {
      expect(made.find((p) => p.orderId === row.id)!.amountCents).toBe(row.totalAmountTtcCents - row.walletAmountCents);
    }
  }, 120_000);
});
