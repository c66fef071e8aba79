/**
 * What the API's printed documents share (pdfkit): a document written to a Buffer, text the
 * standard fonts can draw, lines wrapped to a width, text placed on its baseline, and a Code 128
 * barcode drawn by bwip-js. The standard fonts (Helvetica…) use WinAnsi: Western European text;
 * a character they cannot draw (another script, an emoji) becomes "?" rather than a blank box.
 */
import PDFDocument from "pdfkit";
import { toBuffer } from "bwip-js/node";
import { countryEntry } from "#domain/countries.js";
import type { ContentLocale, CountryCode } from "#domain/locales.js";

export type Pdf = PDFKit.PDFDocument;

/** Page sizes in points. */
export const A4: [number, number] = [595.28, 841.89];
export const A5_LANDSCAPE: [number, number] = [595.28, 419.53];

export const FONTS = { regular: "Helvetica", bold: "Helvetica-Bold", oblique: "Helvetica-Oblique" } as const;
export type FontName = (typeof FONTS)[keyof typeof FONTS];

/** Code points WinAnsi draws besides Latin-1: € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ. */
const WIN_ANSI_EXTRA = new Set([
  8364, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 381, 8216, 8217, 8220, 8221, 8226, 8211, 8212,
  732, 8482, 353, 8250, 339, 382, 376,
]);

/** The text with every character the standard fonts cannot draw replaced by "?" (line breaks kept). */
export function drawable(text: string): string {
  return [...text.normalize("NFC")]
    .map((c) => {
      const code = c.codePointAt(0)!;
      const latin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return c === "\n" || latin || WIN_ANSI_EXTRA.has(code) ? c : "?";
    })
    .join("");
}

/**
 * Makes a document of one first page, lets `draw` fill it, and answers its bytes. `compress: false`
 * keeps the content streams readable (tests look for their text).
 */
export async function pdfBuffer(
  info: { title: string; language: string; size: [number, number]; compress?: boolean },
  draw: (doc: Pdf) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: info.size,
    margin: 0,
    compress: info.compress ?? true,
    lang: info.language,
    displayTitle: true,
    info: { Title: drawable(info.title), Author: "La Malle", Creator: "La Malle" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

/** The information of an A4 document of La Malle titled `title` (a label, a slip) in a language. */
export function a4Info(title: string, language: string, compress?: boolean) {
  return { title: `La Malle — ${title}`, language, size: A4, compress };
}

/** Lines of at most `width` points in this font and size, broken at spaces (a longer word is cut). */
export function wrap(doc: Pdf, text: string, font: FontName, size: number, width: number): string[] {
  doc.font(font).fontSize(size);
  const fits = (s: string) => doc.widthOfString(s) <= width;
  const lines: string[] = [];
  for (const paragraph of drawable(text).split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const tryLine = line ? `${line} ${word}` : word;
      if (fits(tryLine)) {
        line = tryLine;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (!fits(rest) && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export type TextStyle = { font: FontName; size: number; color?: string };

/** One line of text whose baseline is `y` points from the top of the page (no wrapping). */
export function textAt(doc: Pdf, text: string, x: number, y: number, style: TextStyle): void {
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? "#212121")
    .text(drawable(text), x, y, { lineBreak: false, baseline: "alphabetic" });
}

/** The width of a line of text in this style. */
export function textWidth(doc: Pdf, text: string, style: TextStyle): number {
  return doc.font(style.font).fontSize(style.size).widthOfString(drawable(text));
}

/**
 * Wrapped text from the baseline `y` down, `maxLines` at most: answers the baseline under the last
 * line drawn (where the next text goes).
 */
export function paragraph(
  doc: Pdf,
  text: string,
  box: { x: number; y: number; width: number; gap?: number; maxLines?: number },
  style: TextStyle,
): number {
  let y = box.y;
  for (const line of wrap(doc, text, style.font, style.size, box.width).slice(0, box.maxLines)) {
    textAt(doc, line, box.x, y, style);
    y += style.size + (box.gap ?? 6);
  }
  return y;
}

/** A Code 128 barcode of `text`, `width` × `height` points at (x, y) from the top-left corner. */
export async function code128(
  doc: Pdf,
  text: string,
  box: { x: number; y: number; width: number; height: number },
): Promise<void> {
  const png = await toBuffer({ bcid: "code128", text, scale: 3, height: 15, includetext: false });
  doc.image(png, box.x, box.y, { width: box.width, height: box.height });
}

/** The ink of the labels' text and of their quieter headings. */
export const INK = "#212121";
export const SOFT = "#555555";

export type PostalAddress = {
  name: string;
  street: string;
  complement?: string | null;
  postcode: string;
  city: string;
  country: CountryCode;
};

/** An address block under its heading (a label's sender or recipient); answers the baseline under it. */
export function addressBlock(
  doc: Pdf,
  heading: string,
  address: PostalAddress,
  at: { x: number; y: number; width: number },
  big: boolean,
  locale: ContentLocale,
) {
  textAt(doc, heading.toUpperCase(), at.x, at.y, { font: FONTS.bold, size: 9, color: SOFT });
  const size = big ? 14 : 11;
  const lines = [
    address.name,
    address.street,
    address.complement ?? "",
    `${address.postcode} ${address.city}`,
    countryEntry(address.country, locale).name.toUpperCase(),
  ].filter(Boolean);
  let y = at.y + size + 8;
  lines.forEach((line, index) => {
    const font = index === 0 || big ? FONTS.bold : FONTS.regular;
    y = paragraph(doc, line, { x: at.x, y, width: at.width, gap: 4, maxLines: 2 }, { font, size, color: INK });
  });
  return y;
}
