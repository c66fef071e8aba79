import { describe, expect, it } from "vitest";
import { validateTrackingId } from "./tracking";

describe("tracking id", () => {
  it("accepts GTM- and G- ids of upper-case letters and digits", () => {
    expect(validateTrackingId("GTM-AB12CD")).toBe("GTM-AB12CD");
    expect(validateTrackingId("G-XYZ789")).toBe("G-XYZ789");
    expect(validateTrackingId(undefined)).toBeUndefined();
  });
  it("raises an error for anything else", () => {
    for (const bad of ["gtm-ab12", "G-abc", "UA-12345-1", "GTM-", "GTM-AB 12", "X-GTM-AB12"]) {
      expect(() => validateTrackingId(bad)).toThrow("Invalid tracking id");
    }
  });
});
