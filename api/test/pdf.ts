/** Reading the API's PDFs in tests. */
import { inflateSync } from "node:zlib";

/** The text drawn on a PDF's pages: its content streams inflated, the strings of their TJ operators. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      content = raw.slice(start, end);
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("");
      texts.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return texts.join("\n");
}
