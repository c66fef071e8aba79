import { Transform } from "node:stream";
import type { Translations } from "~/i18n";
import { paintFirst } from "~/lib/paint-first.server";
import { bundledTexts, hasTexts } from "./index";

/**
 * A language's keys by the key a render asks for: the key itself and the forms i18next may read
 * for it, its plurals and contexts (`cart.items` → `cart.items_one`, `cart.items_other`).
 */
const formsByLanguage = new Map<string, Map<string, string[]>>();

function formsOf(language: string): Map<string, string[]> {
  let forms = formsByLanguage.get(language);
  if (forms) return forms;
  forms = new Map();
  for (const key of Object.keys(bundledTexts(language))) {
    const last = key.lastIndexOf(".") + 1;
    for (let at = key.indexOf("_", last); at !== -1; at = key.indexOf("_", at + 1)) {
      const base = key.slice(0, at);
      forms.set(base, [...(forms.get(base) ?? []), key]);
    }
    forms.set(key, [...(forms.get(key) ?? []), key]);
  }
  formsByLanguage.set(language, forms);
  return forms;
}

/**
 * The bundled texts of the keys a render used, for the browser to hydrate the page with (decision
 * 0058): the page's texts instead of its language's files, which load once the page is idle.
 */
export function pageTexts(language: string, used: Iterable<string>): Translations {
  if (!hasTexts(language)) return {};
  const all = bundledTexts(language);
  const forms = formsOf(language);
  const texts: Translations = {};
  for (const key of used) for (const form of forms.get(key) ?? []) texts[form] = all[form]!;
  return texts;
}

/** Inline `<script>` text: no `</script>` or line separator can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The document with `window.PAGE_TEXTS`, the texts its render used, before its `</body>`: React
 * writes that tag last, once everything is rendered, so every key is recorded by then (after the
 * document, if a chunk split the tag: the parser still runs it before the page's module scripts).
 * The browser hydrates with them and loads the rest of the language once idle.
 *
 * React writes the document in 2 KB pieces, all of a render's in the same turn of the event loop;
 * each piece then went on its own through the response stream, the compression and the socket
 * (~30 for a home page: about a fifth of a signed-in page's storefront CPU, decision 0065). The
 * pieces of one turn go on together; what a later turn writes (a streamed Suspense boundary) follows
 * in its own. The first piece, the shell, has its scripts started after the first paint (decision 0070).
 */
export function withPageTexts(language: string, used: Set<string>, nonce: string): Transform {
  let named = false;
  const script = () => {
    named = true;
    const page = { language, texts: pageTexts(language, used) };
    return Buffer.from(`<script nonce="${nonce}">window.PAGE_TEXTS=${scriptJson(page)}</script>`);
  };
  const pending: Buffer[] = [];
  let shell = true;
  const release = (stream: Transform) => {
    if (pending.length === 0) return;
    const piece = Buffer.concat(pending.splice(0));
    stream.push(shell ? Buffer.from(paintFirst(piece.toString(), nonce)) : piece);
    shell = false;
  };
  return new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      const at = named ? -1 : bytes.indexOf("</body>");
      if (pending.length === 0) setImmediate(release, this);
      pending.push(at === -1 ? bytes : Buffer.concat([bytes.subarray(0, at), script(), bytes.subarray(at)]));
      callback();
    },
    flush(callback) {
      release(this);
      callback(null, named ? undefined : script());
    },
  });
}
