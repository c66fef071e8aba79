import { describe, expect, it } from "vitest";
import {
  CATEGORY_FILTERS,
  compareSizes,
  discountPercent,
  isLastChance,
  isLowStock,
  lookSizes,
  pageCount,
  parseCategoryFilter,
  productBadges,
  sizedApart,
  sizesForCategory,
  sortBySize,
} from "./catalogue.js";
import { KID_AGE_SIZES, KID_SHOE_SIZES, WOMAN_SIZES } from "./profiles.js";

describe("size order (§9)", () => {
  it("puts one size, TU, letters then combined sizes in the spec's order", () => {
    const spec = ["One size", "TU", "XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL", "S/M", "M/L", "L/XL"];
    const shuffled = [...spec].reverse();
    expect(shuffled.sort(compareSizes)).toEqual(spec);
  });

  it("sorts infant ages by age, months before years, and before numeric sizes", () => {
    const sizes = ["24", "2 ans", "18 mois", "1 mois", "14 ans", "9 mois", "36", "3 ans", "12 mois"];
    expect(sizes.sort(compareSizes)).toEqual([
      "1 mois",
      "9 mois",
      "12 mois",
      "18 mois",
      "2 ans",
      "3 ans",
      "14 ans",
      "24",
      "36",
    ]);
  });

  it("keeps the profile size lists in their order and sizes unknown last", () => {
    expect([...KID_AGE_SIZES].reverse().sort(compareSizes)).toEqual([...KID_AGE_SIZES]);
    expect([...KID_SHOE_SIZES].reverse().sort(compareSizes)).toEqual(KID_SHOE_SIZES);
    expect([...WOMAN_SIZES].reverse().sort(compareSizes)).toEqual([...WOMAN_SIZES]);
    expect(["banana", "XL", "38", "TU"].sort(compareSizes)).toEqual(["TU", "XL", "38", "banana"]);
  });

  it("sorts variants without changing the given list", () => {
    const variants = [{ size: "L" }, { size: "XS" }, { size: "TU" }];
    expect(sortBySize(variants).map((v) => v.size)).toEqual(["TU", "XS", "L"]);
    expect(variants[0]!.size).toBe("L");
  });
});

describe("sizes per category (§9)", () => {
  const sizes = { top_size: "6 ans", bottom_size: "8 ans", shoe_size: "30" };
  it("gives TU to every category and the matching size of the profile", () => {
    expect(sizesForCategory("TOP", sizes)).toEqual(["TU", "6 ans"]);
    expect(sizesForCategory("BOTTOM", sizes)).toEqual(["TU", "8 ans"]);
    expect(sizesForCategory("FEET", sizes)).toEqual(["TU", "30"]);
    // Pyjamas and swimwear are "other" in clothing sizes: any of the wearer's sizes
    expect(sizesForCategory("OTHER", sizes)).toEqual(["TU", "6 ans", "8 ans", "30"]);
  });
  it("a woman's size brings the combined sizes holding it", () => {
    expect(sizesForCategory("TOP", { top_size: "M" })).toEqual(["TU", "M", "S/M", "M/L"]);
  });
  it("leaves out a size the profile has not given", () => {
    expect(sizesForCategory("FEET", { top_size: "M", bottom_size: "L" })).toEqual(["TU"]);
  });
});

describe("category filters (§9)", () => {
  it("lists the six filters in the spec's order", () => {
    expect(CATEGORY_FILTERS.map((f) => f.label)).toEqual([
      "Tops",
      "Pull-Cardi",
      "Bottoms",
      "Robe/Combi/Salopette",
      "Accessoires",
      "Autre",
    ]);
  });
  it("reads a filter by code or label, in any case", () => {
    expect(parseCategoryFilter("Robe/Combi/Salopette")).toBe("robe_combi_salopette");
    expect(parseCategoryFilter(" pull-cardi ")).toBe("pull_cardi");
    expect(parseCategoryFilter("bottoms")).toBe("bottoms");
    expect(parseCategoryFilter("Shoes")).toBeUndefined();
  });
});

