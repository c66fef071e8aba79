import { AsyncLocalStorage } from "node:async_hooks";
import { createReadableStreamFromReadable } from "@react-router/node";
import * as Sentry from "@sentry/react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { recordKeysWith } from "./i18n";
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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Crawlers and JavaScript-less visitors get the whole document at once
  const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;
  // Every inline script of this document carries it; the Content-Security-Policy names it
  const nonce = newNonce();
  const headers = {
    ...securityHeaders,
    ...documentSecurityHeaders(request, nonce, {
      isProduction: env.isProduction,
      paymentKeys: env.paymentKeys,
      sentryDsn: env.sentryDsn,
    }),
  };
  const used = new Set<string>();
  const { context, styles } = matchedRoutesOnly(routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
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
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = withPageTexts(languageOf(routerContext, request), used, nonce);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      }),
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (env.sentryDsn) Sentry.captureException(error);
  console.error(error);
};
