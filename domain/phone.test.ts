import { describe, expect, it } from "vitest";
import { isValidPhone } from "./phone";

describe("isValidPhone", () => {
  it.each(["+33 6 12 34 56 78", "06.12.34.56.78", "(030) 1234567", "0612345678", "+31-20-1234567"])(
    "accepts %s",
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(["", "   ", "abc", "06 12", "+33 6 12 34 56 78 90 12 34 56 78 90", "06 12 34 56 7x"])("refuses %j", (phone) =>
    expect(isValidPhone(phone)).toBe(false),
  );
});
