import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageLanguage } from "./lib/paths";
import type { Translations } from "./i18n";
import { loadLanguage, providePageTexts } from "./locales";

declare global {
  interface Window {
    ENV?: { SENTRY_DSN: string | null; BUILD_ID: string; CLIENT_ID: number | null };
    /** The texts the server's render of this page used, in its language (entry.server.tsx). */
    PAGE_TEXTS?: { language: string; texts: Translations };
  }
}

// §8: a chunk that fails to load (a newer build replaced it) reloads the page once
window.addEventListener("vite:preloadError", () => {
  const url = new URL(window.location.href);
  if (url.searchParams.get("forcereload") === "true") return;
  url.searchParams.set("forcereload", "true");
  window.location.replace(url.toString());
});

/**
 * Before hydrating, the texts the page's render used (the first render must match the server's):
 * the document holds them (decisions 0049, 0058); a document without them waits for its whole
 * language. Sentry's SDK only when a DSN is configured: it does not ride in this chunk either.
 */
async function prepare() {
  const env = window.ENV;
  const dsn = env?.SENTRY_DSN;
  const page = window.PAGE_TEXTS;
  if (page) providePageTexts(page.language, page.texts);
  await Promise.all([
    !page && loadLanguage(pageLanguage(window.location.pathname)),
    dsn &&
      env &&
      import("./lib/sentry.client").then(({ startSentry }) =>
        startSentry({ dsn, release: env.BUILD_ID, clientId: env.CLIENT_ID }),
      ),
  ]);
}

void prepare().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
