import { describe, expect, it } from "vitest";
import { FORM_MAX_BYTES, drainUnread, parseForm, readForm } from "~/lib/form.server";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/login", { method: "POST", body, headers, duplex: "half" } as RequestInit);

const urlencoded = (body: string) => post(body, { "content-type": "application/x-www-form-urlencoded" });

/** A body that arrives in pieces with no declared length, as a chunked upload does. */
function streamed(bytes: number, chunk = 16 * 1024) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new TextEncoder().encode(sent === size ? `email=${"a".repeat(size - 6)}` : "a".repeat(size)));
    },
  });
  return post(body, { "content-type": "application/x-www-form-urlencoded" });
}

describe("parseForm", () => {
  it("reads a urlencoded form and a multipart one with its file", async () => {
    const form = await parseForm(urlencoded("email=a%40b.test&intent=add&intent=remove"));
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).getAll("intent")).toEqual(["add", "remove"]);

    const sent = new FormData();
    sent.append("intent", "photo");
    sent.append("photo", new File([new Uint8Array(1000)], "kid.png", { type: "image/png" }));
    const multipart = await parseForm(new Request("http://shop.test/profil/1", { method: "POST", body: sent }));
    expect((multipart as FormData).get("photo")).toBeInstanceOf(File);
  });

  it("answers 415 to what is not a form's type: JSON, text, XML, no type", async () => {
    expect(await parseForm(post('{"email":"a@b.test"}', { "content-type": "application/json" }))).toBe(415);
    expect(await parseForm(post("email=a@b.test", { "content-type": "text/plain" }))).toBe(415);
    expect(await parseForm(post("<email/>", { "content-type": "application/xml" }))).toBe(415);
    expect(await parseForm(post(null))).toBe(415);
  });

  it("answers 400 to a multipart body that does not parse", async () => {
    expect(await parseForm(post("--x\r\n\r\n", { "content-type": "multipart/form-data" }))).toBe(400);
    const cut = '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end';
    expect(await parseForm(post(cut, { "content-type": "multipart/form-data; boundary=b" }))).toBe(400);
  });

  it("reads an empty form as an empty one", async () => {
    const form = await parseForm(urlencoded(""));
    expect([...(form as FormData).keys()]).toEqual([]);
  });

  it("answers 413 past the limit, declared or streamed, and reads a form at the limit", async () => {
    expect(await parseForm(urlencoded(`email=${"a".repeat(FORM_MAX_BYTES)}`))).toBe(413);
    expect(await parseForm(streamed(FORM_MAX_BYTES + 1))).toBe(413);
    expect(await parseForm(streamed(FORM_MAX_BYTES))).toBeInstanceOf(FormData);
    // An upload's own, larger limit
    expect(await parseForm(urlencoded(`email=${"a".repeat(FORM_MAX_BYTES)}`), 2 * FORM_MAX_BYTES)).toBeInstanceOf(
      FormData,
    );
  });
});

describe("readForm", () => {
  it("throws the refusal as an answer with its status", async () => {
    const thrown = await readForm(post("{}", { "content-type": "application/json" })).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 415 } });
  });
});

describe("drainUnread", () => {
  it("reads away a body nobody read, and leaves a read one alone", async () => {
    const unread = urlencoded(`email=${"a".repeat(100_000)}`);
    expect(await drainUnread(unread)).toBe(true);
    expect(unread.bodyUsed).toBe(true);
    const read = urlencoded("email=a");
    await read.formData();
    expect(await drainUnread(read)).toBe(true);
  });

  it("leaves a body declared past its limit unread", async () => {
    const huge = post("x", { "content-type": "application/x-www-form-urlencoded", "content-length": String(1e9) });
    expect(await drainUnread(huge)).toBe(false);
    expect(huge.bodyUsed).toBe(false);
  });
});
