import { createContext, useContext } from "react";
import { useMatches } from "react-router";

/** A route's stylesheet written into the document (decision 0062): its route, its file's address, its rules. */
export type InlineStyle = { route: string; href: string; css: string };

/** The sheets the server inlines in this document (entry.server.tsx); undefined in the browser. */
export const PageStylesContext = createContext<InlineStyle[] | undefined>(undefined);

let inlinedByServer: InlineStyle[] | undefined;

/** The browser's copy of the sheets the first document carried, read from it once: a later page of those routes needs them again. */
function documentStyles(): InlineStyle[] {
  inlinedByServer ??= Array.from(document.head.querySelectorAll<HTMLStyleElement>("style[data-route]"), (style) => ({
    route: style.dataset.route!,
    href: style.dataset.href!,
    css: style.textContent ?? "",
  }));
  return inlinedByServer;
}

/**
 * The stylesheets of the first document's routes, as `<style>` elements: a first visit paints
 * without waiting for one request per sheet. The server took them out of the manifest it sends, so
 * `<Links/>` renders no `<link>` for them, on the server as in the browser; the browser renders the
 * same elements from the document it hydrates (so hydration matches) and keeps each one while its
 * route is on the page. Routes discovered later keep their `<link>`s (`<Links/>`), which React
 * Router loads before showing them.
 */
export function PageStyles() {
  const fromServer = useContext(PageStylesContext);
  const routes = new Set(useMatches().map((match) => match.id));
  const styles = fromServer ?? (typeof document === "undefined" ? [] : documentStyles());
  return styles
    .filter((style) => routes.has(style.route))
    .map((style) => (
      <style
        key={style.href}
        data-route={style.route}
        data-href={style.href}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
}
