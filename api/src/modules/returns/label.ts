/**
 * The return label (pdfkit, through api/src/lib/pdf.ts): an A4 page whose top half is the label to
 * stick on the parcel — the return's number as text and as a Code 128 barcode, the carrier and where
 * to drop the parcel, the last day to send it, the family as sender and the warehouse as recipient —
 * and whose bottom half is the packing slip listing each piece to put in the parcel. In the
 * family's language; a long slip goes on to further pages.
 */
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import type { Carrier } from "#domain/checkout.js";
import type { ContentLocale } from "#domain/locales.js";
import { returnModesFor, returnNumber } from "#domain/returns.js";
import type { WarehouseAddress } from "../../config.js";
import {
  A4,
  FONTS,
  a4Info,
  addressBlock,
  code128,
  paragraph,
  pdfBuffer,
  textAt,
  textWidth,
  wrap,
  INK,
  SOFT,
  type PostalAddress,
} from "../../lib/pdf.js";
import { mailDay } from "../mail/index.js";
import { labelTexts } from "./texts.js";

export type { PostalAddress };

export type LabelFacts = {
  returnId: number;
  orderId: number;
  locale: ContentLocale;
  carrier: Carrier;
  /** Last day to send the parcel (YYYY-MM-DD); null: not known. */
  deadline: string | null;
  sender: PostalAddress;
  recipient: WarehouseAddress;
  lines: { productName: string; size: string; reference: string; quantity: number; reason: string | null }[];
};

const BAND = "#ffd54f";
const MARGIN = 40;

/** The label and its packing slip as PDF bytes. */
export async function returnLabelPdf(facts: LabelFacts, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = labelTexts(facts.locale);
  const number = returnNumber(facts.returnId);
  const [width, height] = A4;
  const inner = width - 2 * MARGIN;
  return pdfBuffer(a4Info(`${t.title} ${number}`, facts.locale, options.compress), async (doc) => {
    // ── The label ──
    const top = MARGIN;
    const labelHeight = 390;
    doc.rect(MARGIN, top, inner, 44).fill(BAND);
    textAt(doc, `La Malle — ${t.title}`, MARGIN + 16, top + 28, { font: FONTS.bold, size: 16, color: INK });
    const carrierStyle = { font: FONTS.bold, size: 16, color: INK };
    const carrierName = CARRIER_NAMES[facts.carrier];
    textAt(doc, carrierName, width - MARGIN - 16 - textWidth(doc, carrierName, carrierStyle), top + 28, carrierStyle);
    doc.rect(MARGIN, top, inner, labelHeight).lineWidth(1.5).stroke(INK);

    // The number, read by the warehouse's scanner, and where and until when to send the parcel
    await code128(doc, number, { x: MARGIN + 16, y: top + 62, width: 250, height: 70 });
    textAt(doc, t.returnNumber, MARGIN + 16, top + 152, { font: FONTS.regular, size: 9, color: SOFT });
    textAt(doc, number, MARGIN + 16, top + 172, { font: FONTS.bold, size: 20, color: INK });
    textAt(doc, t.order(facts.orderId), MARGIN + 16, top + 190, { font: FONTS.regular, size: 10, color: SOFT });

    const right = MARGIN + 290;
    const rightWidth = width - MARGIN - 16 - right;
    const mode = returnModesFor(facts.sender.country, facts.locale).find((m) => m.carrier === facts.carrier);
    let y = top + 72;
    textAt(doc, t.carrier.toUpperCase(), right, y, { font: FONTS.bold, size: 9, color: SOFT });
    y = paragraph(doc, carrierName, { x: right, y: y + 18, width: rightWidth }, { font: FONTS.bold, size: 13 });
    const where = mode?.dropOff === "relay" ? t.relay : t.postOffice;
    y = paragraph(
      doc,
      mode?.homePickup ? `${where} ${t.homePickup}` : where,
      { x: right, y, width: rightWidth, gap: 3 },
      { font: FONTS.regular, size: 10 },
    );
    if (facts.deadline) {
      const sendBy = t.sendBy(mailDay(facts.deadline, facts.locale, "long"));
      paragraph(doc, sendBy, { x: right, y: y + 8, width: rightWidth, gap: 3 }, { font: FONTS.bold, size: 11 });
    }

    // From the family to the warehouse: the recipient is what the carrier reads first
    doc
      .moveTo(MARGIN + 16, top + 212)
      .lineTo(width - MARGIN - 16, top + 212)
      .lineWidth(0.5)
      .stroke(SOFT);
    addressBlock(doc, t.sender, facts.sender, { x: MARGIN + 16, y: top + 236, width: 200 }, false, facts.locale);
    doc
      .rect(right - 12, top + 222, width - MARGIN - 16 - right + 12, 150)
      .lineWidth(1)
      .stroke(INK);
    addressBlock(doc, t.recipient, facts.recipient, { x: right, y: top + 242, width: rightWidth }, true, facts.locale);

    // The cut line and the packing slip
    const cut = top + labelHeight + 24;
    doc
      .moveTo(MARGIN, cut)
      .lineTo(width - MARGIN, cut)
      .dash(4, { space: 4 })
      .lineWidth(0.8)
      .stroke(SOFT)
      .undash();
    textAt(doc, t.cutHere, MARGIN, cut + 16, { font: FONTS.oblique, size: 9, color: SOFT });

    y = cut + 52;
    textAt(doc, `${t.slipTitle} — ${number}`, MARGIN, y, { font: FONTS.bold, size: 15, color: INK });
    y = paragraph(
      doc,
      `${t.order(facts.orderId)} · ${t.slipIntro}`,
      { x: MARGIN, y: y + 20, width: inner },
      { font: FONTS.regular, size: 10, color: SOFT },
    );

    const columns = [
      { key: "item", x: MARGIN, width: 200 },
      { key: "size", x: MARGIN + 205, width: 55 },
      { key: "reference", x: MARGIN + 265, width: 105 },
      { key: "quantity", x: MARGIN + 375, width: 35 },
      { key: "reason", x: MARGIN + 415, width: inner - 415 },
    ] as const;
    const header = () => {
      y += 8;
      for (const c of columns) textAt(doc, t.columns[c.key], c.x, y, { font: FONTS.bold, size: 9, color: SOFT });
      doc
        .moveTo(MARGIN, y + 6)
        .lineTo(width - MARGIN, y + 6)
        .lineWidth(0.5)
        .stroke(SOFT);
      y += 22;
    };
    header();
    for (const line of facts.lines) {
      const cells = {
        item: line.productName,
        size: line.size,
        reference: line.reference,
        quantity: String(line.quantity),
        reason: line.reason ? (t.reasons[line.reason] ?? line.reason) : "—",
      };
      const wrapped = columns.map((c) => wrap(doc, cells[c.key], FONTS.regular, 10, c.width).slice(0, 3));
      const rowHeight = Math.max(...wrapped.map((w) => w.length)) * 13 + 6;
      if (y + rowHeight > height - MARGIN) {
        doc.addPage({ size: A4, margin: 0 });
        y = MARGIN + 10;
        header();
      }
      // A box to tick as each piece goes into the parcel
      doc
        .rect(MARGIN - 16, y - 9, 9, 9)
        .lineWidth(0.7)
        .stroke(INK);
      columns.forEach((c, index) => {
        wrapped[index]!.forEach((text, row) =>
          textAt(doc, text, c.x, y + row * 13, { font: FONTS.regular, size: 10, color: INK }),
        );
      });
      y += rowHeight;
    }
  });
}
