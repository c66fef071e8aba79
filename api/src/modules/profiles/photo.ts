/**
 * Profile photos: JPEG, PNG or WebP recognised by their content (domain/attachments.ts), whatever
 * the file is called or claims to be. A photo of a child taken with a phone carries its EXIF data
 * (GPS position of the home, device, date): every metadata block is removed before the photo is
 * kept, except a JPEG's orientation, without which phone photos would show sideways. A file whose
 * structure does not read as its format is refused.
 */
import { detectAttachmentKind, type AttachmentKind } from "#domain/attachments.js";
import { PROFILE_PHOTO_TYPES } from "#domain/profiles.js";

export type CleanPhoto = { kind: AttachmentKind; data: Buffer };

/** The photo without its metadata, or undefined when it is not a readable JPEG, PNG or WebP. */
export function cleanPhoto(bytes: Buffer): CleanPhoto | undefined {
  const kind = detectAttachmentKind(bytes);
  if (!kind || !(PROFILE_PHOTO_TYPES as readonly string[]).includes(kind.mime)) return undefined;
  const strip = { "image/jpeg": stripJpeg, "image/png": stripPng, "image/webp": stripWebp }[kind.mime];
  const data = strip?.(bytes);
  return data && { kind, data };
}

// ── JPEG ──────────────────────────────────────────────────────────────────────────────────────

const SOS = 0xda;
const EOI = 0xd9;
const APP1 = 0xe1;
const COM = 0xfe;
/** APP segments that describe how to draw the picture: JFIF (APP0), ICC colour profile (APP2), Adobe (APP14). */
const KEPT_APP_SEGMENTS = new Set([0xe0, 0xe2, 0xee]);
const isAppSegment = (marker: number) => marker >= 0xe0 && marker <= 0xef;

/** EXIF Orientation (tag 0x0112) of an APP1 payload, 1 (upright) when absent or unreadable. */
export function exifOrientation(payload: Buffer): number {
  if (payload.length < 14 || payload.toString("latin1", 0, 6) !== "Exif\0\0") return 1;
  const tiff = payload.subarray(6);
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const u16 = (at: number) => (order === "II" ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === "II" ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    // Orientation is a SHORT (type 3) whose value sits in the entry itself
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** A minimal APP1 segment holding only an EXIF Orientation (big-endian TIFF, one IFD entry). */
export function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18);
  // bytes 20–21 pad the value, 22–25 say there is no next IFD
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, APP1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

function stripJpeg(bytes: Buffer): Buffer | undefined {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // An image ends its headers with a scan; EOI before any scan holds no picture
    if (marker === EOI || at + 4 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    if (marker === SOS) {
      // The compressed picture and anything after it are kept as they are
      kept.push(bytes.subarray(at));
      return Buffer.concat(kept);
    }
    if (marker === APP1) {
      const orientation = exifOrientation(bytes.subarray(at + 4, end));
      if (orientation !== 1) kept.push(orientationSegment(orientation));
    } else if (marker !== COM && (!isAppSegment(marker) || KEPT_APP_SEGMENTS.has(marker))) {
      kept.push(bytes.subarray(at, end));
    }
    at = end;
  }
  return undefined;
}

// ── PNG ───────────────────────────────────────────────────────────────────────────────────────

/** Text, EXIF and timestamp chunks: what a PNG can say about where and when it was made. */
const PNG_METADATA_CHUNKS = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

function stripPng(bytes: Buffer): Buffer | undefined {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  let sawData = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length || (at === 8 && type !== "IHDR")) return undefined;
    if (type === "IDAT") sawData = true;
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(at, end));
    // Whatever follows IEND is not part of the picture
    if (type === "IEND") return sawData ? Buffer.concat(kept) : undefined;
    at = end;
  }
  return undefined;
}

// ── WebP ──────────────────────────────────────────────────────────────────────────────────────

const WEBP_METADATA_CHUNKS = new Set(["EXIF", "XMP "]);
const WEBP_IMAGE_CHUNKS = new Set(["VP8 ", "VP8L", "ANIM"]);
/** VP8X flags announcing EXIF (bit 3) and XMP (bit 2) chunks. */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

function stripWebp(bytes: Buffer): Buffer | undefined {
  const kept: Buffer[] = [];
  let at = 12;
  let sawImage = false;
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  while (at + 8 <= riffEnd) {
    const type = bytes.toString("latin1", at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    // Chunks are padded to an even size
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) return undefined;
    if (WEBP_IMAGE_CHUNKS.has(type)) sawImage = true;
    if (type === "VP8X") {
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, riffEnd)));
      chunk[8] = chunk[8]! & ~VP8X_METADATA_FLAGS;
      kept.push(chunk);
    } else if (!WEBP_METADATA_CHUNKS.has(type)) {
      kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    }
    at = end;
  }
  if (!sawImage) return undefined;
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(body.length + 4, 4);
  header.write("WEBP", 8, "latin1");
  return Buffer.concat([header, body]);
}
