import { describe, expect, it } from "vitest";
import { capToStock, sortedVariantIds, variantDemand } from "./cart";

describe("variantDemand", () => {
  it("adds the units of product lines and look lines per size", () => {
    const demand = variantDemand([
      { variantIds: [1], quantity: 2 },
      { variantIds: [1, 7], quantity: 3 },
    ]);
    expect([...demand]).toEqual([
      [1, 5],
      [7, 3],
    ]);
  });
});

describe("capToStock", () => {
  it("serves lines in order and drops what no stock is left for", () => {
    const stock = new Map([
      [1, 4],
      [7, 1],
    ]);
    expect(
      capToStock(
        [
          { variantIds: [1], quantity: 3 },
          { variantIds: [1, 7], quantity: 2 },
          { variantIds: [7], quantity: 1 },
        ],
        stock,
      ),
    ).toEqual([3, 1, 0]);
  });

  it("gives nothing for an unknown size", () => {
    expect(capToStock([{ variantIds: [9], quantity: 1 }], new Map())).toEqual([0]);
  });
});

describe("sortedVariantIds", () => {
  it("sorts and removes repeats", () => {
    expect(sortedVariantIds([5, 2, 5, 1])).toEqual([1, 2, 5]);
  });
});
