/**
 * Customer service (§3 Support ticket, §5, §7): POST customer-service/tickets, multipart with
 * attachments checked on their content, stored in the database and under DATA_DIR, with an
 * acknowledgement to the sender (request language) and a notification to customer service, both
 * received over SMTP.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configEntries, supportTickets, ticketAttachments } from "../../src/db/schema/index.js";
import type { AppDatabase } from "../../src/db/client.js";
import { createTicket, DEFAULT_CUSTOMER_SERVICE_EMAIL } from "../../src/modules/support/service.js";
import { detectAttachmentKind, safeFileName } from "../../src/modules/support/file-types.js";
import { createTestApp, outboxMail, waitForMail, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

// The form is limited per IP; this file sends many tickets from one address
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

// ── Sample files (only their first bytes matter) ────────────────────────────────────────────────
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"), Buffer.alloc(200, 0x20)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(32, 3),
]);
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mif1heic"),
  Buffer.alloc(32, 4),
]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(128, 0)]);
const AVIF = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from("ftypavif"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("avifmif1miaf"),
  Buffer.alloc(16),
]);

// ── multipart/form-data builder ─────────────────────────────────────────────────────────────────
type FilePart = { field?: string; filename: string; type: string; data: Buffer };

function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----malle${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "attachments"}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

let counter = 0;
function validFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    sender_name: "Camille Martin",
    sender_email: `camille.${counter}.${Date.now().toString(36)}@gmail.com`,
    object: `Question sur ma malle ${counter}`,
    content: "Bonjour,\nj'aimerais échanger une taille.\nMerci !",
    ...overrides,
  };
}

async function send(fields: Record<string, string>, files: FilePart[] = [], locale?: string) {
  const { payload, headers } = multipart(fields, files);
  return app.inject({
    method: "POST",
    url: "/customer-service/tickets",
    payload,
    headers: { ...headers, ...(locale ? { "accept-language": locale } : {}) },
  });
}

type Ticket = {
  id: number;
  sender_email: string;
  object: string;
  locale: string;
  order_id: number | null;
  attachments: { id: number; filename: string; content_type: string; size: number }[];
};

const ticketsByEmail = (email: string) =>
  app.db.select().from(supportTickets).where(eq(supportTickets.senderEmail, email));
const ticketFolder = (id: number) => join(ctx.config.dataDir, "tickets", String(id));
async function ticketFolders() {
  const dir = join(ctx.config.dataDir, "tickets");
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

describe("POST /customer-service/tickets", () => {
  it("stores a ticket with an attachment on disk and sends both e-mails (fr)", async () => {
    const fields = validFields({ sender_phone: "06 12 34 56 78" });
    const response = await send(fields, [{ filename: "facture mars.pdf", type: "application/pdf", data: PDF }]);
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json() as Ticket;
    expect(ticket).toMatchObject({
      sender_email: fields.sender_email,
      object: fields.object,
      locale: "fr",
      order_id: null,
    });
    expect(ticket.attachments).toHaveLength(1);
    expect(ticket.attachments[0]).toMatchObject({ content_type: "application/pdf", size: PDF.length });
    expect(ticket.attachments[0]!.filename).toMatch(/\.pdf$/);
    // Both e-mails are written with the ticket (the outbox), sent by the scheduler
    expect(await outboxMail(app, `ticket-acknowledgement:${ticket.id}`)).toBeDefined();
    expect(await outboxMail(app, `ticket-customer-service:${ticket.id}`)).toBeDefined();

    const [row] = await ticketsByEmail(fields.sender_email);
    expect(row).toMatchObject({
      senderName: "Camille Martin",
      senderPhone: "06 12 34 56 78",
      content: fields.content,
      status: "OPEN",
    });
    const [attachment] = await app.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticket.id));
    expect(attachment!.storagePath).toBe(join("tickets", String(ticket.id), attachment!.filename));
    const stored = await readFile(join(ctx.config.dataDir, attachment!.storagePath));
    expect(stored.equals(PDF)).toBe(true);
    expect(await readdir(ticketFolder(ticket.id))).toEqual([attachment!.filename]);

    const ack = await waitForMail(ctx.mail, (m) => m.to?.[0]?.address === fields.sender_email);
    expect(ack.subject).toContain("Nous avons bien reçu votre message");
    expect(ack.text).toContain("Bonjour Camille Martin");
    expect(ack.text).toContain(fields.object);

    const notification = await waitForMail(ctx.mail, (m) => m.subject?.includes(`[Contact #${ticket.id}]`) ?? false);
    expect(notification.to?.[0]?.address).toBe(DEFAULT_CUSTOMER_SERVICE_EMAIL);
    expect(notification.replyTo?.[0]?.address).toBe(fields.sender_email);
    expect(notification.text).toContain(fields.content.split("\n")[1]);
    expect(notification.text).toContain("06 12 34 56 78");
    expect(notification.attachments).toHaveLength(1);
    expect(notification.attachments[0]!.mimeType).toBe("application/pdf");
  });

  it("acknowledges in the request language (de) and accepts JPEG, PNG, WebP and HEIC", async () => {
    const fields = validFields({ sender_name: "Lena Schmidt" });
    const response = await send(
      fields,
      [
        { filename: "foto.jpg", type: "image/jpeg", data: JPEG },
        { filename: "screen.png", type: "image/png", data: PNG },
        { filename: "bild.webp", type: "image/webp", data: WEBP },
        // iPhones often declare HEIC photos as octet-stream: the content decides
        { filename: "IMG_0001.HEIC", type: "application/octet-stream", data: HEIC },
      ],
      "de-DE,de;q=0.9,fr;q=0.5",
    );
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json() as Ticket;
    expect(ticket.locale).toBe("de");
    expect(ticket.attachments.map((a) => a.content_type)).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/heic",
    ]);
    expect((await readdir(ticketFolder(ticket.id))).length).toBe(4);
    const ack = await waitForMail(ctx.mail, (m) => m.to?.[0]?.address === fields.sender_email);
    expect(ack.subject).toContain("Wir haben Ihre Nachricht erhalten");
    expect(ack.text).toContain("Hallo Lena Schmidt");
  });

  it("sends the notification to the address configured for customer service", async () => {
    await app.db
      .insert(configEntries)
      .values({ key: "customer_service_email", value: "sav@lamalle.test" })
      .onConflictDoUpdate({ target: configEntries.key, set: { value: "sav@lamalle.test" } });
    const fields = validFields();
    const response = await send(fields);
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as Ticket;
    const notification = await waitForMail(ctx.mail, (m) => m.subject?.includes(`[Contact #${id}]`) ?? false);
    expect(notification.to?.[0]?.address).toBe("sav@lamalle.test");
    await app.db.delete(configEntries).where(eq(configEntries.key, "customer_service_email"));
  });

  it("accepts a ticket without files, as JSON too, and keeps an optional order number", async () => {
    const fields = validFields({ order_id: "#999999" });
    const response = await app.inject({
      method: "POST",
      url: "/customer-service/tickets",
      payload: fields,
      headers: { "accept-language": "es" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json() as Ticket;
    expect(ticket).toMatchObject({ locale: "es", order_id: null, attachments: [] });
    expect(existsSync(ticketFolder(ticket.id))).toBe(false);
    const notification = await waitForMail(ctx.mail, (m) => m.subject?.includes(`[Contact #${ticket.id}]`) ?? false);
    expect(notification.text).toContain("#999999");
    const ack = await waitForMail(ctx.mail, (m) => m.to?.[0]?.address === fields.sender_email);
    expect(ack.subject).toContain("Hemos recibido tu mensaje");
  });

  it("ignores an empty file input", async () => {
    const response = await send(validFields(), [
      { filename: "", type: "application/octet-stream", data: Buffer.alloc(0) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Ticket).attachments).toEqual([]);
  });

  describe("validation: nothing is stored, nothing is sent", () => {
    async function expectNothingWritten(email: string, before: string[]) {
      expect(await ticketsByEmail(email)).toHaveLength(0);
      expect(await ticketFolders()).toEqual(before);
      await new Promise((r) => setTimeout(r, 100));
      expect(ctx.mail.received.some((m) => m.to?.[0]?.address === email)).toBe(false);
    }

    it.each(["sender_name", "sender_email", "object", "content"])(
      "answers 400 with the field error when %s is missing",
      async (field) => {
        const before = await ticketFolders();
        const fields: Record<string, string> = validFields();
        delete fields[field];
        const response = await send(fields, [{ filename: "a.pdf", type: "application/pdf", data: PDF }]);
        expect(response.statusCode, response.body).toBe(400);
        const problem = response.json() as { errors: Record<string, string[]> };
        expect(Object.keys(problem.errors)).toEqual([field]);
        await expectNothingWritten(fields.sender_email ?? "nobody@gmail.com", before);
      },
    );

    it("answers 400 for blank fields and a malformed e-mail, listing every field", async () => {
      const response = await send(validFields({ sender_name: "  ", content: "", sender_email: "camille@" }));
      expect(response.statusCode).toBe(400);
      const problem = response.json() as { errors: Record<string, string[]> };
      expect(Object.keys(problem.errors).sort()).toEqual(["content", "sender_email", "sender_name"]);
      expect(problem.errors.sender_email).toEqual(["form_wrong_email"]);
    });

    it("answers 400 for a JSON body missing fields", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/customer-service/tickets",
        payload: { sender_name: "A" },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors).sort()).toEqual([
        "content",
        "object",
        "sender_email",
      ]);
    });

    it("refuses an .exe renamed .pdf (content checked, not the declared type)", async () => {
      const before = await ticketFolders();
      const fields = validFields();
      const response = await send(fields, [
        { filename: "ok.png", type: "image/png", data: PNG },
        { filename: "facture.pdf", type: "application/pdf", data: EXE },
      ]);
      expect(response.statusCode, response.body).toBe(422);
      const problem = response.json() as { type: string; errors: Record<string, string[]> };
      expect(problem.type).toBe("INVALID_ATTACHMENT");
      expect(Object.keys(problem.errors)).toEqual(["attachments"]);
      expect(problem.errors.attachments!.join(" ")).toContain("facture.pdf");
      await expectNothingWritten(fields.sender_email, before);
    });

    it.each([
      ["a text file", "notes.txt", "text/plain", Buffer.from("hello")],
      ["an SVG", "logo.svg", "image/svg+xml", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")],
      ["an AVIF (HEIF family, not HEIC)", "photo.heic", "image/heic", AVIF],
      ["a GIF", "anim.gif", "image/gif", Buffer.from("GIF89a\x01\x00\x01\x00")],
    ])("refuses %s", async (_label, filename, type, data) => {
      const response = await send(validFields(), [{ filename, type, data }]);
      expect(response.statusCode, response.body).toBe(422);
      expect((response.json() as { errors: Record<string, string[]> }).errors.attachments).toBeDefined();
    });

    it("refuses a file larger than 5 MB", async () => {
      const before = await ticketFolders();
      const fields = validFields();
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await send(fields, [{ filename: "huge.png", type: "image/png", data: big }]);
      expect(response.statusCode, response.body).toBe(422);
      expect((response.json() as { errors: Record<string, string[]> }).errors.attachments!.join(" ")).toContain("5 MB");
      await expectNothingWritten(fields.sender_email, before);
    });

    it("accepts a file of exactly 5 MB", async () => {
      const exact = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length, 0x20)]);
      const response = await send(validFields(), [{ filename: "exact.pdf", type: "application/pdf", data: exact }]);
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as Ticket).attachments[0]!.size).toBe(5 * 1024 * 1024);
    });

    it("refuses more than 5 files", async () => {
      const before = await ticketFolders();
      const fields = validFields();
      const files = Array.from({ length: 6 }, (_, i) => ({
        filename: `page${i}.pdf`,
        type: "application/pdf",
        data: PDF,
      }));
      const response = await send(fields, files);
      expect(response.statusCode, response.body).toBe(422);
      expect((response.json() as { errors: Record<string, string[]> }).errors.attachments).toEqual(["At most 5 files"]);
      await expectNothingWritten(fields.sender_email, before);
      expect((await send(validFields(), files.slice(0, 5))).statusCode).toBe(201);
    });

    it("refuses files in another field and files sent as JSON", async () => {
      const response = await send(validFields(), [{ field: "photo", filename: "a.png", type: "image/png", data: PNG }]);
      expect(response.statusCode).toBe(422);
      const json = await app.inject({
        method: "POST",
        url: "/customer-service/tickets",
        payload: { ...validFields(), attachments: ["JVBERi0xLjQ="] },
      });
      expect(json.statusCode).toBe(422);
    });

    it("refuses over-long fields and NUL characters without a server error", async () => {
      expect((await send(validFields({ object: "x".repeat(201) }))).statusCode).toBe(400);
      expect((await send(validFields({ content: "a\u0000b" }))).statusCode).toBe(400);
      expect((await send(validFields({ content: "x".repeat(70_000) }))).statusCode).toBe(400);
    });

    it("answers 400 for malformed multipart data", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/customer-service/tickets",
        payload: '--zz\r\nContent-Disposition: form-data; name="sender_name"\r\n\r\nAnne',
        headers: { "content-type": "multipart/form-data; boundary=zz" },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  describe("nothing half-written when storing fails", () => {
    it("stores no ticket when the files cannot be written", async () => {
      const dir = join(ctx.config.dataDir, "tickets");
      const backup = join(ctx.config.dataDir, "tickets.bak");
      if (existsSync(dir)) await rename(dir, backup);
      await writeFile(dir, "a file where the tickets folder should be");
      const fields = validFields();
      try {
        const response = await send(fields, [{ filename: "a.pdf", type: "application/pdf", data: PDF }]);
        expect(response.statusCode).toBe(500);
        expect(await ticketsByEmail(fields.sender_email)).toHaveLength(0);
      } finally {
        await rm(dir, { force: true });
        if (existsSync(backup)) await rename(backup, dir);
      }
    });

    it("removes the files when the transaction fails after they were moved in place", async () => {
      const dataDir = join(ctx.config.dataDir, "failing");
      await mkdir(dataDir, { recursive: true });
      const failingDb = new Proxy(app.db, {
        get(target, property, receiver) {
          if (property === "transaction") {
            return (fn: (tx: unknown) => Promise<unknown>) =>
              target.transaction(async (tx) => {
                await fn(tx);
                throw new Error("commit failed");
              });
          }
          return Reflect.get(target, property, receiver);
        },
      }) as AppDatabase;
      const fields = validFields();
      const kind = detectAttachmentKind(PDF)!;
      await expect(
        createTicket(
          failingDb,
          dataDir,
          {
            fields: { ...fields, sender_phone: undefined, order_id: undefined },
            files: [{ fileName: safeFileName("a.pdf", kind, 0), kind, data: PDF }],
            locale: "fr",
          },
          "service@example.test",
        ),
      ).rejects.toThrow("commit failed");
      expect(await readdir(join(dataDir, "tickets"))).toEqual([]);
      expect(await ticketsByEmail(fields.sender_email)).toHaveLength(0);
    });
  });
});

describe("attachment recognition", () => {
  it("recognises the accepted kinds by their first bytes", () => {
    expect(detectAttachmentKind(PDF)?.mime).toBe("application/pdf");
    expect(detectAttachmentKind(JPEG)?.mime).toBe("image/jpeg");
    expect(detectAttachmentKind(PNG)?.mime).toBe("image/png");
    expect(detectAttachmentKind(WEBP)?.mime).toBe("image/webp");
    expect(detectAttachmentKind(HEIC)?.mime).toBe("image/heic");
    expect(detectAttachmentKind(EXE)).toBeUndefined();
    expect(detectAttachmentKind(AVIF)).toBeUndefined();
    expect(detectAttachmentKind(Buffer.alloc(0))).toBeUndefined();
    expect(detectAttachmentKind(Buffer.from("%PD"))).toBeUndefined();
  });

  it("keeps safe file names with the detected extension", () => {
    const pdf = detectAttachmentKind(PDF)!;
    expect(safeFileName("../../etc/passwd", pdf, 0)).toBe("1-passwd.pdf");
    expect(safeFileName("C:\\Users\\me\\facture mars.PDF", pdf, 1)).toBe("2-facture-mars.pdf");
    expect(safeFileName("photo.exe", detectAttachmentKind(PNG)!, 2)).toBe("3-photo.png");
    expect(safeFileName("étiquette déchirée.png", detectAttachmentKind(PNG)!, 0)).toBe("1-etiquette-dechiree.png");
    expect(safeFileName(undefined, pdf, 0)).toBe("1-attachment.pdf");
    expect(safeFileName("...", pdf, 0)).toBe("1-attachment.pdf");
  });
});
