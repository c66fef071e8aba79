import * as Sentry from "@sentry/react-router";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

declare global {
  interface Window {
    ENV?: { SENTRY_DSN: string | null; BUILD_ID: string; CLIENT_ID: number | null };
  }
}

if (window.ENV?.SENTRY_DSN) {
  Sentry.init({ dsn: window.ENV.SENTRY_DSN, release: window.ENV.BUILD_ID, sendDefaultPii: false });
  // §8: uncaught errors carry the client id
  if (window.ENV.CLIENT_ID) Sentry.setUser({ id: String(window.ENV.CLIENT_ID) });
}

// §8: a chunk that fails to load (a newer build replaced it) reloads the page once
window.addEventListener("vite:preloadError", () => {
  const url = new URL(window.location.href);
  if (url.searchParams.get("forcereload") === "true") return;
  url.searchParams.set("forcereload", "true");
  window.location.replace(url.toString());
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
