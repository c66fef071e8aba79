/**
 * GET version: the API's version (package.json) and this build's identifier, so the storefront
 * can tell a new deployment. BUILD_ID (or GIT_SHA / SOURCE_VERSION as CI services name it) wins;
 * without one, the process start stands in for it, which changes on every deployment anyway.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const startedAt = new Date();

function packageVersion(): string {
  try {
    const file = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../package.json");
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { version?: unknown };
    if (typeof parsed.version === "string" && parsed.version) return parsed.version;
  } catch {
    // No readable package.json next to the sources (bundled deployment): fall through.
  }
  return process.env.npm_package_version || "0.0.0";
}

export type VersionInfo = { version: string; build_id: string; started_at: string };

export function versionInfo(env: NodeJS.ProcessEnv = process.env): VersionInfo {
  const buildId = env.BUILD_ID || env.GIT_SHA || env.SOURCE_VERSION || `dev-${startedAt.getTime().toString(36)}`;
  return { version: packageVersion(), build_id: buildId, started_at: startedAt.toISOString() };
}
