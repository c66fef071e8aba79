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
 * The inline script that starts the modules once the page has painted; `hrefs` is a JSON array of
 * the preloads. "Painted" is the browser's first contentful paint (Paint Timing: the frame shown,
 * not only drawn), or a frame then a task where the browser does not report paints; a page whose
 * paint never comes (a tab hidden meanwhile) starts them after two seconds. The preloads are added a
 * few milliseconds' worth per task: each asks the browser for a fetch, ~0.5 ms on a desktop, twenty
 * of them one long task on a slow phone.
 */
function starter(nonce: string, hrefs: string): string {
  return (
    `<script nonce="${nonce}">(function(hrefs){var d=document,P=window.PerformanceObserver,started=false;` +
    `function start(){if(started)return;started=true;var i=0;(function more(){var until=performance.now()+4;` +
    `while(i<hrefs.length&&performance.now()<until){var link=d.createElement("link");link.rel="modulepreload";link.href=hrefs[i++];d.head.appendChild(link)}` +
    `if(i<hrefs.length)return setTimeout(more);` +
    `var script=d.createElement("script");script.type="module";script.nonce="${nonce}";` +
    `script.textContent=d.getElementById("${MODULES_ID}").textContent;d.body.appendChild(script)})()}` +
    `if(d.visibilityState==="hidden")start();` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")!==-1){` +
    `new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}})` +
    `.observe({type:"paint",buffered:true});setTimeout(start,2000)}` +
    `else requestAnimationFrame(function(){setTimeout(start)})})(${hrefs})</script>`
  );
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
  // hrefs are the build's asset paths (no quote, no `<`); JSON keeps them a valid array literal
  return before + inert + body + starter(nonce, JSON.stringify(hrefs)) + html.slice(end + "</script>".length);
}
