import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this document (entry.server.tsx makes one per response):
 * every inline script the page renders carries it. Undefined in the browser, which hides nonces.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
