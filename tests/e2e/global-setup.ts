import { E2E_API_URL, E2E_SITE_URL } from "./env";

/**
 * Runs after Playwright's webServer answered on the storefront: waits until the API's database
 * answers too (the first start loads the demo data), so no test meets a half-started product.
 */
export default async function globalSetup() {
  const deadline = Date.now() + 180_000;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${E2E_API_URL}/ready`);
      if (response.ok) {
        const home = await fetch(`${E2E_SITE_URL}/`, { headers: { "accept-language": "fr" } });
        if (home.ok) return;
        last = `storefront / answered ${home.status}`;
      } else {
        last = `API /ready answered ${response.status}`;
      }
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The product did not become ready in 3 minutes (${last})`);
}
