/**
 * The invoice of a paid shop order or box (issue 26) as an A4 PDF (pdfkit, through
 * api/src/lib/pdf.ts), in the order's language: the seller (config `seller`) and the buyer (the
 * billing address kept on the order, else its shipping address), the invoice's number and date, the
 * order's number, the lines invoiced, the totals with the VAT included and what paid them. The
 * rules (what is invoiced, the number, the VAT) are domain/invoice.ts's.
 */
import { eq } from "drizzle-orm";
import type { Seller } from "../../config.js";
import type { AppDatabase } from "../../db/client.js";
import { clients, orderLines, type AddressSnapshot } from "../../db/schema/index.js";
import { countryEntry } from "#domain/countries.js";
import { SECOND_HAND_MENTION, invoiceOf, type Invoice } from "#domain/invoice.js";
import type { ContentLocale } from "#domain/locales.js";
import { sizeLabel } from "#domain/profiles.js";
import { ApiError } from "../../plugins/errors.js";
import { A4, FONTS, paragraph, pdfBuffer, textAt, textWidth, wrap, type Pdf, type TextStyle } from "../../lib/pdf.js";
import { mailDay, mailMoney } from "../mail/index.js";
import { findOrder } from "./checkout/index.js";
import { inLocale, loadVariantItems } from "./items.js";
import { invoiceTexts } from "./invoice-texts.js";

export type InvoiceFacts = {
  invoice: Invoice;
  locale: ContentLocale;
  seller: Seller;
  /** The buyer's name and address lines. */
  buyer: string[];
};

/**
 * The invoice of one of the client's orders. Another client's order, none, or one without an
 * invoice (not paid, a gift card) answers 404: there is no such invoice to show.
 */
export async function invoiceFacts(
  db: AppDatabase,
  seller: Seller,
  clientId: number,
  orderId: number,
): Promise<InvoiceFacts> {
  const order = await findOrder(db, clientId, orderId);
  if (!order) throw ApiError.notFound("Order not found");
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  const items = await loadVariantItems(
    db,
    lines.map((l) => l.variantId),
  );
  const invoice = invoiceOf({
    ...order,
    lines: lines.map((l) => {
      const item = items.get(l.variantId);
      const name = (item && inLocale(item.cleanName, order.locale)) ?? item?.reference ?? "";
      return {
        name: item?.brand ? `${item.brand} — ${name}` : name,
        size: item ? sizeLabel(item.size, order.locale) : "",
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        status: l.status,
        secondHand: item?.secondHand ?? false,
      };
    }),
  });
  if (!invoice) throw ApiError.notFound("This order has no invoice (not paid)");
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  return {
    invoice,
    locale: order.locale,
    seller,
    buyer: buyerLines(order.billingAddress ?? order.shippingAddress, client, order.locale),
  };
}

function buyerLines(
  address: AddressSnapshot | null,
  client: { firstname: string | null; lastname: string | null; email: string } | undefined,
  locale: ContentLocale,
): string[] {
  const fullName = (first: string | null | undefined, last: string | null | undefined) =>
    [first, last].filter((part) => part?.trim()).join(" ");
  const name = fullName(address?.firstname, address?.lastname) || fullName(client?.firstname, client?.lastname);
  if (!address) return [name || client?.email || ""].filter(Boolean);
  return [
    name,
    address.street,
    address.complement ?? "",
    `${address.postcode} ${address.city}`,
    countryEntry(address.countryCode, locale).name,
  ].filter(Boolean);
}

const INK = "#212121";
const SOFT = "#555555";
const BAND = "#ffd54f";
const MARGIN = 40;

/** An amount as the reader writes it; the narrow no-break space (1 000 in French) drawn as a plain one. */
function money(cents: number, locale: ContentLocale): string {
  return mailMoney(cents, locale).replace(/\u202f/g, "\u00a0");
}

/** Text ending at `right` (amounts). */
function textRight(doc: Pdf, text: string, right: number, y: number, style: TextStyle) {
  textAt(doc, text, right - textWidth(doc, text, style), y, style);
}

