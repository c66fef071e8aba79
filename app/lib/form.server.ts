import { data } from "react-router";

/**
 * The largest form post without files: the site's longest form (the checkout, a contact message)
 * is a few kilobytes. Posts that carry files (a profile photo, contact attachments) pass their own
 * limit. Decision 0026.
 */
export const FORM_MAX_BYTES = 64 * 1024;

/** What a browser's form sends: anything else (JSON, text, XML, no type) is not a form post. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type FormRefusal = 400 | 413 | 415;

const STATUS_TEXT: Record<FormRefusal, string> = {
  400: "Bad Request",
  413: "Content Too Large",
  415: "Unsupported Media Type",
};

class BodyTooLarge extends Error {}

/**
 * The posted form, read up to `maxBytes` (a body declared or streamed past it is not read to the
 * end), or why it is not one: 415 when it is not a form's type, 413 when too large, 400 when it
 * does not parse (a multipart body without its boundary, cut short…).
 */
export async function parseForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData | FormRefusal> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.has(type.split(";")[0]!.trim().toLowerCase())) return 415;
  if (Number(request.headers.get("content-length")) > maxBytes) return 413;
  let size = 0;
  const capped = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(capped ?? null, { headers: { "content-type": type } }).formData();
  } catch (error) {
    if (size > maxBytes) return 413;
    if (error instanceof TypeError) return 400;
    throw error;
  }
}

/**
 * What every action reads its input with: the posted form, or a thrown 415, 413 or 400 answer
 * (the error page), never a 500 for a post no form of the site sends.
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const form = await parseForm(request, maxBytes);
  if (form instanceof FormData) return form;
  throw formRefused(form);
}

/** The answer to a post that is not a readable form (the error page, with its status). */
export function formRefused(status: FormRefusal) {
  return data(null, { status, statusText: STATUS_TEXT[status] });
}

/** Past this a body that no action read is left unread and its connection closed. */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Reads away a request body the answer did not need (an action that reads nothing, a refused
 * post), so the browser receives the answer instead of a connection reset, and a keep-alive
 * connection serves its next request. A body declared past DRAIN_MAX_BYTES is not read: false, and
 * the caller closes the connection.
 */
export async function drainUnread(request: Request): Promise<boolean> {
  if (!request.body || request.bodyUsed) return true;
  if (Number(request.headers.get("content-length")) > DRAIN_MAX_BYTES) return false;
  let size = 0;
  try {
    await request.body.pipeTo(
      new WritableStream({
        write(chunk: Uint8Array) {
          size += chunk.byteLength;
          if (size > DRAIN_MAX_BYTES) throw new BodyTooLarge();
        },
      }),
    );
    return true;
  } catch {
    return false;
  }
}
