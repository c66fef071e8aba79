// The storefront's build cut in one part per language prefix (decision 0023).
//
// app/routes.ts mounts the page table four times: unprefixed for French and under /de, /nl, /es
// (decision 0003). React Router rebuilds and walks every route of its build on every request
// (ServerRouter's route objects, the data routes, the matching), so a build of ~250 routes made
// that a fifth of each page's render. A request under /de can only match the root, the "de"
// route and its copy of the pages; everything else (French pages, files, /resources/*) can only
// match outside the prefixes. Each part keeps just those routes, in the server's route modules
// and in the manifest alike; the browser still loads the whole manifest (routeDiscovery
// "initial"), so client-side navigation between languages is unchanged.

/** The language prefixes of a build: the root's children named like a language ("de"…). */
function prefixesOf(build) {
  return Object.values(build.routes)
    .filter((route) => route.parentId === "root" && /^[a-z]{2}$/.test(route.id) && route.path === route.id)
    .map((route) => route.id);
}

function keep(routes, belongs) {
  return Object.fromEntries(Object.entries(routes).filter(([id]) => id === "root" || belongs(id)));
}

function part(build, belongs) {
  return {
    ...build,
    routes: keep(build.routes, belongs),
    assets: { ...build.assets, routes: keep(build.assets.routes, belongs) },
  };
}

/**
 * The builds by prefix, and the one that serves a path. React Router matches paths without regard
 * to case and asks for a page's data at "{path}.data" ("/de.data" for /de), so the first segment
 * is read the same way.
 */
export function languageBuilds(build) {
  const prefixes = prefixesOf(build);
  const inPrefix = (id, prefix) => id === prefix || id.startsWith(`${prefix}/`);
  const builds = new Map(prefixes.map((prefix) => [prefix, part(build, (id) => inPrefix(id, prefix))]));
  const unprefixed = part(build, (id) => !prefixes.some((prefix) => inPrefix(id, prefix)));
  return {
    builds: [unprefixed, ...builds.values()],
    forPath(pathname) {
      const first = (pathname.split("/")[1] ?? "").replace(/\.data$/, "").toLowerCase();
      return builds.get(first) ?? unprefixed;
    },
  };
}
