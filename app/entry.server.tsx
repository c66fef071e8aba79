import { AsyncLocalStorage } from "node:async_hooks";
import { createReadableStreamFromReadable } from "@react-router/node";
import * as Sentry from "@sentry/react-router";
import { isCrawler } from "./lib/crawler.server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { recordKeysWith } from "./i18n";
import { settled } from "./lib/context.server";
import { env } from "./lib/env.server";
// Every language's texts, before any render (the browser loads only its page's: decision 0049)
import "./locales/bundled.server";
import { pageLanguage } from "./lib/paths";
import { withPageTexts } from "./locales/page-texts.server";
import { reportTo } from "./lib/monitoring";
import { NonceContext } from "./lib/nonce";
import { PageStylesContext, type InlineStyle } from "./lib/page-styles";
import { inlinePageStyles } from "./lib/page-styles.server";
import { documentSecurityHeaders, newNonce } from "./lib/security-headers.server";
import {
  NONCE_TOKEN,
  fillIn,
  gzipAccepted,
  gzipFilledIn,
  parseTemplate,
  personalValues,
  renderKey,
  type Template,
} from "./lib/shared-render.server";
import { createTtlMap } from "./lib/ttl-map.server";

// The production server reads these from the build to answer while the API is not ready (scripts/api-gate.mjs)
export { apiReadinessUrl, unavailablePage } from "./lib/unavailable.server";
// The production server hands each request its visitor's address through this load context (decision 0036)
export { loadContext } from "./lib/visitor.server";
// The production server keeps the home and sign-in pages for guests this long (scripts/page-cache.mjs, decision 0057)
export const contentFreshMs = env.contentFreshMs;

export const streamTimeout = 5_000;

if (env.sentryDsn) {
  Sentry.init({ dsn: env.sentryDsn, release: env.buildId });
  reportTo(Sentry);
}

/** The keys a render looks up, recorded for the document (decision 0058). */
const usedKeys = new AsyncLocalStorage<Set<string>>();
recordKeysWith((key) => usedKeys.getStore()?.add(key));

const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * The entry context with only the page's own routes in its manifest, their stylesheets taken out to
 * be written into the document (`PageStyles`, decision 0062). React Router's ServerRouter
 * rebuilds its route objects from every route of the manifest on each render (createServerRoutes,
 * then the static router's data routes): over a language's ~115 routes that was a twelfth of a page's
 * storefront CPU, while the render only reaches the matched branch (decision 0054). With lazy route
 * discovery the document inlines the manifest entries of these routes and of the routes matching
 * the page's parent paths, matched over this manifest: so the matched routes alone, the browser
 * discovering any other (the page's links, a navigation) from /__manifest (decision 0058).
 */
function matchedRoutesOnly(context: EntryContext): { context: EntryContext; styles: InlineStyle[] } {
  const routes: EntryContext["manifest"]["routes"] = {};
  const ids = context.staticHandlerContext.matches.map(({ route }) => route.id);
  for (const id of ids) routes[id] = context.manifest.routes[id];
  const { manifest, styles } = inlinePageStyles({ ...context.manifest, routes }, ids);
  return { context: { ...context, manifest }, styles };
}

/** The language the page rendered in: the root's, or the path's when the root's loader failed. */
function languageOf(context: EntryContext, request: Request): string {
  const root = context.staticHandlerContext.loaderData.root as { language?: string } | undefined;
  return root?.language ?? pageLanguage(new URL(request.url).pathname);
}

/**
 * The documents kept for views with the same inputs, signed in or not (decisions 0069, 0071): the
 * loaders run for every view, so a kept document is never staler than its data.
 */
const renders = createTtlMap<Template>({ ttlMs: env.renderKeepMs, maxEntries: env.renderKeepMax });

/** The document's headers with its nonce. */
function documentHeaders(request: Request, responseHeaders: Headers, nonce: string): Headers {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const headers = {
    ...securityHeaders,
    ...documentSecurityHeaders(request, nonce, {
      isProduction: env.isProduction,
      paymentKeys: env.paymentKeys,
      sentryDsn: env.sentryDsn,
    }),
  };
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  return responseHeaders;
}

/**
 * Renders the page into `body` (with `window.PAGE_TEXTS`); resolves once the shell (or, with
 * `whole`, everything) is written, with the status a late error turns into 500.
 */
function render(request: Request, routerContext: EntryContext, nonce: string, whole: boolean) {
  const used = new Set<string>();
  const { context, styles } = matchedRoutesOnly(routerContext);
  const body = withPageTexts(languageOf(routerContext, request), used, nonce);
  return new Promise<{ body: typeof body; failed: () => boolean }>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const page = (
      <NonceContext.Provider value={nonce}>
        <PageStylesContext.Provider value={styles}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </PageStylesContext.Provider>
      </NonceContext.Provider>
    );
    const { pipe, abort } = usedKeys.run(used, () =>
      renderToPipeableStream(page, {
        nonce,
        [whole ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          resolve({ body, failed: () => failed });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          if (shellRendered) console.error(error);
        },
      }),
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

async function text(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  // Crawlers and JavaScript-less visitors get the whole document at once
  const waitForAll = isCrawler(request.headers.get("user-agent")) || routerContext.isSpaMode;
  // Every inline script of this document carries it; the Content-Security-Policy names it
  const nonce = newNonce();
  const values = personalValues(loadContext);
  if (!values) {
    // Not a document of the production server (the development server, a test): rendered as it streams
    const { body, failed } = await render(request, routerContext, nonce, waitForAll);
    return new Response(createReadableStreamFromReadable(body), {
      headers: documentHeaders(request, responseHeaders, nonce),
      status: failed() ? 500 : responseStatusCode,
    });
  }
  // A document is written whole: its tokens are filled in over the whole text (decision 0069)
  const { loaderData, actionData, errors } = routerContext.staticHandlerContext;
  const key =
    request.method === "GET" && responseStatusCode === 200 && !errors && !actionData && !routerContext.isSpaMode
      ? renderKey([request.url, waitForAll, loaderData])
      : undefined;
  let template = key === undefined ? undefined : renders.get(key);
  let status = responseStatusCode;
  if (!template) {
    const { body, failed } = await render(request, routerContext, NONCE_TOKEN, true);
    template = parseTemplate(await text(body));
    if (failed()) status = 500;
    else if (key !== undefined && settled(loadContext!)) renders.set(key, template);
  }
  values.set("nonce", nonce);
  const headers = documentHeaders(request, responseHeaders, nonce);
  headers.append("Vary", "Accept-Encoding");
  if (!loadContext!.get(gzipAccepted)) return new Response(fillIn(template, values), { headers, status });
  // Sent as it is by the server's compression, which leaves an encoded answer alone
  headers.set("Content-Encoding", "gzip");
  return new Response(gzipFilledIn(template, values), { headers, status });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (env.sentryDsn) Sentry.captureException(error);
  console.error(error);
};
