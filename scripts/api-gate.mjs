// The storefront's pages wait for the API (issue point 9: `npm start` never shows a 500).
//
// Every page's loaders call the API, so until it answers they can only fail, and a visitor who
// opens the shop while the API is still starting (opening its database, loading the demo data on
// a first start) would see an error page. Until the API's /ready answers 200, the server answers
// 503 with Retry-After and a page in the visitor's language that reloads itself. Once ready, the
// gate costs nothing; a 5xx afterwards (the API may have gone away) makes the next request check
// again, so an API that stays down is answered by the same page instead of more errors.

const PROBE_TIMEOUT_MS = 2_000;

/**
 * Connect/Express middleware (plain Node requests and responses). `readinessUrl`: the API's GET /ready; `page({ pathname, cookie,
 * acceptLanguage }, retryAfterSeconds)` → `{ language, html }`, the page shown meanwhile.
 */
export function apiGate({ readinessUrl, page, retryAfterSeconds = 2, fetch = globalThis.fetch }) {
  let ready = false;
  let probe;
  // One probe at a time, whatever the number of visitors waiting
  const check = () =>
    (probe ??= fetch(readinessUrl, { signal: globalThis.AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      .then(
        (response) => response.ok,
        () => false,
      )
      .then((ok) => {
        ready = ok;
        probe = undefined;
        return ok;
      }));

  return async function gate(request, response, next) {
    if (ready || (await check())) {
      response.once("finish", () => {
        if (response.statusCode >= 500) ready = false;
      });
      return next();
    }
    const { language, html } = page(
      {
        pathname: new URL(request.url ?? "/", "http://storefront").pathname,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers["accept-language"],
      },
      retryAfterSeconds,
    );
    response.writeHead(503, {
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
      "Content-Language": language,
      "Content-Type": "text/html; charset=utf-8",
    });
    response.end(html);
  };
}
