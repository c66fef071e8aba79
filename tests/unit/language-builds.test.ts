import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
// @ts-expect-error: a plain ES module of the production server, without types
import { languageBuilds } from "../../scripts/language-builds.mjs";

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** The route record of a build, as `react-router build` writes it, from the real route config. */
function buildRoutes(): Record<string, BuildRoute> {
  const record: Record<string, BuildRoute> = { root: { id: "root", path: "" } };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      record[id] = { id, parentId, path: entry.path, index: entry.index };
      if (entry.children) add(entry.children, id);
    }
  };
  add(routes, "root");
  return record;
}

function tree(record: Record<string, BuildRoute>, parentId?: string): RouteObject[] {
  return Object.values(record)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: tree(record, route.id) },
    );
}

const trees = new WeakMap<Record<string, BuildRoute>, RouteObject[]>();
function leaf(record: Record<string, BuildRoute>, path: string) {
  if (!trees.has(record)) trees.set(record, tree(record));
  return matchRoutes(trees.get(record)!, path)?.at(-1)?.route.id;
}

const record = buildRoutes();
const build = { routes: record, assets: { routes: record, url: "/assets/manifest.js" }, future: {} };

/** A path each route of the record answers: parameters filled in, optional segments left out. */
function samplePaths(record: Record<string, BuildRoute>): string[] {
  return Object.values(record).map((route) => {
    const segments: string[] = [];
    for (let at: BuildRoute | undefined = route; at; at = at.parentId ? record[at.parentId] : undefined)
      if (at.path) segments.unshift(at.path);
    const path = segments
      .join("/")
      .split("/")
      .filter((segment) => segment && !segment.endsWith("?"))
      .map((segment) => (segment === "*" ? "some/page" : segment.startsWith(":") ? "12" : segment))
      .join("/");
    return `/${path}`;
  });
}

describe("one build per language prefix and first segment (decisions 0023, 0054)", () => {
  const { builds, forPath } = languageBuilds(build);
  const total = Object.keys(record).length;

  it("cuts the routes in small parts that each keep the root and one language", () => {
    const languages = (part: typeof build) =>
      new Set(
        Object.keys(part.routes)
          .map((id) => /^(de|nl|es)(\/|$)/.exec(id)?.[1] ?? (id === "root" ? null : "fr"))
          .filter(Boolean),
      );
    for (const part of builds) {
      expect(part.routes.root).toBeDefined();
      expect(Object.keys(part.assets.routes)).toEqual(Object.keys(part.routes));
      expect(languages(part).size).toBeLessThanOrEqual(1);
      expect(Object.keys(part.routes).length).toBeLessThan(total / 8);
    }
    // Every route is in some part
    const kept = new Set(builds.flatMap((part: typeof build) => Object.keys(part.routes)));
    expect(kept.size).toBe(total);
  });

  it("matches every path to the same route as the whole build does", () => {
    const paths = [
      // nl and es hold the same table as de: their samples would only add time
      ...samplePaths(record).filter((path) => !/^\/(nl|es)(\/|$)/.test(path)),
      "/",
      "/de",
      "/de/",
      "/nl/shop/product/12",
      "/es/123/your-shop/new/4",
      "/123/your-shop",
      "/12/malle",
      "/12/satisfied",
      "/shop/robes/8",
      "/DE/shop",
      "/Shop/Product/3",
      "/%73hop/product/3",
      "/deutsch",
      "/xx/unknown",
      "/de/unknown/page",
      "/sitemap.xml",
      "/resources/towns",
      "/media/products/1.svg",
      "/quiz/signup/kid",
      "/nl/quiz/signup/woman",
      "/es/infos/add/payment",
      "/back-office",
      "/login",
    ];
    for (const path of paths) {
      const part = forPath(path);
      expect(leaf(part.routes, path), path).toBe(leaf(record, path));
      expect(leaf(part.routes, path), path).toBeDefined();
    }
  }, 60_000);

  it("sends a page's data request to the part of its page", () => {
    expect(forPath("/de.data")).toBe(forPath("/de"));
    expect(forPath("/nl/shop/cart.data")).toBe(forPath("/nl/shop/cart"));
    expect(forPath("/login.data")).toBe(forPath("/login"));
    expect(forPath("/_root.data")).toBe(forPath("/"));
    expect(forPath("/de")).not.toBe(forPath("/"));
    expect(forPath("/login")).not.toBe(forPath("/shop"));
  });

  it("answers lazy route discovery's manifest requests, for paths of any part, from the whole build", () => {
    // As `react-router build` writes it when the configuration names no path (decision 0058)
    const lazy = { ...build, routeDiscovery: { mode: "lazy" } };
    const parts = languageBuilds(lazy);
    expect(parts.forPath("/__manifest")).toBe(lazy);
    expect(parts.builds).toContain(lazy);
    const named = { ...build, routeDiscovery: { mode: "lazy", manifestPath: "/routes" }, basename: "/shop/" };
    expect(languageBuilds(named).forPath("/shop/routes")).toBe(named);
    expect(forPath("/__manifest")).not.toBe(build);
    expect(builds).not.toContain(build);
  });
});
