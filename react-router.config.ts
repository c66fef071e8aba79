import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets an isolated end-to-end run build beside the usual one (tests/e2e/env.ts)
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every React Router v8 flag is decided here, so builds print no future-flag warnings. Adopted:
  // middleware, split route modules (a route's client loader loads apart from its component). Not
  // yet, until the move to v8: Vite's environment API (React Router 7 still calls it experimental
  // on every build); pass-through requests, which would hand loaders URLs ending in ".data" where
  // they read the page's language and query; trailing-slash-aware data URLs, which would change the
  // ".data" addresses scripts/language-builds.mjs routes by prefix.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Lazy route discovery (decision 0058): a page inlines the manifest entries of its own routes, and
  // the browser asks /__manifest for those of the links it shows, instead of downloading the whole
  // page table (mounted four times: 32 KB compressed) on every first visit. The server computes
  // the inlined part over the matched routes only (entry.server.tsx) and answers /__manifest from
  // the whole build (scripts/language-builds.mjs).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
