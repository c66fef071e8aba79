// A few seconds' copy of the pages every visitor without a session sees alike (decisions 0020, 0057).
//
// The shop's product and collection pages, the home pages and the sign-in page are the most visited,
// mostly by crawlers and visitors who are not signed in, who all get the same page: rendering one
// (root layout, translations, header, footer, the compression of its HTML) costs some 10 ms of CPU
// each time (npm run bench:shop). A view is kept only when nothing in it can be personal: a GET
// without the session cookie (no client, no flashed message), answered 200 in HTML without setting a
// cookie. What else changes the page is in the key: the address with its query, the language cookies
// and Accept-Language (the unprefixed French pages), the chosen country (number formats), the cart's
// count (the header) and whether the visitor is a crawler. The copy is kept gzipped as well, so a
// view served from it costs neither a render nor a compression.
//
// How long: the shop's pages 5 s (their stock already shows up to the API's and the storefront's
// short caches late, decision 0020); the home and sign-in pages, whose content is the content
// administration's, for CONTENT_FRESH_MS (decision 0054: an edit shows within it; 0 keeps none).
import { Buffer } from "node:buffer";
import { gunzipSync, gzipSync } from "node:zlib";
import { parse } from "cookie";
import { isbot } from "isbot";
import { acceptsEncoding } from "./compressed-assets.mjs";

const PREFIX = "(?:/(?:de|nl|es))?";
/** /shop/product/{id} and /shop/{collection}/{id}. */
const PRODUCT_PAGE = new RegExp(`^${PREFIX}/shop/(?:product|[\\w-]+)/\\d+$`);
/** /shop, /shop/all-products and /shop/{collection}: not the cart, the checkout and the pages of one client. */
const COLLECTION_PAGE = new RegExp(`^${PREFIX}/shop(?:/(?!(?:cart|checkout|payment-successful|your-shop)$)[\\w-]+)?$`);
/** The kids' and the women's home pages, and the sign-in page. */
const CONTENT_PAGE = new RegExp(`^${PREFIX}(?:/|/woman|/login)?$`);
export const SHOP_TTL_MS = 5_000;
const MAX_ENTRIES = 500;
/** Headers that belong to one response's transfer, not to the page. */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie", "vary"]);

/** How long the page at `path` may be kept, 0 when it is never kept. */
function ttlOf(path, contentTtlMs) {
  if (PRODUCT_PAGE.test(path) || COLLECTION_PAGE.test(path)) return SHOP_TTL_MS;
  if (CONTENT_PAGE.test(path)) return contentTtlMs;
  return 0;
}

function cacheKey(request) {
  const cookies = parse(request.headers.cookie ?? "");
  if (cookies.__session) return undefined;
  return JSON.stringify([
    request.originalUrl,
    request.headers["accept-language"] ?? "",
    cookies.lang ?? "",
    cookies.selected_country ?? "",
    cookies.lc_cart_count ?? "",
    isbot(request.headers["user-agent"] ?? ""),
  ]);
}

/** Whether the browser takes gzip (an Accept-Encoding entry gzip or *, without q=0). */
export const acceptsGzip = (header = "") => acceptsEncoding(header, "gzip");

const asBuffer = (chunk, encoding) =>
  typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);

/**
 * Express middleware, placed after compression(): answers from the copy (gzipped when the browser
 * takes it: compression() leaves an encoded answer alone), or keeps the page the handler writes.
 * `contentTtlMs` is CONTENT_FRESH_MS.
 */
export function pageCache({ contentTtlMs = 0, now = Date.now } = {}) {
  const pages = new Map();
  return (request, response, next) => {
    const ttlMs = request.method === "GET" ? ttlOf(request.path, contentTtlMs) : 0;
    const key = ttlMs > 0 ? cacheKey(request) : undefined;
    if (!key) return next();
    const hit = pages.get(key);
    if (hit && hit.expires > now()) {
      response.status(200).set(hit.headers).set("x-page-cache", "hit").vary("Accept-Encoding");
      if (!acceptsGzip(request.headers["accept-encoding"])) return response.end(hit.body);
      return response.set("content-encoding", "gzip").end(hit.gzipped);
    }
    pages.delete(key);
    const chunks = [];
    const write = response.write.bind(response);
    const end = response.end.bind(response);
    // How the handler encoded the page (the storefront gzips its documents itself, decision 0069), read
    // before compression() sets its own encoding for what it compresses after this
    let encoding;
    const capture = (chunk, chunkEncoding) => {
      encoding ??= String(response.getHeader("content-encoding") ?? "identity");
      if (chunk && typeof chunk !== "function") chunks.push(asBuffer(chunk, chunkEncoding));
    };
    response.write = (chunk, chunkEncoding, callback) => {
      capture(chunk, chunkEncoding);
      return write(chunk, chunkEncoding, callback);
    };
    response.end = (chunk, chunkEncoding, callback) => {
      capture(chunk, chunkEncoding);
      const type = String(response.getHeader("content-type") ?? "");
      const known = encoding === "identity" || encoding === "gzip";
      if (response.statusCode === 200 && !response.getHeader("set-cookie") && type.startsWith("text/html") && known) {
        const headers = Object.fromEntries(
          Object.entries(response.getHeaders()).filter(([name]) => !TRANSFER_HEADERS.has(name)),
        );
        const sent = Buffer.concat(chunks);
        const [body, gzipped] = encoding === "gzip" ? [gunzipSync(sent), sent] : [sent, gzipSync(sent)];
        pages.set(key, { expires: now() + ttlMs, headers, body, gzipped });
        // Oldest first: a Map keeps insertion order
        if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value);
      }
      return end(chunk, chunkEncoding, callback);
    };
    next();
  };
}
