/**
 * Ticket attachments: the kinds and limits live in domain/attachments.ts (the storefront checks
 * the same ones before sending); the name kept on disk is the API's own business.
 */
import type { AttachmentKind } from "#domain/attachments.js";

export { detectAttachmentKind, type AttachmentKind } from "#domain/attachments.js";

/**
 * A file name safe to keep on disk and to show: the base name only, no path, no control or
 * reserved characters, at most 100 characters, with the extension of the detected kind.
 */
export function safeFileName(original: string | undefined, kind: AttachmentKind, index: number): string {
  const base = (original ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    // "é" is "e" and a combining accent after NFKD: the accent goes, the letter stays
    .replace(/\p{M}/gu, "")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, 100);
  return `${index + 1}-${base || "attachment"}.${kind.extension}`;
}