/** The invoice as PDF bytes. */
export async function invoicePdf(facts: InvoiceFacts, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { invoice, locale, seller } = facts;
  const t = invoiceTexts(locale);
  const [width, height] = A4;
  const right = width - MARGIN;
  const regular = { font: FONTS.regular, size: 10, color: INK } as const;
  const bold = { font: FONTS.bold, size: 10, color: INK } as const;
  const label = { font: FONTS.bold, size: 9, color: SOFT } as const;
  const info = {
    title: `La Malle — ${t.title} ${invoice.number}`,
    language: locale,
    size: A4,
    compress: options.compress,
  };
  return pdfBuffer(info, (doc) => {
    // ── The band: the shop, the document and its number ──
    doc.rect(MARGIN, MARGIN, width - 2 * MARGIN, 48).fill(BAND);
    textAt(doc, "La Malle", MARGIN + 16, MARGIN + 31, { font: FONTS.bold, size: 20, color: INK });
    const titleStyle = { font: FONTS.bold, size: 16, color: INK } as const;
    textRight(doc, `${t.title} ${invoice.number}`, right - 16, MARGIN + 30, titleStyle);

    // ── The seller and the buyer ──
    const blockTop = MARGIN + 84;
    const half = (width - 2 * MARGIN) / 2;
    textAt(doc, t.seller.toUpperCase(), MARGIN, blockTop, label);
    let y = blockTop + 18;
    const sellerLines = [
      seller.name,
      seller.street,
      `${seller.postcode} ${seller.city}`,
      countryEntry(seller.country, locale).name,
    ];
    sellerLines.forEach((line, index) => {
      y = paragraph(doc, line, { x: MARGIN, y, width: half - 20, gap: 4, maxLines: 2 }, index === 0 ? bold : regular);
    });
    y = paragraph(
      doc,
      `${t.siret} ${seller.siret}`,
      { x: MARGIN, y: y + 4, width: half - 20, gap: 3 },
      {
        ...regular,
        size: 9,
        color: SOFT,
      },
    );
    const sellerBottom = paragraph(
      doc,
      `${t.vatNumber} ${seller.vatNumber}`,
      { x: MARGIN, y, width: half - 20, gap: 3 },
      {
        ...regular,
        size: 9,
        color: SOFT,
      },
    );

    const buyerX = MARGIN + half + 10;
    textAt(doc, t.buyer.toUpperCase(), buyerX, blockTop, label);
    y = blockTop + 18;
    facts.buyer.forEach((line, index) => {
      y = paragraph(doc, line, { x: buyerX, y, width: half - 10, gap: 4, maxLines: 2 }, index === 0 ? bold : regular);
    });

    // ── The invoice's references ──
    y = Math.max(sellerBottom, y) + 18;
    const references: [string, string][] = [
      [t.number, invoice.number],
      [t.date, mailDay(invoice.date, locale, "long")],
      [invoice.kind === "BOX" ? `${t.order} (${t.box})` : t.order, String(invoice.orderId)],
    ];
    const referenceWidth = Math.max(...references.map(([name]) => textWidth(doc, name, bold))) + 16;
    for (const [name, value] of references) {
      textAt(doc, name, MARGIN, y, bold);
      textAt(doc, value, MARGIN + referenceWidth, y, regular);
      y += 16;
    }

    // ── The lines ──
    const columns = [
      { key: "item", x: MARGIN, width: 215, align: "left" },
      { key: "size", x: MARGIN + 222, width: 68, align: "left" },
      { key: "quantity", x: MARGIN + 295, width: 36, align: "right" },
      { key: "unitPrice", x: MARGIN + 336, width: 85, align: "right" },
      { key: "amount", x: MARGIN + 426, width: right - MARGIN - 426, align: "right" },
    ] as const;
    y += 20;
    const header = () => {
      const wrapped = columns.map((c) => wrap(doc, t.columns[c.key], FONTS.bold, 9, c.width).slice(0, 2));
      const rows = Math.max(...wrapped.map((w) => w.length));
      columns.forEach((c, index) =>
        wrapped[index]!.forEach((text, row) => {
          const lineY = y + (rows - wrapped[index]!.length + row) * 11;
          if (c.align === "right") textRight(doc, text, c.x + c.width, lineY, label);
          else textAt(doc, text, c.x, lineY, label);
        }),
      );
      y += (rows - 1) * 11;
      doc
        .moveTo(MARGIN, y + 6)
        .lineTo(right, y + 6)
        .lineWidth(0.5)
        .stroke(SOFT);
      y += 22;
    };
    header();
    for (const line of invoice.lines) {
      const cells = {
        // A second-hand piece carries the margin scheme's legal mention under its name
        item: line.secondHand ? `${line.name}\n${SECOND_HAND_MENTION[locale]}` : line.name,
        size: line.size,
        quantity: String(line.quantity),
        unitPrice: money(line.unitPriceCents, locale),
        amount: money(line.amountCents, locale),
      };
      const wrapped = columns.map((c) => wrap(doc, cells[c.key], FONTS.regular, 10, c.width).slice(0, 4));
      const rowHeight = Math.max(...wrapped.map((w) => w.length)) * 13 + 6;
      if (y + rowHeight > height - MARGIN - 40) {
        doc.addPage({ size: A4, margin: 0 });
        y = MARGIN + 10;
        header();
      }
      columns.forEach((c, index) =>
        wrapped[index]!.forEach((text, row) => {
          if (c.align === "right") textRight(doc, text, c.x + c.width, y + row * 13, regular);
          else textAt(doc, text, c.x, y + row * 13, regular);
        }),
      );
      y += rowHeight;
    }
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(right, y - 4)
      .lineWidth(0.5)
      .stroke(SOFT);

    // ── The totals, the VAT included and what paid them ──
    const rows: { name: string; value: string; strong?: boolean; soft?: boolean; gapBefore?: number }[] = [
      { name: t.items, value: money(invoice.itemsCents, locale) },
    ];
    if (invoice.discountCents > 0) rows.push({ name: t.discount, value: `– ${money(invoice.discountCents, locale)}` });
    if (invoice.stylingFeeCents > 0) rows.push({ name: t.stylingFee, value: money(invoice.stylingFeeCents, locale) });
    rows.push({
      name: t.shipping,
      value: invoice.shippingOffered ? t.shippingOffered : money(invoice.shippingCents, locale),
    });
    rows.push({ name: t.total, value: money(invoice.totalTtcCents, locale), strong: true, gapBefore: 6 });
    rows.push({ name: t.vat(invoice.vatRatePercent), value: money(invoice.vatCents, locale), soft: true });
    rows.push({ name: t.totalHt, value: money(invoice.totalHtCents, locale), soft: true });
    const paid = [
      { name: t.wallet, cents: invoice.paid.walletCents },
      { name: t.giftCard, cents: invoice.paid.giftCardCents },
      { name: t.paymentMethod, cents: invoice.paid.paymentMethodCents },
    ].filter((p) => p.cents > 0);
    const totalsHeight = rows.length * 16 + 20 + (paid.length > 0 ? 24 + paid.length * 16 : 0) + 60;
    if (y + totalsHeight > height - MARGIN) {
      doc.addPage({ size: A4, margin: 0 });
      y = MARGIN + 10;
    }
    const totalsX = MARGIN + 270;
    y += 14;
    for (const row of rows) {
      y += row.gapBefore ?? 0;
      const style = row.strong ? { ...bold, size: 12 } : row.soft ? { ...regular, color: SOFT } : regular;
      if (row.strong) {
        doc
          .moveTo(totalsX, y - 16)
          .lineTo(right, y - 16)
          .lineWidth(0.8)
          .stroke(INK);
        y += 4;
      }
      textAt(doc, row.name, totalsX, y, style);
      textRight(doc, row.value, right, y, style);
      y += row.strong ? 20 : 16;
    }
    if (paid.length > 0) {
      y += 10;
      textAt(doc, t.paidBy.toUpperCase(), totalsX, y, label);
      y += 16;
      for (const p of paid) {
        textAt(doc, p.name, totalsX, y, regular);
        textRight(doc, money(p.cents, locale), right, y, regular);
        y += 16;
      }
    }

    // ── The VAT's note and the seller's legal line ──
    y += 24;
    y = paragraph(
      doc,
      invoice.secondHandCents > 0
        ? `${t.vatNote(invoice.vatRatePercent)} ${t.secondHandNote}`
        : t.vatNote(invoice.vatRatePercent),
      { x: MARGIN, y, width: right - MARGIN, gap: 4 },
      {
        font: FONTS.oblique,
        size: 9,
        color: SOFT,
      },
    );
    paragraph(doc, t.thanks, { x: MARGIN, y: y + 4, width: right - MARGIN }, { ...regular, size: 10 });
    const legal = `${seller.name} · ${seller.street}, ${seller.postcode} ${seller.city} · ${t.siret} ${seller.siret} · ${t.vatNumber} ${seller.vatNumber}`;
    const footer = { font: FONTS.regular, size: 8, color: SOFT } as const;
    const footerLines = wrap(doc, legal, footer.font, footer.size, right - MARGIN);
    footerLines.forEach((line, index) =>
      textAt(doc, line, MARGIN, height - MARGIN + 8 - (footerLines.length - 1 - index) * 11, footer),
    );
  });
}
