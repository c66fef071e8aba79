/**
 * Small real pictures for the profile photo tests, with the metadata a phone would add (an EXIF
 * position, a comment, PNG text) so the tests can check it is gone after the upload.
 */
import { crc32, deflateSync } from "node:zlib";

/** A secret a photo must not keep: the position of the home where it was taken. */
export const GPS_SECRET = "GPS 48.8566N 2.3522E";

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A solid-colour RGB PNG, with optional text chunks before the picture. */
export function png(width = 8, height = 8, rgb: [number, number, number] = [242, 167, 184], text?: string): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    ...(text ? [pngChunk("tEXt", Buffer.from(`Comment\0${text}`, "latin1"))] : []),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 4×4 JPEG drawn by Chromium (JFIF, ICC profile in APP2, one scan). */
const JPEG_BASE64 =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAeEAABAwQDAAAAAAAAAAAAAAABAAMFAgQREhMhMf/EABUBAQEAAAAAAAAAAAAAAAAAAAMG/8QAFREBAQAAAAAAAAAAAAAAAAAAADH/2gAMAwEAAhEDEQA/AKRERtpER7VjHNcNq1nSjY1YyST2ST6SiIjVMf/Z";

/** A 4×4 WebP drawn by Chromium (VP8X with an ICC profile, then the VP8 picture). */
const WEBP_BASE64 =
  "UklGRiQCAABXRUJQVlA4WAoAAAAgAAAAAwAAAwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggNgAAANABAJ0BKgQABAABQCYlqAJ0AR//0VwAAP7Kvf8/v/cj/te6KpdCYI9tjX/43j/Xd/lFy8AAAA==";

/**
 * EXIF (little-endian TIFF) with an Orientation and an ImageDescription holding the secret, as a
 * phone writes both in IFD0.
 */
function exifPayload(orientation: number): Buffer {
  const text = Buffer.from(`${GPS_SECRET}\0`, "latin1");
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // Orientation, SHORT
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  // ImageDescription, ASCII, stored after the IFD
  tiff.writeUInt16LE(0x010e, 22);
  tiff.writeUInt16LE(2, 24);
  tiff.writeUInt32LE(text.length, 26);
  tiff.writeUInt32LE(tiff.length, 30);
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff, text]);
}

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** The JPEG, optionally with an EXIF block (orientation + secret) and a comment right after SOI. */
export function jpeg(exif?: { orientation: number }): Buffer {
  const base = Buffer.from(JPEG_BASE64, "base64");
  if (!exif) return base;
  return Buffer.concat([
    base.subarray(0, 2),
    jpegSegment(0xe1, exifPayload(exif.orientation)),
    jpegSegment(0xfe, Buffer.from(`taken at ${GPS_SECRET}`, "latin1")),
    base.subarray(2),
  ]);
}

/** The WebP, optionally with an EXIF chunk holding the secret (and its VP8X flag set). */
export function webp(withExif = false): Buffer {
  const base = Buffer.from(WEBP_BASE64, "base64");
  if (!withExif) return base;
  const data = exifPayload(1);
  const head = Buffer.alloc(8);
  head.write("EXIF", 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  const chunk = Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  const out = Buffer.concat([base, chunk]);
  out.writeUInt32LE(out.length - 8, 4);
  out[20] = out[20]! | 0x08; // VP8X flags: EXIF present
  return out;
}

/** A multipart/form-data body built by the platform's own FormData, as a browser sends it. */
export async function multipart(fields: Record<string, string | { name: string; type: string; data: Buffer }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  };
}
