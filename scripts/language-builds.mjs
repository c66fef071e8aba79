// The storefront's build cut in small parts: one per language prefix and first path segment
// (decisions 0023 and 0054).
//
// app/routes.ts mounts the page table four times: unprefixed for French and under /de, /nl, /es
// (decision 0003). React Router walks the branches of its build to match every request, once in
// its request handler and again in its static handler, trying each branch's pattern in turn: a
// language's ~115 routes made that a tenth of a page's storefront CPU. A path can only match the
// routes whose first segment (after the language prefix) is its own, or is dynamic (":kidId"), or
// a splat (the 404 page), so each part keeps just those routes and their parents (the root, the
// prefix route, the layouts), in the server's route modules and in the manifest alike. The
// browser discovers routes lazily (decision 0058): its requests to the manifest path name paths of
// any language and first segment, so the whole build answers them.

/** The language prefixes of a build: the root's children named like a language ("de"…). */
function prefixesOf(build) {
  return Object.values(build.routes)
    .filter((route) => route.parentId === "root" && /^[a-z]{2}$/.test(route.id) && route.path === route.id)
    .map((route) => route.id);
}

/** Any segment a path may hold here: a parameter, an optional segment or a splat. */
const ANY = Symbol("any segment");
/** A layout without a path: a parent of routes in every part of its language. */
const EVERY = Symbol("every part");

/** A path's segments, without empty ones, lower-cased and decoded as React Router compares them. */
function segmentsOf(path) {
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/**
 * Where each route belongs: its language (the prefix, or "" for the unprefixed site) and the first
 * segment of its full path after the prefix ("" for the language's home), ANY or EVERY.
 */
function placeRoutes(build, prefixes) {
  const places = new Map();
  const place = (id) => {
    if (places.has(id)) return places.get(id);
    const route = build.routes[id];
    let result;
    if (id === "root") result = { language: null, segment: EVERY, below: [] };
    else {
      const parent = place(route.parentId ?? "root");
      const own = route.path ? route.path.split("/").filter(Boolean) : [];
      // The prefix route itself names the language and keeps the segments below it
      if (parent.language === null && prefixes.includes(id)) result = { language: id, segment: EVERY, below: [] };
      else {
        const below = [...parent.below, ...own];
        const first = below[0];
        const segment =
          first === undefined
            ? route.index
              ? ""
              : EVERY
            : /^[:*]|\?$/.test(first)
              ? ANY
              : (segmentsOf(first)[0] ?? "");
        result = { language: parent.language ?? "", segment, below };
      }
    }
    places.set(id, result);
    return result;
  };
  for (const id of Object.keys(build.routes)) place(id);
  return places;
}

function keep(routes, belongs) {
  return Object.fromEntries(Object.entries(routes).filter(([id]) => belongs(id)));
}

function part(build, belongs) {
  return {
    ...build,
    routes: keep(build.routes, belongs),
    assets: { ...build.assets, routes: keep(build.assets.routes, belongs) },
  };
}

/**
 * The path of lazy route discovery's manifest requests, undefined without lazy discovery. Every part
 * would answer them from its own routes: a path of another part (`/de/faq` asked from the home
 * page's part) would match a part's splat, the 404 page, and the browser would keep that answer for
 * the path (decision 0058). The build writes no path when the configuration names none: React
 * Router's default then, under the basename as the browser asks for it.
 */
function manifestPathOf(build) {
  if (build.routeDiscovery?.mode !== "lazy") return undefined;
  const path = build.routeDiscovery.manifestPath ?? "/__manifest";
  const basename = (build.basename ?? "/").replace(/\/+$/, "");
  return `${basename}${path}`;
}

/**
 * The builds, and the one that serves a path. React Router matches paths without regard to case and
 * asks for a page's data at "{path}.data" ("/de.data" for /de, "/_root.data" for /), so the path is
 * read the same way.
 */
export function languageBuilds(build) {
  const prefixes = prefixesOf(build);
  const places = placeRoutes(build, prefixes);
  const languages = ["", ...prefixes];
  const parts = new Map();
  for (const language of languages) {
    const inLanguage = (id) => {
      const { language: own } = places.get(id);
      return own === null || own === language;
    };
    const shared = (id) => inLanguage(id) && typeof places.get(id).segment === "symbol";
    const segments = new Set(
      Object.keys(build.routes)
        .filter((id) => inLanguage(id) && typeof places.get(id).segment === "string")
        .map((id) => places.get(id).segment),
    );
    const bySegment = new Map(
      [...segments].map((segment) => [
        segment,
        part(build, (id) => shared(id) || (inLanguage(id) && places.get(id).segment === segment)),
      ]),
    );
    parts.set(language, { bySegment, other: part(build, shared) });
  }
  const manifestPath = manifestPathOf(build);
  const builds = [...parts.values()].flatMap(({ bySegment, other }) => [...bySegment.values(), other]);
  return {
    builds: manifestPath ? [...builds, build] : builds,
    /** The build that serves a path: the whole one for lazy route discovery's manifest requests. */
    forPath(pathname) {
      if (pathname === manifestPath) return build;
      const segments = segmentsOf(pathname.replace(/\.data$/, ""));
      const language = prefixes.includes(segments[0]) ? segments.shift() : "";
      const first = segments[0] === "_root" && segments.length === 1 ? "" : (segments[0] ?? "");
      const { bySegment, other } = parts.get(language);
      return bySegment.get(first) ?? other;
    },
  };
}
