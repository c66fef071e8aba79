import type { Config } from "@react-router/dev/config";

/**
 * The bench's baseline storefront (npm run bench:shop): a React Router app with one static page,
 * built by the same `react-router build` in the same server-rendered mode and served by the same
 * scripts/serve.mjs as the real storefront, so the comparison isolates what a product page adds
 * (its loaders, API calls and markup) from what any React Router page costs.
 */
export default {
  appDirectory: "app",
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "../../.data/bench-bare-build",
  future: { v8_middleware: true },
} satisfies Config;
