// Whether the storefront's build is current, so `npm start` only builds when something changed.
//
// The build depends on the storefront's sources, the shared rules, the public files, the installed
// packages and the build's configuration. Their fingerprint is each file's path, size and
// modification time, hashed: about a thousand stat calls, a few milliseconds, where hashing the
// contents would read every file. A build records the fingerprint of the inputs it started from;
// an edit, a checkout, an `npm ci` or a build that stopped halfway all make the next start build.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUT_DIRECTORIES = ["app", "domain", "public"];
const INPUT_FILES = ["package.json", "package-lock.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];
const STAMP = ".inputs";

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** The fingerprint of the build's inputs under `root`. */
export function inputsFingerprint(root) {
  const paths = [
    ...INPUT_DIRECTORIES.flatMap((directory) =>
      existsSync(path.join(root, directory)) ? [...files(path.join(root, directory))] : [],
    ),
    ...INPUT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ].sort();
  const hash = createHash("sha256");
  for (const file of paths) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\t${size}\t${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** True when `buildDir` holds a whole build made from inputs with this fingerprint. */
export function isBuildCurrent(buildDir, fingerprint) {
  const stamp = path.join(buildDir, STAMP);
  return (
    existsSync(path.join(buildDir, "server", "index.js")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8").trim() === fingerprint
  );
}

/** Records that `buildDir` was built from inputs with this fingerprint. */
export function markBuilt(buildDir, fingerprint) {
  writeFileSync(path.join(buildDir, STAMP), `${fingerprint}\n`);
}
