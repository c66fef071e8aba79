import { LANGUAGES, expect, localized, siteUrl, test } from "./fixtures";

/** Files served beside the pages: sitemap, robots, manifest, service worker. Run once (`js` project). */

const HREFLANGS = [
  "fr-FR",
  "fr-BE",
  "fr-LU",
  "de-DE",
  "de-AT",
  "de-LU",
  "nl-NL",
  "nl-BE",
  "nl-LU",
  "es-ES",
  "x-default",
];

test("/sitemap.xml lists the public pages in the 4 languages, each with its alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml /);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');

  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1],
    alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, lang, href]) => ({ lang, href }),
    ),
  }));
  const locs = entries.map((entry) => entry.loc);
  expect(new Set(locs).size, "no page listed twice").toBe(locs.length);
  expect(entries.length % LANGUAGES.length, "every page in the 4 languages").toBe(0);

  for (const page of ["/", "/concept"]) {
    for (const language of LANGUAGES)
      expect(locs, `${page} in ${language}`).toContain(siteUrl(localized(page, language)));
  }
  for (const entry of entries) {
    expect(entry.loc, "absolute URLs on the site's origin").toMatch(
      new RegExp(`^${siteUrl("/").replace(/\/$/, "")}(/|$)`),
    );
    expect(entry.alternates.map((alt) => alt.lang).sort(), `alternates of ${entry.loc}`).toEqual([...HREFLANGS].sort());
    for (const alt of entry.alternates) expect(alt.href).toMatch(/^https?:\/\//);
  }
  // Private pages stay out
  expect(xml).not.toContain("/infos");
  expect(xml).not.toContain("/login");
});

test("/robots.txt allows the site, keeps private pages out and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const body = await response.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/infos$/m);
  expect(body).toMatch(/^Disallow: \/de\/infos$/m);
  expect(body).toMatch(/^Disallow: \/nl\/shop\/checkout$/m);
  expect(body).toMatch(/^Disallow: \/\*\/your-shop$/m);
  expect(body).toContain(`Sitemap: ${siteUrl("/sitemap.xml")}`);
});

test("/manifest.webmanifest describes the installable app, its icons served", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name?: string;
    start_url?: string;
    display?: string;
    icons?: { src: string }[];
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");
  expect(manifest.icons?.length).toBeGreaterThan(0);
  for (const icon of manifest.icons ?? []) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test("/sw.js is served and the home page registers it", async ({ request, page }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/javascript/);
  expect(await response.text()).toContain('addEventListener("fetch"');

  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(siteUrl("/"));
});
