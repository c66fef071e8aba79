/**
 * Customer service in the back-office (decision 0044): finding a client, the timeline, notes,
 * tickets answered by e-mail with files kept in the database (served by another app on the same
 * database), goodwill credits credited once however often the form is sent. PGlite and PostgreSQL.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { openDatabase, type Database } from "../../src/db/client.js";
import { Mailer } from "../../src/modules/mail/mailer.js";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { rowsOf } from "../scheduler-fixtures.js";
import { createTestApp, expectProblem, newStaffMember, outboxMail, signIn, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
let service: Record<string, string>;
let stylist: Record<string, string>;
let clientId: number;
let clientHeaders: Record<string, string>;

// A 1×1 PNG: recognised by its content as image/png
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  service = (await newStaffMember(app, ["customer_service"], "Sophie Service")).headers;
  stylist = (await newStaffMember(app, ["stylist"])).headers;
  const signedIn = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
  clientId = signedIn.client_id;
  clientHeaders = signedIn.headers;
});
afterAll(async () => ctx?.close());

function multipart(fields: Record<string, string>, files: { name: string; type: string; data: Buffer }[]) {
  const boundary = `----malle${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function newTicket(locale = "fr") {
  const response = await app.inject({
    method: "POST",
    url: "/customer-service/tickets",
    headers: { ...clientHeaders, "accept-language": locale },
    payload: {
      sender_name: "Camille",
      sender_email: DEMO_CLIENT.email,
      object: "Taille du pull",
      content: "Le pull est trop petit.",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe("finding a client", () => {
  it("by e-mail, by name, by order number and by box number", async () => {
    const byEmail = await app.inject({
      url: `/admin/clients?q=${encodeURIComponent("camille@demo")}`,
      headers: service,
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().items.map((c: { id: number }) => c.id)).toContain(clientId);

    const byName = await app.inject({ url: "/admin/clients?q=Martin", headers: service });
    expect(byName.json().items.map((c: { id: number }) => c.id)).toContain(clientId);

    const [order] = await rowsOf<{ id: number }>(
      app.db,
      sql`select id from orders where client_id = ${clientId} order by id limit 1`,
    );
    expect(order, "the demo client has an order").toBeDefined();
    const byOrder = await app.inject({ url: `/admin/clients?q=%23${order!.id}`, headers: service });
    expect(byOrder.json().items.map((c: { id: number }) => c.id)).toContain(clientId);
    const [box] = await rowsOf<{ id: number }>(
      app.db,
      sql`select r.id from requests r join profiles p on p.id = r.profile_id where p.client_id = ${clientId} order by r.id limit 1`,
    );
    expect(box, "the demo client has a box").toBeDefined();
    const byBox = await app.inject({ url: `/admin/clients?q=${box!.id}`, headers: service });
    expect(byBox.json().items.map((c: { id: number }) => c.id)).toContain(clientId);

    const nobody = await app.inject({ url: "/admin/clients?q=zz-no-such-client-zz", headers: service });
    expect(nobody.json()).toMatchObject({ items: [], total: 0 });
  });

  it("refuses a stylist nothing it may read, but a goodwill credit", async () => {
    expect((await app.inject({ url: `/admin/clients/${clientId}`, headers: stylist })).statusCode).toBe(200);
    const credit = await app.inject({
      method: "POST",
      url: `/admin/clients/${clientId}/goodwill-credits`,
      headers: stylist,
      payload: { amount_cents: 500, reason: "x", idempotency_key: randomUUID() },
    });
    expectProblem(credit, 403);
  });
});

describe("a client's timeline", () => {
  it("gathers boxes, tickets, e-mails and notes, newest first, family or internal", async () => {
    await newTicket();
    const note = await app.inject({
      method: "POST",
      url: `/admin/clients/${clientId}/notes`,
      headers: service,
      payload: { body: "Prefers calls after 6 pm" },
    });
    expect(note.statusCode, note.body).toBe(201);
    const response = await app.inject({ url: `/admin/clients/${clientId}`, headers: service });
    expect(response.statusCode, response.body).toBe(200);
    const client = response.json<{
      email: string;
      timeline: { kind: string; at: string; visibility: string; summary: string }[];
    }>();
    expect(client.email).toBe(DEMO_CLIENT.email);
    const kinds = new Set(client.timeline.map((e) => e.kind));
    for (const kind of ["box", "ticket", "email", "note"]) expect(kinds, kind).toContain(kind);
    const times = client.timeline.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const noteEntry = client.timeline.find((e) => e.kind === "note")!;
    expect(noteEntry).toMatchObject({ visibility: "internal" });
    expect(noteEntry.summary).toContain("Prefers calls after 6 pm");
    expect(client.timeline.find((e) => e.kind === "ticket")).toMatchObject({ visibility: "family" });
  });

  it("answers 404 for an unknown client and 400 for a blank note", async () => {
    expectProblem(await app.inject({ url: "/admin/clients/999999", headers: service }), 404);
    expectProblem(
      await app.inject({
        method: "POST",
        url: `/admin/clients/${clientId}/notes`,
        headers: service,
        payload: { body: "  " },
      }),
      400,
    );
  });
});

describe("tickets", () => {
  it("lists open tickets first", async () => {
    const answered = await newTicket();
    await app.inject({
      method: "PATCH",
      url: `/admin/tickets/${answered}`,
      headers: service,
      payload: { status: "ANSWERED" },
    });
    await newTicket();
    const response = await app.inject({ url: "/admin/tickets?per_page=100", headers: service });
    expect(response.statusCode, response.body).toBe(200);
    const statuses = response.json<{ items: { status: string }[] }>().items.map((t) => t.status);
    const rank = { OPEN: 0, ANSWERED: 1, CLOSED: 2 } as Record<string, number>;
    expect(statuses.map((s) => rank[s])).toEqual([...statuses.map((s) => rank[s])].sort());
    expect(statuses).toContain("ANSWERED");
  });

  it("replies by e-mail in the ticket's language, with a file another app on the same database serves", async () => {
    const ticketId = await newTicket("de");
    const form = multipart({ body: "Wir schicken Ihnen eine größere Größe." }, [
      { name: "etiquette.png", type: "image/png", data: PNG },
    ]);
    const sent = await app.inject({
      method: "POST",
      url: `/admin/tickets/${ticketId}/replies`,
      headers: { ...service, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<{ id: number; attachments: { id: number; filename: string; size: number }[] }>();
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({ filename: "1-etiquette.png", size: PNG.length });

    const mail = await outboxMail(app, `ticket-reply:${message.id}`);
    const payload = mail!.payload as { message: { to: string; subject: string; attachments: { content: string }[] } };
    expect(payload.message.to).toBe(DEMO_CLIENT.email);
    expect(payload.message.subject).toMatch(/^AW: Taille du pull \(Anfrage Nr\. \d+\)$/);
    expect(Buffer.from(payload.message.attachments[0]!.content, "base64").equals(PNG)).toBe(true);

    const ticket = await app.inject({ url: `/admin/tickets/${ticketId}`, headers: service });
    expect(ticket.json()).toMatchObject({
      status: "ANSWERED",
      messages: [{ body: "Wir schicken Ihnen eine größere Größe." }],
    });

    // Another API process: its own data directory, its own connections to the same database
    const other = await secondApp(app, ctx.config.jwtSecret);
    try {
      const file = await other.app.inject({
        url: `/admin/tickets/${ticketId}/attachments/${message.attachments[0]!.id}`,
        headers: service,
      });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.headers["content-disposition"]).toContain("1-etiquette.png");
      expect(file.rawPayload.equals(PNG)).toBe(true);
      // Not through another ticket's address
      const elsewhere = await other.app.inject({
        url: `/admin/tickets/${ticketId + 1000}/attachments/${message.attachments[0]!.id}`,
        headers: service,
      });
      expect(elsewhere.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it("closes with the reply when asked, and refuses a file that is no accepted kind", async () => {
    const ticketId = await newTicket();
    const bad = multipart({ body: "Voici" }, [
      { name: "virus.exe", type: "application/octet-stream", data: Buffer.from("MZ....") },
    ]);
    expectProblem(
      await app.inject({
        method: "POST",
        url: `/admin/tickets/${ticketId}/replies`,
        headers: { ...service, ...bad.headers },
        payload: bad.payload,
      }),
      422,
      "INVALID_ATTACHMENT",
    );
    const closing = await app.inject({
      method: "POST",
      url: `/admin/tickets/${ticketId}/replies`,
      headers: service,
      payload: { body: "C'est réglé.", close: true },
    });
    expect(closing.statusCode, closing.body).toBe(201);
    expect((await app.inject({ url: `/admin/tickets/${ticketId}`, headers: service })).json()).toMatchObject({
      status: "CLOSED",
    });
    expectProblem(
      await app.inject({
        method: "POST",
        url: `/admin/tickets/${ticketId}/replies`,
        headers: service,
        payload: { body: "" },
      }),
      400,
    );
    expectProblem(
      await app.inject({
        method: "POST",
        url: "/admin/tickets/999999/replies",
        headers: service,
        payload: { body: "x" },
      }),
      404,
    );
  });
});

describe("goodwill credits", () => {
  it("credit once when the form is sent twice at once, and the family sees a goodwill credit", async () => {
    const before = await app.inject({ url: "/clients/me/wallet", headers: clientHeaders });
    const balanceBefore = before.json<{ amount: number }>().amount;
    const key = randomUUID();
    const send = () =>
      app.inject({
        method: "POST",
        url: `/admin/clients/${clientId}/goodwill-credits`,
        headers: service,
        payload: { amount_cents: 1500, reason: "Box arrived late", idempotency_key: key },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<{ id: number }>().id)).size).toBe(1);

    const after = await app.inject({ url: "/clients/me/wallet", headers: clientHeaders });
    const wallet = after.json<{ amount: number; transactions: { items: { kind: string; amount: number }[] } }>();
    expect(wallet.amount).toBeCloseTo(balanceBefore + 15, 2);
    expect(wallet.transactions.items[0]).toMatchObject({ kind: "ADJUSTMENT", amount: 15 });

    const timeline = (await app.inject({ url: `/admin/clients/${clientId}`, headers: service })).json<{
      timeline: { kind: string; visibility: string; summary: string }[];
    }>().timeline;
    expect(timeline.find((e) => e.kind === "goodwill")).toMatchObject({ visibility: "internal" });
    expect(timeline.find((e) => e.kind === "goodwill")!.summary).toContain("Box arrived late");
  });

  it("refuses no amount, too large an amount, no reason", async () => {
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: `/admin/clients/${clientId}/goodwill-credits`, headers: service, payload });
    const key = randomUUID();
    expectProblem(await post({ amount_cents: 0, reason: "x", idempotency_key: key }), 400);
    expectProblem(await post({ amount_cents: 20_001, reason: "x", idempotency_key: key }), 400);
    expectProblem(await post({ amount_cents: 100, reason: " ", idempotency_key: key }), 400);
    expectProblem(await post({ amount_cents: 100, reason: "x", idempotency_key: "short" }), 400);
    expectProblem(
      await app.inject({
        method: "POST",
        url: "/admin/clients/999999/goodwill-credits",
        headers: service,
        payload: { amount_cents: 100, reason: "x", idempotency_key: key },
      }),
      404,
    );
  });
});

/**
 * A second API process on the test's database: on PostgreSQL its own connection pool to the same
 * database, on PGlite (one process's database) the same handle; its own data directory either way.
 */
async function secondApp(first: FastifyInstance, jwtSecret: string) {
  const dataDir = await mkdtemp(join(tmpdir(), "malle-api-2-"));
  let database: Database;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const [{ name }] = (await rowsOf<{ name: string }>(first.db, sql`select current_database() as name`)) as [
      { name: string },
    ];
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  } else {
    database = {
      db: first.db,
      kind: "pglite",
      ping: async () => {},
      close: async () => {},
      exclusive: (work) => work(),
    };
  }
  const config = loadConfig({ NODE_ENV: "test" }, { dataDir, jwtSecret, smtpUrl: "smtp://127.0.0.1:1" });
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, dataDir, from: config.mailFrom });
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
