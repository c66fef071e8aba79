import { afterEach, describe, expect, it, vi } from "vitest";
import { paintFirst, startAfterPaint } from "~/lib/paint-first.server";

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

describe("the document: its scripts start after the first paint (decision 0070)", () => {
  const rewritten = paintFirst(document, NONCE);

  it("leaves the module preloads out of the document", () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).toContain(`<link rel="stylesheet" href="/assets/x.css"/>`);
  });

  it("keeps the module script whole but inert, started by a script carrying the nonce, the rest in place", () => {
    expect(rewritten).toContain(
      `<script nonce="${NONCE}" type="application/x-after-paint" id="after-paint-modules">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
    expect(rewritten).toContain(
      `)(["/assets/entry.client-A.js","/assets/chunk-B.js"],"${NONCE}","after-paint-modules")</script>`,
    );
    const starter = /<script nonce="n0nce">\((function[\s\S]*?)\)\(\[/.exec(rewritten)?.[1];
    expect(starter, "the starter's source").toBe(String(startAfterPaint));
    expect(
      rewritten.endsWith(
        `<!--$--><script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[]");</script>`,
      ),
    ).toBe(true);
  });

  it("leaves a document it does not recognise as it is", () => {
    const withoutModule = document.replace(' type="module" async=""', "");
    expect(paintFirst(withoutModule, NONCE)).toBe(withoutModule);
    expect(paintFirst(document, "another")).toBe(document);
    const withoutPreloads = document.replace(/<link rel="modulepreload"[^>]*\/>/g, "");
    expect(paintFirst(withoutPreloads, NONCE)).toBe(withoutPreloads);
  });
});

type PaintList = { getEntriesByName(name: string): unknown[] };
type Observer = { callback: (list: PaintList, observer: Observer) => void };

/** A stand-in browser for the starter: what it appended, what it waits for. */
function browser({
  hidden = false,
  paintTiming = true,
  msPerStep = 0,
  mainImage,
}: {
  hidden?: boolean;
  paintTiming?: boolean;
  msPerStep?: number;
  mainImage?: Promise<void>;
}) {
  const appended: string[] = [];
  const queued: { callback: () => void; ms?: number }[] = [];
  const observers: Observer[] = [];
  const append = (node: { tag: string; nonce?: string; textContent?: string }) =>
    appended.push(node.tag === "script" ? `script ${node.nonce} ${node.textContent}` : node.tag);
  vi.stubGlobal("document", {
    visibilityState: hidden ? "hidden" : "visible",
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: append },
    body: { appendChild: append },
    getElementById: (id: string) => (id === "modules" ? { textContent: "import('/a.js')" } : null),
    querySelector: () => (mainImage ? { decode: () => mainImage } : null),
  });
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["navigation", "paint"] : ["navigation"];
    constructor(public callback: Observer["callback"]) {}
    observe() {
      observers.push(this);
    }
    disconnect() {}
  }
  vi.stubGlobal("window", { PerformanceObserver });
  let clock = 0;
  vi.stubGlobal("performance", { now: () => (clock += msPerStep) });
  const later = (callback: () => void, ms?: number) => queued.push({ callback, ms });
  vi.stubGlobal("setTimeout", later);
  vi.stubGlobal("requestAnimationFrame", later);
  startAfterPaint(["/a.js", "/b.js"], NONCE, "modules");
  const paint = (name: string) =>
    observers[0]!.callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, observers[0]!);
  return { appended, queued, paint };
}

const ALL = ["link", "link", `script ${NONCE} import('/a.js')`];

describe("the starter, in the browser (decision 0070)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts the modules once the first contentful paint is reported: their preloads, then the module script", () => {
    const { appended, paint } = browser({});
    expect(appended).toEqual([]);
    paint("first-paint");
    expect(appended).toEqual([]);
    paint("first-contentful-paint");
    expect(appended).toEqual(ALL);
  });

  it("waits for the page's main image to be decoded, then a frame and a task", async () => {
    let decoded!: () => void;
    const { appended, queued, paint } = browser({ mainImage: new Promise((done) => (decoded = done)) });
    paint("first-contentful-paint");
    expect(appended).toEqual([]);
    decoded();
    await Promise.resolve();
    queued.splice(0, 1); // the two-second cap
    queued.shift()!.callback(); // the frame
    queued.shift()!.callback(); // the task after it
    expect(appended).toEqual(ALL);
  });

  it("starts them after two seconds when no paint is reported, and only once", () => {
    const { appended, queued, paint } = browser({});
    expect(queued.map(({ ms }) => ms)).toEqual([2000]);
    queued[0]!.callback();
    paint("first-contentful-paint");
    expect(appended).toEqual(ALL);
  });

  it("starts them after a frame and a task where the browser does not report paints", () => {
    const { appended, queued } = browser({ paintTiming: false });
    queued.shift()!.callback();
    expect(appended).toEqual([]);
    queued.shift()!.callback();
    expect(appended).toEqual(ALL);
  });

  it("adds the preloads a few milliseconds' worth per task, then the module script", () => {
    const { appended, queued } = browser({ hidden: true, msPerStep: 3 }); // one preload per task
    expect(appended).toEqual(["link"]);
    queued.shift()!.callback(); // the last preload, then the module script in the same task
    expect(appended).toEqual(ALL);
    expect(queued).toEqual([]);
  });

  it("starts them at once in a hidden tab, whose frames do not come", () => {
    expect(browser({ hidden: true }).appended).toEqual(ALL);
  });
});
