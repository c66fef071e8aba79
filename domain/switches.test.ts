import { describe, expect, it } from "vitest";
import { readSwitches } from "./switches";

describe("feature switches", () => {
  it("are on only for the exact text true", () => {
    const switches = readSwitches({
      "switch.shop": "true",
      "switch.blog": "TRUE",
      "switch.woman": "yes",
      "switch.loyalty": " true",
    });
    expect(switches.shop).toBe(true);
    expect(switches.blog).toBe(false);
    expect(switches.woman).toBe(false);
    expect(switches.loyalty).toBe(false);
    expect(switches.recycle).toBe(false);
  });
  it("show the phone only when the hidden-phone value is the text false", () => {
    expect(readSwitches({ "switch.hidden_phone": "false" }).phone).toBe(true);
    expect(readSwitches({ "switch.hidden_phone": "true" }).phone).toBe(false);
    expect(readSwitches({}).phone).toBe(false);
  });
});
