import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets an isolated end-to-end run build beside the usual one (tests/e2e/env.ts)
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true },
  // The whole route manifest, one cacheable file (about 12 KB compressed), instead of a partial
  // manifest matched and inlined in every page and /__manifest calls while browsing (decision 0022)
  routeDiscovery: { mode: "initial" },
} satisfies Config;
