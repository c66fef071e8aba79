import { Buffer } from "node:buffer";
import { createHash, randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { createContext, type RouterContextProvider } from "react-router";

/**
 * Renders shared by every view of a page, signed in or not (decision 0069).
 *
 * A page's markup is a function of what its loaders returned, its address and status: two views
 * with the same inputs render the same document. The document of a view is kept a few seconds under
 * a key made of all of those inputs, so a view with the same inputs is served from it rather than
 * rendered again — whoever asks, since the key holds whatever the markup shows.
 *
 * What is one client's own (their id and e-mail in the root data, and the document's nonce) would
 * make every client's key different: the loaders give those values to the render as
 * tokens (`personal`), the same for every client, and the client's own values are filled in where
 * each token stands in the document, escaped for its place (HTML text and attributes, a JSON script,
 * React Router's hydration data). So the kept document holds no one's values, and one client's
 * values can only reach the document of the view that read them. Only a value no text depends on can
 * be a token: a render that chooses its words by the value (French elision before a vowel) would be
 * written for the token, not the client — the first name is keyed instead.
 *
 * Only document requests get tokens (the load context says so: scripts/serve.mjs); the data of a
 * client-side navigation carries the real values.
 */

/** Says whether a request asks for a document (not a navigation's data): the tokens are filled in only there. */
export const documentRequest = createContext<boolean>(false);
/** Says whether the browser takes gzip: the document is then sent gzipped from its template (`gzipFilledIn`). */
export const gzipAccepted = createContext<boolean>(false);

/** Random per process: no text a shopper or the catalogue holds can be taken for a token. */
const PREFIX = `personal${randomBytes(8).toString("hex")}`;
const TOKEN = new RegExp(`${PREFIX}-([a-z_]+)-`, "g");
/** Any trace of a token, whatever a render did with it (cut, upper-cased): it must not reach a browser. */
const TRACE = new RegExp(PREFIX, "gi");

export type PersonalValue = string | number;
/** What a view fills in, by token name. */
export type PersonalValues = Map<string, PersonalValue>;

const tokenOf = (name: string) => `${PREFIX}-${name}-`;
/** The document's nonce, filled in per view like a client's values. */
export const NONCE_TOKEN = tokenOf("nonce");

const byRequest = new WeakMap<object, PersonalValues>();

/** The values this request's document fills in; undefined for a request that is not a document's. */
export function personalValues(context: Readonly<RouterContextProvider> | undefined): PersonalValues | undefined {
  if (!context || !context.get(documentRequest)) return undefined;
  let values = byRequest.get(context);
  if (!values) byRequest.set(context, (values = new Map()));
  return values;
}

/**
 * One client's value for a loader's data: a document request gets its token (the same for every
 * client), the value being filled in per view; a navigation's data gets the value itself. Only
 * values a render shows as they are go through here: the token stands for them in the markup.
 */
export function personal<T extends PersonalValue>(context: Readonly<RouterContextProvider>, name: string, value: T): T {
  const values = personalValues(context);
  if (!values) return value;
  values.set(name, value);
  // The render sees the token in the value's place; only its text reaches the document
  return tokenOf(name) as T;
}

/** A document cut at its tokens: text, then each token's name and place, then text… */
type Slot = { name: string; place: "html" | "json" | "hydration" };
export type Template = {
  texts: string[];
  slots: Slot[];
  /** Each text's bytes (UTF-8): made at the first view sent. */
  bytes?: Buffer[];
  /** Each text compressed on its own (raw deflate ending on a byte): made at the first gzipped view. */
  deflated?: Buffer[];
};

/** Text and attributes as React escapes them. */
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
/** A JSON value inside a `<script>`: no `</script>`, `<!--` or line separator can end it early. */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
const escapeScript = (json: string) => json.replace(/[&<>\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);

/** The ranges of the document's inline scripts, [start, end) of each one's text. */
function scriptRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (let at = html.indexOf("<script"); at !== -1; at = html.indexOf("<script", at)) {
    const start = html.indexOf(">", at) + 1;
    const end = html.indexOf("</script>", start);
    if (start === 0 || end === -1) throw new Error("shared render: an unclosed script");
    ranges.push([start, end]);
    at = end;
  }
  return ranges;
}

/**
 * Cuts a rendered document at its tokens. A token in a script must be a whole JSON string: plain
 * (`window.ENV`'s JSON) or a JSON string inside a JavaScript string (React Router's hydration data,
 * `streamController.enqueue("…\"token\"…")`); anywhere else, HTML text or an attribute. A token in
 * any other form, or a trace of one a render changed, fails the render: it is never sent as it is.
 */
export function parseTemplate(html: string): Template {
  const scripts = scriptRanges(html);
  const texts: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of html.matchAll(TOKEN)) {
    let start = match.index;
    let end = start + match[0].length;
    let place: Slot["place"] = "html";
    if (scripts.some(([first, last]) => start >= first && end <= last)) {
      if (html.startsWith('\\"', start - 2) && html.startsWith('\\"', end)) {
        place = "hydration";
        start -= 2;
        end += 2;
      } else if (html[start - 1] === '"' && html[end] === '"') {
        place = "json";
        start -= 1;
        end += 1;
      } else throw new Error(`shared render: the token ${match[1]} is part of a script's text`);
    }
    texts.push(html.slice(from, start));
    slots.push({ name: match[1]!, place });
    from = end;
  }
  texts.push(html.slice(from));
  if ((html.match(TRACE)?.length ?? 0) !== slots.length)
    throw new Error("shared render: a token was changed by the render");
  return { texts, slots };
}

