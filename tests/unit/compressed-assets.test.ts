import { mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
// @ts-expect-error: the production server's framework, untyped here
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsEncoding, compressedAssets } from "../../scripts/compressed-assets.mjs";

const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;
let server: Server;
let port: number;
let fallthrough = 0;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), "assets-"));
  writeFileSync(join(folder, "entry-abc.js"), SCRIPT);
  writeFileSync(join(folder, "logo.png"), "not compressible");
  writeFileSync(join(tmpdir(), "outside.js"), "secret");
  const app = express();
  app.use("/assets", compressedAssets(folder));
  app.use((_request: unknown, response: { status(code: number): { end(): void } }) => {
    fallthrough++;
    response.status(404).end();
  });
  server = app.listen(0);
  await new Promise((ready) => server.once("listening", ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => server.close(done)));

function get(path: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
      const ask = httpRequest({ port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      ask.on("error", reject);
      ask.end();
    },
  );
}

describe("the build's assets compressed once and kept (decision 0070)", () => {
  it("serves brotli to a browser that takes it, as a file that never changes", async () => {
    const answer = await get("/assets/entry-abc.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 3);
  });

  it("serves gzip to one that takes only gzip, and the same copy again", async () => {
    const first = await get("/assets/entry-abc.js", "gzip");
    const second = await get("/assets/entry-abc.js", "gzip;q=1.0, br;q=0");
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(SCRIPT);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it("answers a HEAD with the headers alone", async () => {
    const answer = await get("/assets/entry-abc.js", "br", "HEAD");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it("leaves to the static files what it does not compress, what is missing and what is outside the folder", async () => {
    const before = fallthrough;
    for (const [path, encoding] of [
      ["/assets/entry-abc.js", undefined],
      ["/assets/entry-abc.js", "identity"],
      ["/assets/logo.png", "br"],
      ["/assets/missing-123.js", "br"],
      ["/assets/..%2foutside.js", "br"],
      ["/assets/%E0%A4%A.js", "br"],
    ] as const) {
      const answer = await get(path, encoding);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-encoding"], path).toBeUndefined();
    }
    expect(fallthrough - before).toBe(6);
  });

  it("reads Accept-Encoding's names and qualities", () => {
    expect(acceptsEncoding("gzip, deflate, br", "br")).toBe(true);
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("*", "br")).toBe(true);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
  });
});
