import { readFileSync } from "node:fs";
import type { EntryContext } from "react-router";
import type { InlineStyle } from "./page-styles";

/** The client build beside this server build: {build}/server/… (this module's chunk) → {build}/client. */
const clientDirectory = import.meta.url.slice(0, import.meta.url.lastIndexOf("/server/")) + "/client";
/** A build's stylesheets never change: each is read once (null: not a file of a build, as in development). */
const sheets = new Map<string, string | null>();

function sheet(href: string): string | null {
  let css = sheets.get(href);
  if (css === undefined) {
    try {
      // No text of a sheet may end the element it is written in
      css = href.startsWith("/assets/")
        ? readFileSync(new URL(clientDirectory + href), "utf8").replaceAll("</style", "<\\/style")
        : null;
    } catch {
      css = null;
    }
    sheets.set(href, css);
  }
  return css;
}

/**
 * The page's manifest, its routes' stylesheets taken out, and those sheets to write into the
 * document (decision 0062): the page's routes (root, layouts, page) each had a render-blocking
 * request. A route keeps its `css` when one of its sheets cannot be read (the development server's
 * addresses), so `<Links/>` still renders it. A sheet two routes share is written once, for the
 * first: it is its ancestor, on the page as long as the other.
 */
export function inlinePageStyles(
  manifest: EntryContext["manifest"],
  routeIds: string[],
): { manifest: EntryContext["manifest"]; styles: InlineStyle[] } {
  const routes = { ...manifest.routes };
  const styles: InlineStyle[] = [];
  const written = new Set<string>();
  for (const id of routeIds) {
    const route = routes[id];
    if (!route?.css?.length) continue;
    const texts = route.css.map(sheet);
    if (texts.some((css) => css === null)) continue;
    route.css.forEach((href, index) => {
      if (written.has(href)) return;
      written.add(href);
      styles.push({ route: id, href, css: texts[index]! });
    });
    routes[id] = { ...route, css: [] };
  }
  return { manifest: { ...manifest, routes }, styles };
}
