import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inputsFingerprint, isBuildCurrent, markBuilt } from "../../scripts/build-inputs.mjs";

/** Issue point 9: `npm start` does not build again a build that is current, and does after any change. */

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function project() {
  const root = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
  roots.push(root);
  for (const file of ["app/root.tsx", "app/locales/de/common.json", "domain/cart.ts", "public/logo.svg"]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "1");
  }
  writeFileSync(path.join(root, "package-lock.json"), "{}");
  const build = path.join(root, "build");
  mkdirSync(path.join(build, "server"), { recursive: true });
  writeFileSync(path.join(build, "server", "index.js"), "");
  return { root, build };
}

describe("the storefront's build inputs", () => {
  it("a build marked with the current inputs is current", () => {
    const { root, build } = project();
    expect(isBuildCurrent(build, inputsFingerprint(root))).toBe(false);
    markBuilt(build, inputsFingerprint(root));
    expect(isBuildCurrent(build, inputsFingerprint(root))).toBe(true);
  });

  it.each([
    ["an edited page", "app/root.tsx"],
    ["an edited text", "app/locales/de/common.json"],
    ["an edited shared rule", "domain/cart.ts"],
    ["a new public file", "public/icon.png"],
    ["an install", "package-lock.json"],
  ])("%s makes it stale", (_what, file) => {
    const { root, build } = project();
    markBuilt(build, inputsFingerprint(root));
    writeFileSync(path.join(root, file), "2");
    // Same size, a later modification time: what an editor's save or a checkout leaves
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, file), later, later);
    expect(isBuildCurrent(build, inputsFingerprint(root))).toBe(false);
  });

  it("a build without its server bundle is not current", () => {
    const { root, build } = project();
    markBuilt(build, inputsFingerprint(root));
    rmSync(path.join(build, "server"), { recursive: true });
    expect(isBuildCurrent(build, inputsFingerprint(root))).toBe(false);
  });

  it("fingerprints the real project in well under a second", () => {
    const started = performance.now();
    inputsFingerprint(path.resolve("."));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
