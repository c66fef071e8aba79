/**
 * The page paints before its scripts load (decision 0070). React Router's `<Scripts>` writes a
 * `<link rel="modulepreload">` per module into the head and a module script that imports them at the
 * end of the body: the browser fetches ~150 KiB of scripts at high priority beside the HTML and the
 * CSS, and runs them as soon as they arrive — before the first paint when they arrive first. Every
 * page works without its scripts (the storefront's rule), so the first paint need not wait: the
 * preloads and the module script are started once the browser has painted, or at once in a tab
 * that is hidden (it paints nothing, and a hidden tab's frames do not come).
 *
 * The document is rewritten as text, in the piece that holds both (the shell, written in one turn:
 * decision 0065): the links are left out, the module script's type made inert, and a small inline
 * script after it starts both later. A document where they are not found as expected is left as it
 * is: its scripts load as React Router writes them.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = ' type="module" async="">';
const INERT_TYPE = "application/x-after-paint";
const MODULES_ID = "after-paint-modules";

/**
 * Starts the modules once the page has painted, in the browser: written into the document as its
 * source (as React Router writes its scroll restoration), so it uses nothing from outside.
 * - "Painted" is the browser's first contentful paint (Paint Timing: the frame shown, not only
 *   drawn), then the page's main image (`fetchpriority="high"`, a product's first photo) decoded and
 *   shown: on a slow link it keeps the bandwidth it asked for. A browser that does not report paints
 *   waits for a frame then a task; a page whose paint never comes (a tab hidden meanwhile) starts
 *   after two seconds, a hidden tab at once (it paints nothing, and its frames do not come).
 * - The preloads are added a few milliseconds' worth per task: each asks the browser for a fetch,
 *   ~0.5 ms on a desktop, twenty of them one long task on a slow phone. Then the module script.
 */
export function startAfterPaint(hrefs: string[], nonce: string, modulesId: string) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    let next = 0;
    const more = () => {
      const until = performance.now() + 4;
      while (next < hrefs.length && performance.now() < until) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = hrefs[next++]!;
        document.head.appendChild(link);
      }
      if (next < hrefs.length) return void setTimeout(more);
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = document.getElementById(modulesId)!.textContent;
      document.body.appendChild(script);
    };
    more();
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
  const painted = () => {
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (image) image.decode().then(afterFrame, afterFrame);
    else start();
  };
  const Observer = window.PerformanceObserver;
  if (document.visibilityState === "hidden") start();
  else if (Observer?.supportedEntryTypes?.includes("paint")) {
    new Observer((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      painted();
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, 2000);
  } else afterFrame();
}

export function paintFirst(html: string, nonce: string): string {
  const opening = `<script nonce="${nonce}"${MODULE_SCRIPT}`;
  const at = html.indexOf(opening);
  if (at === -1) return html;
  const end = html.indexOf("</script>", at);
  if (end === -1) return html;
  const hrefs: string[] = [];
  const before = html.slice(0, at).replace(PRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return "";
  });
  if (hrefs.length === 0) return html;
  const inert = `<script nonce="${nonce}" type="${INERT_TYPE}" id="${MODULES_ID}">`;
  const body = html.slice(at + opening.length, end + "</script>".length);
  // hrefs are the build's asset paths and the nonce base64: JSON keeps them valid literals, with no `<`
  const starter = `<script nonce="${nonce}">(${startAfterPaint})(${JSON.stringify(hrefs)},${JSON.stringify(nonce)},"${MODULES_ID}")</script>`;
  return before + inert + body + starter + html.slice(end + "</script>".length);
}
