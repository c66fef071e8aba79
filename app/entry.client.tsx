import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageLanguage } from "./lib/paths";
import { loadLanguage } from "./locales";

declare global {
  interface Window {
    ENV?: { SENTRY_DSN: string | null; BUILD_ID: string; CLIENT_ID: number | null };
    /** The files of texts the server's render of this page used (entry.server.tsx). */
    PAGE_TEXTS?: string[];
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
 * Before hydrating, the texts the page's render used, in its language (the first render must match
 * the server's: decisions 0049, 0058) and, only when a DSN is configured, Sentry's SDK: neither
 * rides in this chunk.
 */
async function prepare() {
  const env = window.ENV;
  const dsn = env?.SENTRY_DSN;
  await Promise.all([
    loadLanguage(pageLanguage(window.location.pathname), window.PAGE_TEXTS),
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
