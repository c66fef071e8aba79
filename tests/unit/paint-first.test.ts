import { describe, expect, it } from "vitest";
import { paintFirst } from "~/lib/paint-first.server";

const NONCE = "n0nce";
const document = [
  `<html><head><title>t</title>`,
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/chunk-B.js" nonce="${NONCE}"/>`,
  `<link rel="stylesheet" href="/assets/x.css"/></head><body><main>page</main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>`,
  `<!--$--><script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[]");</script>`,
].join("");

describe("the page paints before its scripts load (decision 0070)", () => {
  const rewritten = paintFirst(document, NONCE);

  it("leaves the module preloads out of the document", () => {
    expect(rewritten).not.toContain('modulepreload" href');
    expect(rewritten).toContain(`<link rel="stylesheet" href="/assets/x.css"/>`);
  });

  it("keeps the module script whole but inert, and starts it with its preloads from a script carrying the nonce", () => {
    expect(rewritten).toContain(
      `<script nonce="${NONCE}" type="application/x-after-paint" id="after-paint-modules">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
    const starter = /<script nonce="n0nce">\(function\(hrefs\)([\s\S]*?)<\/script>/.exec(rewritten)?.[0];
    expect(starter).toContain(`(["/assets/entry.client-A.js","/assets/chunk-B.js"])`);
    expect(starter).toContain(`script.nonce="${NONCE}"`);
    // What follows the module script (the streamed data) is untouched and in place
    expect(
      rewritten.endsWith(
        `<!--$--><script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[]");</script>`,
      ),
    ).toBe(true);
  });

  type Observer = { callback: (list: { getEntriesByName(name: string): unknown[] }, observer: Observer) => void };
  /** Runs the starter against a stand-in browser; returns the elements it appended and what it waits for. */
  function start(visibilityState: "hidden" | "visible", paintTiming: boolean, msPerStep = 0) {
    const appended: string[] = [];
    const queued: { callback: () => void; ms?: number }[] = [];
    const observers: Observer[] = [];
    const append = (node: { tag: string }) => appended.push(node.tag);
    const stand = {
      visibilityState,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: append },
      body: { appendChild: append },
      getElementById: () => ({ textContent: 'import("/assets/entry.client-A.js");' }),
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ["navigation", "paint"] : ["navigation"];
      constructor(public callback: Observer["callback"]) {}
      observe() {
        observers.push(this);
      }
      disconnect() {}
    }
    const code = /<script nonce="n0nce">(\(function\(hrefs\)[\s\S]*?)<\/script>/.exec(rewritten)![1]!;
    const later = (callback: () => void, ms?: number) => queued.push({ callback, ms });
    let clock = 0;
    const performance = { now: () => (clock += msPerStep) };
    new Function("document", "window", "requestAnimationFrame", "setTimeout", "performance", code)(
      stand,
      { PerformanceObserver },
      later,
      later,
      performance,
    );
    return { appended, queued, observers };
  }

  it("starts the modules once the first contentful paint is reported: their preloads, then the module script", () => {
    const { appended, observers } = start("visible", true);
    expect(appended).toEqual([]);
    const observer = observers[0]!;
    observer.callback({ getEntriesByName: () => [] }, observer); // the first paint, not yet contentful
    expect(appended).toEqual([]);
    observer.callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, observer);
    expect(appended).toEqual(["link", "link", "script"]);
  });

  it("starts them after two seconds when no paint is reported, and only once", () => {
    const { appended, queued, observers } = start("visible", true);
    expect(queued.map(({ ms }) => ms)).toEqual([2000]);
    queued[0]!.callback();
    observers[0]!.callback({ getEntriesByName: () => [{}] }, observers[0]!);
    expect(appended).toEqual(["link", "link", "script"]);
  });

  it("starts them after a frame and a task where the browser does not report paints", () => {
    const { appended, queued } = start("visible", false);
    queued.shift()!.callback(); // the frame
    expect(appended).toEqual([]);
    queued.shift()!.callback(); // the task after it was drawn
    expect(appended).toEqual(["link", "link", "script"]);
  });

  it("adds the preloads a few milliseconds' worth per task, then the module script", () => {
    const { appended, queued } = start("hidden", true, 3); // each step takes 3 ms: one preload per task
    expect(appended).toEqual(["link"]);
    queued.shift()!.callback(); // the last preload, then the module script in the same task
    expect(appended).toEqual(["link", "link", "script"]);
    expect(queued).toEqual([]);
  });

  it("starts them at once in a hidden tab, whose frames do not come", () => {
    expect(start("hidden", true).appended).toEqual(["link", "link", "script"]);
  });

  it("leaves a document it does not recognise as it is", () => {
    const withoutModule = document.replace(' type="module" async=""', "");
    expect(paintFirst(withoutModule, NONCE)).toBe(withoutModule);
    expect(paintFirst(document, "another")).toBe(document);
    const withoutPreloads = document.replace(/<link rel="modulepreload"[^>]*\/>/g, "");
    expect(paintFirst(withoutPreloads, NONCE)).toBe(withoutPreloads);
  });
});
