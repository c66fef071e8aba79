/**
 * Where the end-to-end server listens: its own ports, so a running `npm start` (3000/4000) is left
 * alone. E2E_PORT moves the whole run (storefront on E2E_PORT, API on E2E_PORT + 1000, the TLS
 * proxy in front of the storefront on E2E_PORT + 2000, its own build, data and results
 * directories), so two runs can go side by side on one machine.
 */
const storefront = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PORTS = { storefront, api: storefront + 1000, tls: storefront + 2000 } as const;
export const E2E_SITE_URL = `http://localhost:${E2E_PORTS.storefront}`;
/** The e2e storefront's cookie secret: a test can make a session cookie the storefront accepts. */
export const E2E_SESSION_SECRET = "e2e-session-secret";
/** The same storefront behind a TLS-terminating proxy (tests/e2e/tls-proxy.mjs), as deployed. */
export const E2E_TLS_URL = `https://localhost:${E2E_PORTS.tls}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
/** The default run keeps the plain names; a moved run suffixes them with its port. */
const suffix = process.env.E2E_PORT ? `-${storefront}` : "";
export const E2E_DIRS = {
  data: `.data/e2e${suffix}`,
  build: suffix ? `.data/build${suffix}` : "build",
  results: `test-results${suffix}`,
} as const;

/** Playwright's own browser download does not work on these machines: Debian's Chromium does (also npm run bench:js). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
