/**
 * The printable card (pdfkit, through api/src/lib/pdf.ts): an A5 landscape page with the amount,
 * the recipient and the giver, the message, the code in a frame and where to add it — in the
 * giver's page language, in the kid (yellow) or woman (rose) colours. A character the standard
 * fonts cannot draw (another script, an emoji) is replaced by "?" rather than failing.
 */
import { A5_LANDSCAPE, FONTS, paragraph, pdfBuffer, textAt, textWidth, wrap } from "../../lib/pdf.js";
import { ADD_GIFT_CARD_PATH, giftCardTexts, money, purposeText, type CardFacts } from "./mails.js";
import { mailDay, storefrontLink } from "../mail/index.js";

const COLOURS = {
  KID: { band: "#ffd54f", ink: "#212121" },
  WOMAN: { band: "#edc2c2", ink: "#331f24" },
} as const;

/** The card as PDF bytes. */
export async function giftCardPdf(
  card: CardFacts,
  storefrontUrl: string,
  options: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const t = giftCardTexts(card.locale);
  const [width, height] = A5_LANDSCAPE;
  const title = `La Malle — ${t.pdfTitle} ${card.code}`;
  return pdfBuffer({ title, language: card.locale, size: A5_LANDSCAPE, compress: options.compress }, (doc) => {
    const colours = COLOURS[card.target ?? "KID"];
    const margin = 36;
    const inner = width - 2 * margin;

    doc.rect(0, 0, width, 92).fill(colours.band);
    textAt(doc, "La Malle", margin, 52, { font: FONTS.bold, size: 28, color: colours.ink });
    textAt(doc, t.pdfTitle, margin, 76, { font: FONTS.regular, size: 14, color: colours.ink });
    const amountStyle = { font: FONTS.bold, size: 34, color: colours.ink };
    const amount = money(card.amountCents, card.locale);
    textAt(doc, amount, width - margin - textWidth(doc, amount, amountStyle), 62, amountStyle);

    let y = 124;
    y = paragraph(doc, t.pdfFor(card.recipientName), { x: margin, y, width: inner }, { font: FONTS.bold, size: 16 });
    y = paragraph(doc, t.pdfFrom(card.giverName), { x: margin, y, width: inner }, { font: FONTS.regular, size: 12 });
    y = paragraph(
      doc,
      purposeText(t, card.appliesTo),
      { x: margin, y, width: inner },
      { font: FONTS.regular, size: 11 },
    );
    if (card.message) {
      // At most six lines of message on the card; the e-mail carries it whole
      const style = { font: FONTS.oblique, size: 11, color: "#404040" };
      paragraph(doc, card.message, { x: margin, y: y + 4, width: inner, gap: 4, maxLines: 6 }, style);
    }

    // The code in a frame at the bottom, with where and until when to add it
    const boxHeight = 58;
    const boxTop = height - 64 - boxHeight;
    doc.rect(margin, boxTop, inner, boxHeight).lineWidth(1.5).stroke(colours.ink);
    textAt(doc, t.code, margin + 14, boxTop + 20, { font: FONTS.regular, size: 10 });
    textAt(doc, card.code, margin + 14, boxTop + boxHeight - 14, { font: FONTS.bold, size: 22, color: colours.ink });
    const until = t.validUntil(mailDay(card.validUntil, card.locale, "long"));
    textAt(doc, until, margin, height - 42, { font: FONTS.regular, size: 10 });
    const where = t.pdfHowTo(storefrontLink(storefrontUrl, card.locale, ADD_GIFT_CARD_PATH));
    textAt(doc, wrap(doc, where, FONTS.regular, 9, inner)[0] ?? "", margin, height - 26, {
      font: FONTS.regular,
      size: 9,
    });
  });
}
