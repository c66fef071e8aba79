import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { PREFIXED_LANGUAGES } from "../domain/locales";

/**
 * The page table, written once (§2). It is mounted unprefixed for fr and under /de, /nl, /es;
 * anything else — an unknown prefix included — falls to the 404 splat.
 */
const pages: RouteConfigEntry[] = [
  layout("routes/layouts/default.tsx", [
    index("routes/public/home.tsx"),
    route("woman", "routes/public/woman.tsx"),
    route("concept", "routes/public/concept.tsx"),
    route("login", "routes/guest/login.tsx"),
    route("logout", "routes/guest/logout.tsx"),
    route("infos", "routes/account/infos.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Quiz steps join this layout with the quiz; until a step exists its URL is a 404 in the quiz's frame
  layout("routes/layouts/quiz.tsx", [route("quiz/*", "routes/not-found.tsx", { id: "routes/quiz-not-found" })]),
];

/** Route ids must be unique: each language's copy gets its own, e.g. "de/routes/public/home". */
function withIds(entries: RouteConfigEntry[], language: string): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${language}/${entry.id ?? entry.file.replace(/\.tsx?$/, "")}`,
    children: entry.children && withIds(entry.children, language),
  }));
}

export default [
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("manifest.webmanifest", "routes/resources/manifest.ts"),
  route("sw.js", "routes/resources/service-worker.ts"),
  route("builds/latest.json", "routes/resources/latest-build.ts"),
  route("media/*", "routes/resources/media.ts"),
  route("resources/locale", "routes/resources/locale.ts"),
  route("resources/newsletter", "routes/resources/newsletter.ts"),
  ...withIds(pages, "fr"),
  ...PREFIXED_LANGUAGES.map((language) =>
    route(language, "routes/layouts/language.tsx", { id: `${language}` }, withIds(pages, language)),
  ),
] satisfies RouteConfig;
