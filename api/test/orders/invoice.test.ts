/**
 * The invoice of a paid order (issue 26), on PGlite and on the PostgreSQL server: the PDF of a box
 * paid for its kept pieces and of a paid shop order (its number, its lines, its total and VAT, in
 * the order's language), the link in the e-mails saying they are paid, a second-hand piece's line
 * with the margin scheme's mention and no VAT itemised for it, and 404 for another client's order,
 * an unpaid one or a gift card's.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECOND_HAND_MENTION, invoiceNumber, vatIncluded } from "#domain/invoice.js";
import { orderLines, orders, recycleLabels, resaleItems } from "../../src/db/schema/index.js";
import { markOrderPaid } from "../../src/modules/orders/checkout/index.js";
import { mailMoney } from "../../src/modules/mail/index.js";
import { boxFixture } from "../box-fixtures.js";
import { createTestApp, expectProblem, outboxMail, type TestContext } from "../helpers.js";
import { malleFixtures } from "../malle-fixtures.js";
import { pdfText } from "../pdf.js";
import { PARIS_SNAPSHOT, parisClient, shopStock } from "../shop-fixtures.js";

let ctx: TestContext;
let m: ReturnType<typeof malleFixtures>;
const shop = shopStock(() => ctx.app.db);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000 });
  m = malleFixtures(ctx.app);
}, 60_000);
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => ctx.app.inject({ method: "GET", url, headers });
const invoiceUrl = (orderId: number) => `/clients/me/orders/${orderId}/invoice.pdf`;
/** An amount as the invoice prints it, without the euro sign (drawn in WinAnsi, read back as another byte). */
const money = (cents: number, locale: "fr" | "de") =>
  mailMoney(cents, locale)
    .replace(/\u202f/g, "\u00a0")
    .replace("€", "")
    .trim();

/** The invoice of the order as its client downloads it: checked as a PDF, answered as text. */
async function invoiceText(orderId: number, headers: Headers) {
  const response = await get(invoiceUrl(orderId), headers);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers["content-type"]).toContain("application/pdf");
  const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
  const number = invoiceNumber(orderId, order!.paidAt!);
  expect(response.headers["content-disposition"]).toBe(`inline; filename="${number}.pdf"`);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  return { text: pdfText(response.rawPayload), number, order: order! };
}

/** A shop order of two sizes (2 × the first), placed in `locale`, not yet paid. */
async function shopOrder(prefix: string, locale: "fr" | "de" = "fr") {
  const family = await parisClient(ctx, prefix);
  const [a, b] = [await shop.variantWithStock(3), await shop.variantWithStock(3)];
  const items = 2 * a.price + b.price;
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      clientId: family.clientId,
      kind: "SHOP",
      status: "PENDING_PAYMENT",
      locale,
      carrier: "colissimo",
      itemsAmountTtcCents: items,
      discountAmountCents: 500,
      shippingFeeTtcCents: 490,
      totalAmountTtcCents: items - 500 + 490,
      walletAmountCents: 300,
      shippingAddress: PARIS_SNAPSHOT,
    })
    .returning();
  await ctx.app.db.insert(orderLines).values([
    { orderId: order!.id, productId: a.productId, variantId: a.id, unitPriceCents: a.price, quantity: 2 },
    { orderId: order!.id, productId: b.productId, variantId: b.id, unitPriceCents: b.price },
  ]);
  return { ...family, orderId: order!.id, total: items - 500 + 490 };
}

const pay = (orderId: number) =>
  markOrderPaid({ db: ctx.app.db, log: ctx.app.log, storefrontUrl: ctx.app.config.storefrontUrl }, orderId, "pi_1");

