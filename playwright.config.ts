import { defineConfig, devices } from "@playwright/test";
import {
  CHROMIUM_LAUNCH,
  E2E_API_URL,
  E2E_DIRS,
  E2E_PORTS,
  E2E_SESSION_SECRET,
  E2E_SITE_URL,
  E2E_TLS_URL,
} from "./tests/e2e/env";

/**
 * End-to-end tests: the product started the way a user starts it (`node scripts/start.mjs`:
 * production build of the storefront + the API with its embedded PGlite database and demo data),
 * isolated on its own ports and a fresh data directory, driven by Debian's Chromium with
 * JavaScript on and off. One server is shared by every test; *.tls.spec.ts files reach it through
 * a local TLS-terminating proxy instead (project "tls"), the way a deployment serves it.
 */
const CI = Boolean(process.env.CI);

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: CHROMIUM_LAUNCH,
  // A French browser by default: the unprefixed (fr) site is not redirected anywhere.
  locale: "fr-FR",
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: E2E_DIRS.results,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores: the server (API + storefront) needs its share.
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_SITE_URL,
    // Tracing every test costs too much on 2 cores: traces come with the retry (CI), or `--trace on`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true }, testIgnore: /\.tls\.spec\.ts$/ },
    {
      name: "no-js",
      use: { ...chromium, javaScriptEnabled: false },
      // *.js.spec.ts: HTTP-level checks (files, redirects, cookies) and script-only features, run once.
      testIgnore: [/\.js\.spec\.ts$/, /\.tls\.spec\.ts$/],
    },
    {
      // Behind https (decision 0036): forms without JavaScript, the purest case; a spec turns it on where it needs
      name: "tls",
      use: {
        ...chromium,
        // The proxy's certificate is made at start: the browser accepts it, for pages and the service worker alike
        launchOptions: {
          ...chromium.launchOptions,
          args: [...chromium.launchOptions.args, "--ignore-certificate-errors"],
        },
        ignoreHTTPSErrors: true,
        javaScriptEnabled: false,
        baseURL: E2E_TLS_URL,
      },
      testMatch: /\.tls\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/server.mjs",
      // The storefront's home page; tests/e2e/global-setup.ts then waits for the API's database too.
      url: `${E2E_SITE_URL}/`,
      timeout: 240_000,
      reuseExistingServer: !CI,
      stdout: "ignore",
      stderr: "pipe",
      // tests/e2e/server.mjs deletes DATA_DIR first and runs scripts/start.mjs with this environment
      env: {
        PORT: String(E2E_PORTS.storefront),
        API_PORT: String(E2E_PORTS.api),
        API_URL: E2E_API_URL,
        SITE_URL: E2E_SITE_URL,
        STOREFRONT_URL: E2E_SITE_URL,
        DATA_DIR: E2E_DIRS.data,
        BUILD_DIR: E2E_DIRS.build,
        RATE_LIMIT_MAX: "10000",
        SESSION_SECRET: E2E_SESSION_SECRET,
        // Boxes are composed by the tests (POST /admin/requests/{id}/compose), never by the scheduler
        // in the middle of a test that changes an open box (booked boxes arrive in 6 days or more)
        COMPOSE_LEAD_DAYS: "1",
        // A box composed by POST /admin/requests/{id}/compose goes to the family at once; the
        // workbench's test asks the engine from the workbench, where a stylist sends it
        STYLIST_REVIEW: "off",
        // Every e-mail goes through the outbox (decision 0038): the scheduler's pass every second
        // instead of five, so the tests reading /dev/mail wait less
        SCHEDULER_POLL_MS: "1000",
      },
    },
    {
      // The storefront behind a TLS-terminating proxy on loopback (trusted by the storefront's default TRUST_PROXY)
      command: "node tests/e2e/tls-proxy.mjs",
      url: `${E2E_TLS_URL}/robots.txt`,
      ignoreHTTPSErrors: true,
      timeout: 240_000,
      reuseExistingServer: !CI,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(E2E_PORTS.storefront), TLS_PORT: String(E2E_PORTS.tls) },
    },
  ],
});
