/**
 * Contact-form attachments (§3 Support ticket, §5 files optional), shared by the API and the
 * storefront so both refuse the same files with the same limits. Pure: no I/O.
 *
 * Files are recognised by their first bytes (magic numbers), never by the name or the declared
 * content type alone: a renamed executable is refused whatever it claims to be.
 */

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export type AttachmentKind = { mime: string; extension: string };

export const ATTACHMENT_KINDS = {
  pdf: { mime: "application/pdf", extension: "pdf" },
  jpeg: { mime: "image/jpeg", extension: "jpg" },
  png: { mime: "image/png", extension: "png" },
  webp: { mime: "image/webp", extension: "webp" },
  heic: { mime: "image/heic", extension: "heic" },
} as const satisfies Record<string, AttachmentKind>;

export const ACCEPTED_ATTACHMENT_TYPES = Object.values(ATTACHMENT_KINDS).map((k) => k.mime);

/**
 * Leading bytes enough for detectAttachmentKind to recognise every accepted kind: the longest is
 * a HEIF "ftyp" box listing its compatible brands, a few dozen bytes in practice.
 */
export const ATTACHMENT_SNIFF_BYTES = 256;

/** HEIF brands of still images and sequences (ISO/IEC 23008-12). */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
/** Generic HEIF brands: accepted when a HEIC brand is among the compatible ones (AVIF is not). */
const HEIF_GENERIC_BRANDS = new Set(["mif1", "msf1"]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The accepted kind these bytes are, or undefined for anything else. */
export function detectAttachmentKind(bytes: Uint8Array): AttachmentKind | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return ATTACHMENT_KINDS.pdf; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return ATTACHMENT_KINDS.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ATTACHMENT_KINDS.png;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return ATTACHMENT_KINDS.webp;
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    const major = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(major)) return ATTACHMENT_KINDS.heic;
    if (HEIF_GENERIC_BRANDS.has(major)) {
      const end = Math.min(boxSize, bytes.length);
      for (let offset = 16; offset + 4 <= end; offset += 4) {
        if (HEIC_BRANDS.has(ascii(bytes, offset, offset + 4))) return ATTACHMENT_KINDS.heic;
      }
    }
  }
  return undefined;
}
