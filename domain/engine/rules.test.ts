import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_RULES, engineRules } from "./rules";

describe("engineRules", () => {
  it("gives the defaults for nothing, null or an empty string", () => {
    expect(engineRules(undefined)).toEqual(DEFAULT_ENGINE_RULES);
    expect(engineRules(null)).toEqual(DEFAULT_ENGINE_RULES);
    expect(engineRules("  ")).toEqual(DEFAULT_ENGINE_RULES);
    expect(DEFAULT_ENGINE_RULES.boxSize).toEqual({ KID: 8, WOMAN: 6 });
  });

  it("merges field by field, from an object or its JSON, without touching the defaults", () => {
    const rules = engineRules(
      '{"boxSize":{"WOMAN":5},"maxPerBrand":3,"weights":{"look":4},"overBudgetTolerance":null}',
    );
    expect(rules.boxSize).toEqual({ KID: 8, WOMAN: 5 });
    expect(rules.maxPerBrand).toBe(3);
    expect(rules.maxPerColour).toBe(DEFAULT_ENGINE_RULES.maxPerColour);
    expect(rules.weights).toEqual({ ...DEFAULT_ENGINE_RULES.weights, look: 4 });
    expect(rules.overBudgetTolerance).toBeNull();
    rules.weights.look = 99;
    expect(DEFAULT_ENGINE_RULES.weights.look).not.toBe(99);
  });

  it("throws an error naming the field on bad input", () => {
    expect(() => engineRules("{")).toThrow(/not valid JSON/);
    expect(() => engineRules([])).toThrow(/must be a JSON object/);
    expect(() => engineRules({ boxsize: 3 })).toThrow(/boxsize is not a rule/);
    expect(() => engineRules({ boxSize: { KID: 0 } })).toThrow(/boxSize\.KID must be a whole number/);
    expect(() => engineRules({ boxSize: { MAN: 3 } })).toThrow(/boxSize\.MAN is not a rule/);
    expect(() => engineRules({ boxSize: 8 })).toThrow(/boxSize must be an object/);
    expect(() => engineRules({ maxPerColour: 1.5 })).toThrow(/maxPerColour must be a whole number/);
    expect(() => engineRules({ weights: { look: -1 } })).toThrow(/weights\.look must be a number ≥ 0/);
    expect(() => engineRules({ weights: { look: "2" } })).toThrow(/weights\.look/);
    expect(() => engineRules({ weights: { colour: 2 } })).toThrow(/weights\.colour is not a rule/);
    expect(() => engineRules({ overBudgetTolerance: -0.1 })).toThrow(/overBudgetTolerance/);
  });
});
