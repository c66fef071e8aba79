// A few seconds' copy of the product pages' HTML for visitors without a session (decision 0020).
//
// Product pages are the shop's most visited and mostly seen by crawlers and first-time visitors,
// who all get the same page: rendering it (root layout, translations, header, footer) costs some
// 13 ms of CPU each time (npm run bench:shop). A view is kept only when nothing in it can be
// personal: a GET without the session cookie (no client, no flashed message), answered 200 in
// HTML without setting a cookie. What else changes the page is in the key: the address with its
// query, the language cookies and Accept-Language (the unprefixed French pages), the chosen
// country (number formats), the cart's count (the header) and whether the visitor is a crawler.
import { Buffer } from "node:buffer";
import { parse } from "cookie";
import { isbot } from "isbot";

/** /shop/product/{id} and /shop/{collection}/{id}, in every language. */
const PRODUCT_PAGE = /^(?:\/(?:de|nl|es))?\/shop\/(?:product|[\w-]+)\/\d+$/;
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;
/** Headers that belong to one response's transfer, not to the page. */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie", "vary"]);

function cacheKey(request) {
  if (request.method !== "GET" || !PRODUCT_PAGE.test(request.path)) return undefined;
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

const asBuffer = (chunk, encoding) =>
  typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);

/** Express middleware: answers from the copy, or keeps the page the handler writes. */
export function pageCache({ ttlMs = TTL_MS, now = Date.now } = {}) {
  const pages = new Map();
  return (request, response, next) => {
    const key = cacheKey(request);
    if (!key) return next();
    const hit = pages.get(key);
    if (hit && hit.expires > now()) {
      response.status(200).set(hit.headers).set("x-page-cache", "hit");
      return response.end(hit.body);
    }
    pages.delete(key);
    const chunks = [];
    const write = response.write.bind(response);
    const end = response.end.bind(response);
    response.write = (chunk, encoding, callback) => {
      if (chunk) chunks.push(asBuffer(chunk, encoding));
      return write(chunk, encoding, callback);
    };
    response.end = (chunk, encoding, callback) => {
      if (chunk && typeof chunk !== "function") chunks.push(asBuffer(chunk, encoding));
      const type = String(response.getHeader("content-type") ?? "");
      if (response.statusCode === 200 && !response.getHeader("set-cookie") && type.startsWith("text/html")) {
        const headers = Object.fromEntries(
          Object.entries(response.getHeaders()).filter(([name]) => !TRANSFER_HEADERS.has(name)),
        );
        pages.set(key, { expires: now() + ttlMs, headers, body: Buffer.concat(chunks) });
        // Oldest first: a Map keeps insertion order
        if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value);
      }
      return end(chunk, encoding, callback);
    };
    next();
  };
}
