/** Where the end-to-end server listens: its own ports, so a running `npm start` (3000/4000) is left alone. */
export const E2E_PORTS = { storefront: 3100, api: 4100 } as const;
export const E2E_SITE_URL = `http://localhost:${E2E_PORTS.storefront}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