describe("a paid shop order's invoice", () => {
  it("prints its number, lines, total, VAT and what paid it; the confirmation e-mail links to it", async () => {
    const f = await shopOrder("invoice-shop");
    expect(await pay(f.orderId)).toBe(true);
    const { text, number } = await invoiceText(f.orderId, f.headers);
    expect(number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(text).toContain(number);
    expect(text).toContain("Facture");
    expect(text).toContain("Camille Martin");
    expect(text).toContain("12 rue des Lilas");
    expect(text).toContain(money(f.total, "fr"));
    expect(text).toContain(money(vatIncluded(f.total).vatCents, "fr"));
    expect(text).toContain("Cagnotte");
    expect(text).toContain(money(f.total - 300, "fr"));
    expect(text).toContain("La Malle SAS");

    const mail = await outboxMail(ctx.app, `order-paid:${f.orderId}`);
    const message = (mail!.payload as { message: { text: string; html: string } }).message;
    const link = `${ctx.app.config.storefrontUrl.replace(/\/+$/, "")}/infos/orders/${f.orderId}/invoice.pdf`;
    expect(message.text).toContain(link);
    expect(message.html).toContain(`href="${link}"`);
  });

  it("is in the order's language", async () => {
    const f = await shopOrder("invoice-shop-de", "de");
    await pay(f.orderId);
    const { text, number } = await invoiceText(f.orderId, f.headers);
    expect(text).toContain("Rechnung");
    expect(text).toContain(number);
    expect(text).toContain(money(f.total, "de"));
    const mail = await outboxMail(ctx.app, `order-paid:${f.orderId}`);
    expect((mail!.payload as { message: { text: string } }).message.text).toContain(
      `/de/infos/orders/${f.orderId}/invoice.pdf`,
    );
  });

  it("answers 404 for another client's order, an unpaid one, a gift card's and none", async () => {
    const f = await shopOrder("invoice-owner");
    const other = await parisClient(ctx, "invoice-other");
    // Not paid yet
    expectProblem(await get(invoiceUrl(f.orderId), f.headers), 404);
    await pay(f.orderId);
    expectProblem(await get(invoiceUrl(f.orderId), other.headers), 404);
    expectProblem(await get(invoiceUrl(999_999_999), f.headers), 404);
    expect((await get("/clients/me/orders/abc/invoice.pdf", f.headers)).statusCode).toBe(400);
    expect((await get(invoiceUrl(f.orderId), {})).statusCode).toBe(401);
    await ctx.app.db.update(orders).set({ kind: "GIFT_CARD" }).where(eq(orders.id, f.orderId));
    expectProblem(await get(invoiceUrl(f.orderId), f.headers), 404);
    await ctx.app.db.update(orders).set({ kind: "SHOP", status: "CANCELLED" }).where(eq(orders.id, f.orderId));
    expectProblem(await get(invoiceUrl(f.orderId), f.headers), 404);
  });
});

describe("a second-hand piece on the invoice", () => {
  it("carries the margin scheme's mention and no VAT is itemised for it, on the invoice and the e-mail", async () => {
    for (const locale of ["fr", "de"] as const) {
      const f = await shopOrder(`invoice-second-hand-${locale}`, locale);
      // The order's second line is a piece a family sent back (littlegeste), sold under the margin scheme
      const [line] = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, f.orderId)).offset(1);
      const [label] = await ctx.app.db
        .insert(recycleLabels)
        .values({
          clientId: f.clientId,
          address: PARIS_SNAPSHOT,
          carrier: "colissimo",
          status: "PROCESSED",
        })
        .returning();
      await ctx.app.db.insert(resaleItems).values({
        recycleLabelId: label!.id,
        description: "Pull",
        variantId: line!.variantId,
        status: "LISTED",
        vatScheme: "MARGIN",
      });
      await pay(f.orderId);
      const { text } = await invoiceText(f.orderId, f.headers);
      const flat = text.replace(/\s+/g, " ");
      // The dash is drawn in WinAnsi and read back as another byte
      const [head, tail] = SECOND_HAND_MENTION[locale].split(" – ").map((part) => part.replace(/[/']/g, "\\$&"));
      expect(flat).toMatch(new RegExp(`${head}.{1,3}${tail}`));
      expect(text).toContain(money(vatIncluded(f.total - line!.unitPriceCents).vatCents, locale));
      expect(text).not.toContain(money(vatIncluded(f.total).vatCents, locale));
      const mail = await outboxMail(ctx.app, `order-paid:${f.orderId}`);
      const message = (mail!.payload as { message: { text: string } }).message;
      expect(message.text.split("\n").filter((l) => l.includes(SECOND_HAND_MENTION[locale]))).toHaveLength(1);
    }
  });
});

describe("a paid box's invoice", () => {
  it("invoices the kept pieces only; the payment e-mail links to it", async () => {
    const box = await boxFixture(ctx.app, m);
    expectProblem(await get(invoiceUrl(box.orderId), box.headers), 404);
    const declared = await ctx.app.inject({
      method: "POST",
      url: `${box.url}/declaration`,
      headers: box.headers,
      payload: {
        lines: box.lines.map((l, i) =>
          i < 2
            ? { order_line_id: l.id, decision: "keep" }
            : { order_line_id: l.id, decision: "return", return_reason: "too_small" },
        ),
      },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const { text, number, order } = await invoiceText(box.orderId, box.headers);
    expect(order.status).toBe("PAID");
    expect(text).toContain(number);
    expect(text).toContain(money(order.totalAmountTtcCents, "fr"));
    expect(text).toContain(money(vatIncluded(order.totalAmountTtcCents).vatCents, "fr"));
    // The items are the two pieces kept
    const kept = box.lines.slice(0, 2).reduce((sum, l) => sum + l.unitPriceCents, 0);
    expect(order.itemsAmountTtcCents).toBe(kept);
    expect(text).toContain(money(kept, "fr"));

    const mail = await outboxMail(ctx.app, `box-paid:${box.orderId}`);
    const message = (mail!.payload as { message: { text: string; html: string } }).message;
    expect(message.text).toContain(`/infos/orders/${box.orderId}/invoice.pdf`);
    expect(message.html).toContain(`/infos/orders/${box.orderId}/invoice.pdf`);
  });
});
