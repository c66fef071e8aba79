import { describe, expect, it } from "vitest";
import { hashPreviewToken, newPreviewToken, verifyPreviewToken } from "../../src/modules/styling/preview/token.js";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac-0123456789";

describe("preview skip token", () => {
  it("verifies a token it issued and gives the preview id back", () => {
    const { token, hash } = newPreviewToken(SECRET, 42);
    expect(verifyPreviewToken(SECRET, token)).toEqual({ previewId: 42 });
    expect(hash).toBe(hashPreviewToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/); // URL-safe as is
  });

  it("issues a different token (random nonce) each time for the same preview", () => {
    const a = newPreviewToken(SECRET, 7);
    const b = newPreviewToken(SECRET, 7);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).not.toBe(b.hash);
  });

  it("refuses another secret, a changed id, nonce or signature, and garbage", () => {
    const { token } = newPreviewToken(SECRET, 42);
    const [id, nonce, signature] = token.split(".") as [string, string, string];
    expect(verifyPreviewToken(`${SECRET}x`, token)).toBeNull();
    expect(verifyPreviewToken(SECRET, `43.${nonce}.${signature}`)).toBeNull();
    const otherNonce = `${nonce[0] === "A" ? "B" : "A"}${nonce.slice(1)}`;
    expect(verifyPreviewToken(SECRET, `${id}.${otherNonce}.${signature}`)).toBeNull();
    const otherSignature = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(verifyPreviewToken(SECRET, `${id}.${nonce}.${otherSignature}`)).toBeNull();
    for (const bad of [
      "",
      "42",
      "42..",
      `${token}.x`,
      `0.${nonce}.${signature}`,
      `-1.${nonce}.${signature}`,
      `99999999999.${nonce}.${signature}`,
      ` ${token}`,
    ]) {
      expect(verifyPreviewToken(SECRET, bad)).toBeNull();
    }
  });

  it("refuses ids that are not serials", () => {
    expect(() => newPreviewToken(SECRET, 0)).toThrow(RangeError);
    expect(() => newPreviewToken(SECRET, 1.5)).toThrow(RangeError);
    expect(() => newPreviewToken(SECRET, 2 ** 31)).toThrow(RangeError);
  });
});
