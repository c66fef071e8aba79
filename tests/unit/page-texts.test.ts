import { describe, expect, it } from "vitest";
import { bundledTranslations } from "~/locales/bundled.server";
import { pageTexts, scriptJson, withPageTexts } from "~/locales/page-texts.server";

describe("the texts a page's document carries for hydrating (decision 0058)", () => {
  it("holds the keys the render used, with their plural forms, and nothing else", () => {
    const fr = bundledTranslations.fr;
    const texts = pageTexts("fr", ["nav.cart", "footer.faq", "no.such.key"]);
    expect(texts).toEqual({
      "nav.cart_zero": fr["nav.cart_zero"],
      "nav.cart_one": fr["nav.cart_one"],
      "nav.cart_other": fr["nav.cart_other"],
      "footer.faq": fr["footer.faq"],
    });
  });

  it("holds nothing for a language without shop texts", () => {
    expect(pageTexts("xx", ["footer.faq"])).toEqual({});
  });

  it("is written so that no text can end the inline script", () => {
    const json = scriptJson({ text: "</script><script>alert(1)</script>\u2028" });
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>\u2028" });
  });

  it("goes on with the texts before </body>, the pieces of one turn of the event loop as one (decision 0065)", async () => {
    const stream = withPageTexts("fr", new Set(["footer.faq"]), "n0nce");
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const ended = new Promise((done) => stream.on("end", done));
    for (const piece of ["<html><body>", "<p>one</p>", "<p>two</p>"]) stream.write(Buffer.from(piece));
    await new Promise((done) => setImmediate(done));
    expect(out).toEqual(["<html><body><p>one</p><p>two</p>"]);
    // A later turn (a streamed boundary) goes on in its own piece, the texts before its </body>
    stream.write(Buffer.from("<p>three</p></body></html>"));
    stream.end();
    await ended;
    expect(out).toHaveLength(2);
    const faq = JSON.stringify(bundledTranslations.fr["footer.faq"]);
    expect(out[1]).toBe(
      `<p>three</p><script nonce="n0nce">window.PAGE_TEXTS={"language":"fr","texts":{"footer.faq":${faq}}}</script></body></html>`,
    );
  });

  it("adds the texts at the end of a document whose </body> was split between two pieces", async () => {
    const stream = withPageTexts("fr", new Set(), "n0nce");
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const ended = new Promise((done) => stream.on("end", done));
    stream.write(Buffer.from("<p>x</p></bo"));
    stream.end(Buffer.from("dy></html>"));
    await ended;
    expect(out.join("")).toBe(
      '<p>x</p></body></html><script nonce="n0nce">window.PAGE_TEXTS={"language":"fr","texts":{}}</script>',
    );
  });
});
