// Types of scripts/page-cache.mjs for its tests.
import type { IncomingMessage, ServerResponse } from "node:http";

export const SHOP_TTL_MS: number;
export function acceptsGzip(header?: string): boolean;
export function pageCache(options?: {
  contentTtlMs?: number;
  now?: () => number;
}): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
