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

const leaf = (record: Record<string, BuildRoute>, path: string) => matchRoutes(tree(record), path)?.at(-1)?.route.id;

const record = buildRoutes();
const build = { routes: record, assets: { routes: record, url: "/assets/manifest.js" }, future: {} };

describe("one build per language prefix (decision 0023)", () => {
  const { builds, forPath } = languageBuilds(build);

  it("cuts the routes in four parts that each keep the root", () => {
    expect(builds).toHaveLength(4);
    const total = Object.keys(record).length;
    const sizes = builds.map((part: typeof build) => Object.keys(part.routes).length);
    // Every route is in exactly one part, the root in all of them
    expect(sizes.reduce((sum: number, size: number) => sum + size, 0)).toBe(total + 3);
    for (const part of builds) {
      expect(part.routes.root).toBeDefined();
      expect(Object.keys(part.assets.routes)).toEqual(Object.keys(part.routes));
      expect(Object.keys(part.routes).length).toBeLessThan(total / 3);
    }
  });

  it("matches every path to the same route as the whole build does", () => {
    const paths = [
      "/",
      "/de",
      "/de/",
      "/nl/shop/product/12",
      "/es/123/your-shop/new/4",
      "/123/your-shop",
      "/shop/robes/8",
      "/DE/shop",
      "/deutsch",
      "/xx/unknown",
      "/de/unknown/page",
      "/sitemap.xml",
      "/resources/towns",
      "/media/products/1.svg",
      "/quiz/signup/kid",
      "/nl/quiz/signup/woman",
      "/es/infos/add/payment",
    ];
    for (const path of paths) {
      const part = forPath(path);
      expect(leaf(part.routes, path), path).toBe(leaf(record, path));
      expect(leaf(part.routes, path), path).toBeDefined();
    }
  });

  it("sends a page's data request to the part of its page", () => {
    expect(forPath("/de.data")).toBe(forPath("/de"));
    expect(forPath("/nl/shop/cart.data")).toBe(forPath("/nl/shop/cart"));
    expect(forPath("/_root.data")).toBe(forPath("/"));
    expect(forPath("/de")).not.toBe(forPath("/"));
  });
});
