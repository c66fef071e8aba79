import { useEffect, useState } from "react";
import { PrefetchPageLinks, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { useLocalizedHref } from "~/lib/links";

/**
 * §2: shop and account pages are prefetched once the browser is idle (JavaScript only).
 * The list holds the pages that exist; the shop joins it with the shop pages.
 */
export function IdlePrefetch() {
  const root = useRouteLoaderData<RootData>("root");
  const href = useLocalizedHref();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // §9: idle tasks time out after 1 to 5 s
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!idle) return null;
  const pages = [...(root?.switches.shop ? ["/shop"] : []), ...(root?.client ? ["/infos"] : [])];
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={href(page)} />
      ))}
    </>
  );
}
