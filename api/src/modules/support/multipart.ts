/**
 * Reads a multipart ticket form in full before anything is written: the text fields become the
 * request body (validated by the route's zod schema), the files are kept in memory (5 × 5 MB at
 * most) with their detected kind, and every problem with them is collected for one 422 answer.
 */
import type { FastifyRequest } from "fastify";
import type { Multipart } from "@fastify/multipart";
import { ApiError } from "../../plugins/errors.js";
import { detectAttachmentKind, safeFileName, type AttachmentKind } from "./file-types.js";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "./schemas.js";

export type ReceivedFile = { fileName: string; kind: AttachmentKind; data: Buffer };
export type ReceivedForm = { fields: Record<string, string>; files: ReceivedFile[]; fileErrors: string[] };

const FILE_FIELDS = new Set(["attachments", "attachments[]"]);
const TEXT_FIELDS = new Set(["sender_name", "sender_email", "object", "content", "sender_phone", "order_id"]);

export const attachmentError = (messages: string[]) =>
  ApiError.unprocessable("INVALID_ATTACHMENT", "Invalid attachment", { attachments: messages });

function multipartCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

async function readFile(part: Extract<Multipart, { type: "file" }>): Promise<{ data: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Past the limit busboy truncates the stream; stop keeping bytes, keep draining.
    if (size <= MAX_ATTACHMENT_BYTES) chunks.push(chunk);
  }
  return { data: Buffer.concat(chunks), truncated: part.file.truncated || size > MAX_ATTACHMENT_BYTES };
}

/**
 * The contact form by default; the back-office's reply form names its own text fields and shares
 * the file rules (kinds, sizes, count) and the problems they give.
 */
export async function readTicketForm(
  request: FastifyRequest,
  textFields: ReadonlySet<string> = TEXT_FIELDS,
): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, files: [], fileErrors: [] };
  // throwFileSizeLimit (read by the plugin, missing from its types): an oversized file ends
  // truncated instead of failing the whole form, so every file's problem can be reported.
  const options = {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS, fields: 20, parts: 30, fieldSize: 64 * 1024 },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options as Parameters<FastifyRequest["parts"]>[0]);
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (!textFields.has(part.fieldname) || part.fieldname in form.fields) continue;
        if (part.valueTruncated) {
          throw ApiError.badRequest("Invalid request", { [part.fieldname]: ["Too long"] });
        }
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const index = form.files.length + form.fileErrors.length;
      const { data, truncated } = await readFile(part);
      const name = part.filename || `file ${index + 1}`;
      if (!FILE_FIELDS.has(part.fieldname)) {
        form.fileErrors.push(`${name}: files go in the attachments field`);
        continue;
      }
      if (truncated) {
        form.fileErrors.push(`${name}: larger than 5 MB`);
        continue;
      }
      if (data.length === 0) {
        // An empty file input sends an empty part without a name: that is no file at all.
        if (!part.filename) continue;
        form.fileErrors.push(`${name}: the file is empty`);
        continue;
      }
      const kind = detectAttachmentKind(data);
      if (!kind) {
        form.fileErrors.push(`${name}: only PDF, JPEG, PNG, WebP and HEIC files are accepted`);
        continue;
      }
      form.files.push({ fileName: safeFileName(part.filename, kind, form.files.length), kind, data });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    switch (multipartCode(error)) {
      case "FST_REQ_FILE_TOO_LARGE":
        throw attachmentError(["A file is larger than 5 MB"]);
      case "FST_FILES_LIMIT":
        throw attachmentError([`At most ${MAX_ATTACHMENTS} files`]);
      case "FST_PARTS_LIMIT":
      case "FST_FIELDS_LIMIT":
        throw ApiError.badRequest("Too many form fields");
      case "FST_PROTO_VIOLATION":
      case "FST_INVALID_JSON_FIELD_ERROR":
      case "FST_MP_PREMATURE_CLOSE":
        throw ApiError.badRequest("Malformed form data");
      default:
        // busboy's own parse errors (malformed boundaries…) are the client's too
        if (
          error instanceof Error &&
          !multipartCode(error) &&
          /multipart|boundary|part|form|unexpected end/i.test(error.message)
        ) {
          throw ApiError.badRequest("Malformed form data");
        }
        throw error;
    }
  }
  return form;
}

/**
 * A route's multipart form: `preValidation` reads it (text fields become the body the route's zod
 * schema validates, files are kept for the handler), `files` hands the handler the accepted files
 * of its request, or throws the one 422 naming every file's problem.
 */
export function multipartForm(textFields: ReadonlySet<string> = TEXT_FIELDS) {
  const received = new WeakMap<FastifyRequest, { files: ReceivedFile[]; fileErrors: string[] }>();
  return {
    preValidation: async (request: FastifyRequest) => {
      if (!request.isMultipart()) return;
      const form = await readTicketForm(request, textFields);
      received.set(request, { files: form.files, fileErrors: form.fileErrors });
      request.body = form.fields;
    },
    files(request: FastifyRequest): ReceivedFile[] {
      const form = received.get(request) ?? { files: [], fileErrors: [] };
      received.delete(request);
      const sentAsJson = (request.body as { attachments?: unknown[] } | undefined)?.attachments?.length;
      if (!request.isMultipart() && sentAsJson) throw attachmentError(["Files must be sent as multipart/form-data"]);
      if (form.fileErrors.length > 0) throw attachmentError(form.fileErrors);
      return form.files;
    },
  };
}
