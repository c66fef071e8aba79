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
// browser still loads the whole manifest (routeDiscovery "initial"), so client-side navigation is
// unchanged.

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
  return {
    builds: [...parts.values()].flatMap(({ bySegment, other }) => [...bySegment.values(), other]),
    forPath(pathname) {
      const segments = segmentsOf(pathname.replace(/\.data$/, ""));
      const language = prefixes.includes(segments[0]) ? segments.shift() : "";
      const first = segments[0] === "_root" && segments.length === 1 ? "" : (segments[0] ?? "");
      const { bySegment, other } = parts.get(language);
      return bySegment.get(first) ?? other;
    },
  };
}