/** The value as it stands in each place of the document. */
function written(value: PersonalValue, place: Slot["place"]): string {
  if (place === "html") return escapeHtml(String(value));
  if (place === "json") return escapeScript(JSON.stringify(value));
  // The hydration data is JSON text (turbo-stream's) in a JavaScript string, escaped by React Router
  return escapeScript(JSON.stringify(JSON.stringify(value)).slice(1, -1));
}

/** Each token's text in this view. A token without a value fails. */
function filled(template: Template, values: PersonalValues): string[] {
  return template.slots.map((slot) => {
    const value = values.get(slot.name);
    if (value === undefined) throw new Error(`shared render: no value for ${slot.name}`);
    return written(value, slot.place);
  });
}

/** The template's texts as UTF-8, encoded once: a document sent as text was encoded per view. */
const textBytes = (template: Template) => (template.bytes ??= template.texts.map((text) => Buffer.from(text)));

/** Pieces in one array of their own (not a slice of Node's shared pool), for a Response. */
function joined(pieces: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(pieces.reduce((size, piece) => size + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** The document of one view (UTF-8): the template's texts with this view's values. */
export function fillIn(template: Template, values: PersonalValues): Uint8Array<ArrayBuffer> {
  const texts = filled(template, values);
  return joined(
    textBytes(template).flatMap((text, index) => (index > 0 ? [Buffer.from(texts[index - 1]!), text] : [text])),
  );
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: empty, stored, final. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STORED_MAX = 0xffff;

/** Bytes as deflate's stored (uncompressed) blocks, which start on a byte and end on one. */
function stored(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const part = bytes.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(header, part);
  }
  return blocks;
}

const compressed = (texts: readonly Buffer[]) =>
  texts.map((text) => deflateRawSync(text, { level: 6, finishFlush: constants.Z_FULL_FLUSH }));

/**
 * The document of one view, gzipped, without compressing it again: the template's texts are kept
 * compressed, each on its own and ending on a byte (a full flush), and this view's values go between
 * them as stored blocks; only the checksum runs over the whole document. A gzip reader sees one
 * deflate stream. The compression of a rendered page was a sixth of its CPU (decision 0069).
 */
export function gzipFilledIn(template: Template, values: PersonalValues): Uint8Array<ArrayBuffer> {
  const texts = filled(template, values);
  const bytes = textBytes(template);
  const deflated = (template.deflated ??= compressed(bytes));
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  const add = (text: Buffer, blocks: Buffer[]) => {
    crc = crc32(text, crc);
    size += text.length;
    pieces.push(...blocks);
  };
  bytes.forEach((text, index) => {
    if (index > 0) {
      const value = Buffer.from(texts[index - 1]!);
      add(value, stored(value));
    }
    add(text, [deflated[index]!]);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return joined([...pieces, LAST_BLOCK, trailer]);
}

/**
 * Whether a value's JSON tells it apart from any other value: plain objects, arrays and primitives,
 * or what their toJSON gives (a date). Not a Map, a promise, a class instance or a function. A walk
 * of its own, so JSON.stringify keeps its fast path: with a replacer function, a key of 6 KB of
 * inputs took 57 µs instead of 40 (hash included).
 */
function plain(value: unknown): boolean {
  if (typeof value === "function" || typeof value === "symbol") return false;
  if (value === null || typeof value !== "object") return true;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function")
    return plain((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) return value.every(plain);
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key in value) if (!plain((value as Record<string, unknown>)[key])) return false;
  return true;
}

/**
 * The key of a render's inputs: the address, the status, how it is written (whole for crawlers),
 * every route's loader data (with tokens for a client's own values). Undefined when some input is
 * not plain data, whose JSON could stand for several values: such a page is not shared.
 */
export function renderKey(inputs: unknown): string | undefined {
  if (!plain(inputs)) return undefined;
  return createHash("sha256").update(JSON.stringify(inputs)).digest("base64url");
}
