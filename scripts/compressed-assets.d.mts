// Types of scripts/compressed-assets.mjs for its tests.
import type { IncomingMessage, ServerResponse } from "node:http";

export function acceptsEncoding(header: string | undefined, name: string): boolean;
export function compressedAssets(
  folder: string,
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
