/**
 * The printable card (pdf-lib): an A5 landscape page with the amount, the recipient and the giver,
 * the message, the code in a frame and where to add it — in the giver's page language, in the
 * kid (yellow) or woman (rose) colours. The standard Helvetica font covers Western European text;
 * a character it cannot draw (another script, an emoji) is replaced by "?" rather than failing.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import { ADD_GIFT_CARD_PATH, giftCardTexts, money, purposeText, type CardFacts } from "./mails.js";
import { mailDay, storefrontLink } from "../mail/index.js";

const A5_LANDSCAPE: [number, number] = [595.28, 419.53];

const COLOURS = {
  KID: { band: rgb(1, 0.835, 0.31), ink: rgb(0.13, 0.13, 0.13) },
  WOMAN: { band: rgb(0.93, 0.76, 0.76), ink: rgb(0.2, 0.12, 0.14) },
} as const;

/** The text with every character the font cannot draw replaced by "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize("NFC")].map((c) => (c === "\n" || known.has(c.codePointAt(0)!) ? c : "?")).join("");
}

/** Lines of at most `width` points, broken at spaces (a longer word is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const tryLine = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(tryLine, size) <= width) {
        line = tryLine;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The card as PDF bytes. */
export async function giftCardPdf(card: CardFacts, storefrontUrl: string): Promise<Uint8Array> {
  const t = giftCardTexts(card.locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`La Malle — ${t.pdfTitle} ${card.code}`);
  pdf.setAuthor("La Malle");
  pdf.setLanguage(card.locale);
  const page = pdf.addPage(A5_LANDSCAPE);
  const [width, height] = A5_LANDSCAPE;
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const oblique = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const colours = COLOURS[card.target ?? "KID"];
  const margin = 36;

  page.drawRectangle({ x: 0, y: height - 92, width, height: 92, color: colours.band });
  page.drawText("La Malle", { x: margin, y: height - 52, size: 28, font: bold, color: colours.ink });
  page.drawText(drawable(regular, t.pdfTitle), {
    x: margin,
    y: height - 76,
    size: 14,
    font: regular,
    color: colours.ink,
  });
  const amount = drawable(bold, money(card.amountCents, card.locale));
  const amountSize = 34;
  page.drawText(amount, {
    x: width - margin - bold.widthOfTextAtSize(amount, amountSize),
    y: height - 62,
    size: amountSize,
    font: bold,
    color: colours.ink,
  });

  let y = height - 124;
  const line = (text: string, font: PDFFont, size: number, gap = 6) => {
    for (const part of wrap(font, drawable(font, text), size, width - 2 * margin)) {
      page.drawText(part, { x: margin, y, size, font, color: rgb(0.13, 0.13, 0.13) });
      y -= size + gap;
    }
  };
  line(t.pdfFor(card.recipientName), bold, 16);
  line(t.pdfFrom(card.giverName), regular, 12);
  line(purposeText(t, card.appliesTo), regular, 11);
  if (card.message) {
    y -= 4;
    // At most six lines of message on the card; the e-mail carries it whole
    const lines = wrap(oblique, drawable(oblique, card.message), 11, width - 2 * margin).slice(0, 6);
    for (const part of lines) {
      page.drawText(part, { x: margin, y, size: 11, font: oblique, color: rgb(0.25, 0.25, 0.25) });
      y -= 15;
    }
  }

  // The code in a frame at the bottom, with where and until when to add it
  const boxHeight = 58;
  const boxY = 64;
  page.drawRectangle({
    x: margin,
    y: boxY,
    width: width - 2 * margin,
    height: boxHeight,
    borderColor: colours.ink,
    borderWidth: 1.5,
  });
  page.drawText(drawable(regular, t.code), { x: margin + 14, y: boxY + boxHeight - 20, size: 10, font: regular });
  page.drawText(card.code, { x: margin + 14, y: boxY + 14, size: 22, font: bold, color: colours.ink });
  const until = drawable(regular, t.validUntil(mailDay(card.validUntil, card.locale, "long")));
  page.drawText(until, { x: margin, y: 42, size: 10, font: regular });
  const where = drawable(regular, t.pdfHowTo(storefrontLink(storefrontUrl, card.locale, ADD_GIFT_CARD_PATH)));
  page.drawText(wrap(regular, where, 9, width - 2 * margin)[0] ?? "", { x: margin, y: 26, size: 9, font: regular });
  return pdf.save();
}
