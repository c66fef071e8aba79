import { bundledTranslations } from "~/locales/bundled.server";
import { SITE_LANGUAGES } from "#domain/locales.js";
import { env } from "~/lib/env.server";

/**
 * The service worker (§7 /sw.js): network first for pages, with an offline page in the visitor's
 * language when the network is gone. Static build assets are cached as they are fetched.
 */
export function loader() {
  const offline = Object.fromEntries(
    SITE_LANGUAGES.map((language) => [
      language,
      {
        title: bundledTranslations[language]["pwa.offline_title"],
        text: bundledTranslations[language]["pwa.offline_text"],
      },
    ]),
  );
  const script = `
const CACHE = "lamalle-${env.buildId}";
const OFFLINE = ${JSON.stringify(offline)};
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});
function offlinePage(url) {
  const lang = (new URL(url).pathname.split("/")[1] || "");
  const t = OFFLINE[lang] || OFFLINE.fr;
  const html = '<!doctype html><html lang="' + (OFFLINE[lang] ? lang : "fr") + '"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>' + t.title + '</title><body style="font-family:system-ui,sans-serif;padding:2rem;text-align:center;background:#fffaf0"><h1>' + t.title + '</h1><p>' + t.text + '</p></body></html>';
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => offlinePage(request.url)));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request).then((hit) => hit || fetch(request).then((response) => { if (response.ok) cache.put(request, response.clone()); return response; }))));
  }
});
`;
  return new Response(script, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/",
    },
  });
}