describe("discount percent (§4)", () => {
  it("rounds down to a multiple of 5", () => {
    expect(discountPercent(2010, 3000)).toBe(30); // 33 %
    expect(discountPercent(1500, 2000)).toBe(25);
    expect(discountPercent(1000, 2000)).toBe(50);
    expect(discountPercent(1001, 2000)).toBe(45); // 49.95 %
  });
  it("shows nothing without a higher public price or under 5 %", () => {
    expect(discountPercent(2000, null)).toBeNull();
    expect(discountPercent(2000, 2000)).toBeNull();
    expect(discountPercent(1950, 2000)).toBeNull(); // 2.5 %
  });
});

describe("badges (§4)", () => {
  const low = { is_available: true, is_low_stock: true };
  const plenty = { is_available: true, is_low_stock: false };
  const base = { label: null, is_recent: false, variants: [plenty], discount_percent: null };

  it("gives matchy, cotonbio, new collection and discount badges", () => {
    expect(productBadges({ ...base, label: "matchy" })).toEqual([{ type: "matchy" }]);
    expect(productBadges({ ...base, label: "cotonbio" })).toEqual([{ type: "cotonbio" }]);
    expect(productBadges({ ...base, is_recent: true })).toEqual([{ type: "new_collection" }]);
    expect(productBadges({ ...base, discount_percent: 20 })).toEqual([{ type: "discount", percent: 20 }]);
    expect(productBadges(base)).toEqual([]);
  });

  it("says 'Last chance' only when every variant is low on stock", () => {
    expect(productBadges({ ...base, variants: [low, low] })).toEqual([{ type: "last_chance" }]);
    expect(isLastChance([low, plenty])).toBe(false);
    expect(isLastChance([])).toBe(false);
  });

  it("treats sold out as not low", () => {
    expect(isLowStock(0, 2)).toBe(false);
    expect(isLowStock(2, 2)).toBe(true);
    expect(isLowStock(3, 2)).toBe(false);
  });
});

describe("look sizes", () => {
  const v = (variant_id: number, size: string, is_available = true) => ({ variant_id, size, is_available });
  it("keeps the sizes every garment has, in order, with one variant per product", () => {
    const sizes = lookSizes([
      { id: 1, meta_category: "TOP", variants: [v(11, "4 ans"), v(12, "3 ans"), v(13, "6 ans", false)] },
      { id: 2, meta_category: "BOTTOM", variants: [v(21, "6 ans"), v(22, "3 ans"), v(23, "4 ans")] },
      { id: 3, meta_category: "OTHER", variants: [v(31, "TU")] },
      { id: 4, meta_category: "FEET", variants: [v(41, "26"), v(42, "27")] },
    ]);
    expect(sizes).toEqual([
      { size: "3 ans", is_available: true, look_variant_ids: [12, 22, 31] },
      { size: "4 ans", is_available: true, look_variant_ids: [11, 23, 31] },
      { size: "6 ans", is_available: false, look_variant_ids: [13, 21, 31] },
    ]);
  });
  it("leaves shoes and multi-size pieces to be sized apart", () => {
    const items = [
      { id: 1, meta_category: "TOP" as const, variants: [v(11, "4 ans")] },
      { id: 3, meta_category: "OTHER" as const, variants: [v(31, "TU")] },
      { id: 4, meta_category: "FEET" as const, variants: [v(41, "26"), v(42, "27")] },
    ];
    expect(sizedApart(items)).toEqual([4]);
    expect(sizedApart(items.slice(1))).toEqual([3, 4]);
  });
  it("has no sizes without garments", () => {
    expect(lookSizes([{ id: 3, meta_category: "OTHER", variants: [v(31, "TU")] }])).toEqual([]);
  });
});

describe("paging", () => {
  it("counts at least one page", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});
