import { createHmac } from "node:crypto";
import { createContext, RouterContextProvider } from "react-router";
import { env } from "./env.server";
import { documentRequest, gzipAccepted } from "./shared-render.server";

/**
 * The visitor's address as the storefront's server saw it (express's req.ip, which believes
 * X-Forwarded-For only from TRUST_PROXY's proxies). Unset under the development server.
 */
// null by default: React Router's get() throws for a context without a value or a default, and the
// development server (and a test's own provider) sets none
export const visitorContext = createContext<string | null>(null);

/**
 * The load context scripts/serve.mjs gives each request (React Router middleware wants a provider):
 * the visitor's address, whether the request asks for a document (not a navigation's `.data`),
 * whose render is shared, and whether the browser takes gzip (decision 0069).
 */
export function loadContext(
  visitorAddress: string | undefined,
  { document = false, gzip = false } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(visitorContext, visitorAddress ?? null);
  context.set(documentRequest, document);
  context.set(gzipAccepted, gzip);
  return context;
}

/**
 * What tells the API who the visitor is (decision 0036): X-Forwarded-For, believed by an API that
 * trusts this server's address (API_TRUST_PROXY), and, with STOREFRONT_SECRET, the address signed
 * for an API that cannot know this server's address.
 */
export function visitorHeaders(address: string): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-for": address };
  if (env.storefrontSecret) {
    headers["x-visitor-address"] = address;
    headers["x-visitor-signature"] = createHmac("sha256", env.storefrontSecret).update(address, "utf8").digest("hex");
  }
  return headers;
}
