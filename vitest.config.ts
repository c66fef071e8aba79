import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    // Tests change content through the API and read it at once: the storefront's copies ask every time (decision 0054)
    env: { CONTENT_FRESH_MS: "0" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Not 5 s: a few cases start ESLint or hash passwords, which a loaded two-core CI machine can
          // hold past it (seen: the first ESLint start at 6.7 s); a hung test still fails
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["api/test/**/*.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["api/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: each file has its own database, so a couple run side by side
          maxWorkers: 2,
        },
      },
    ],
  },
});
