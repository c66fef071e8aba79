import { describe, expect, it } from "vitest";
import {
  MAX_PREVIEW_COMMENT,
  NO_REFUSALS,
  REPLACEMENT_REASONS,
  isPastDeadline,
  normaliseComment,
  parseReplacementPayload,
  previewArgsErrors,
  previewTotalCents,
  replacementErrors,
  replacementProblem,
  type ReplacementCandidate,
} from "./preview";

const candidate = (over: Partial<ReplacementCandidate["product"]> = {}, size = "6A"): ReplacementCandidate => ({
  product: {
    id: 10,
    isActive: true,
    metaCategory: "TOP",
    category: "tops",
    color: "#AA0000",
    pattern: "stripes",
    genders: ["girl", "boy"],
    garmentType: "tshirt",
    details: [],
    ...over,
  },
  variant: { id: 100, productId: over.id ?? 10, size },
});

const context = {
  gender: "girl" as const,
  sizes: { top_size: "6A", bottom_size: "5A", shoe_size: null },
  previewProductIds: [1, 2, 3],
  refusals: NO_REFUSALS,
};

describe("preview arguments (§5)", () => {
  it("needs profileId and requestId", () => {
    expect(previewArgsErrors({ profileId: "4", requestId: 9 })).toEqual({});
    expect(Object.keys(previewArgsErrors({}))).toEqual(["profileId", "requestId"]);
    expect(Object.keys(previewArgsErrors({ profileId: "-1", requestId: "1.5" }))).toEqual(["profileId", "requestId"]);
  });

  it("reads the replacement payload from a form's strings or JSON numbers", () => {
    const form = {
      replacement_reason: "colour",
      replacement_variant_id: "12",
      replacement_product_id: "3",
      look_index: "0",
      item_index: "2",
    };
    expect(parseReplacementPayload(form)).toEqual({
      ok: true,
      value: {
        replacement_reason: "colour",
        replacement_variant_id: 12,
        replacement_product_id: 3,
        look_index: 0,
        item_index: 2,
      },
    });
    expect(parseReplacementPayload({ ...form, look_index: 1, item_index: 0 }).ok).toBe(true);
  });

  it("names every missing or wrong field", () => {
    const result = parseReplacementPayload({ replacement_reason: "ugly", replacement_variant_id: "x", look_index: -1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual([
        "item_index",
        "look_index",
        "replacement_product_id",
        "replacement_reason",
        "replacement_variant_id",
      ]);
    }
    expect(REPLACEMENT_REASONS).toEqual(["size", "style", "colour", "already_have", "other"]);
  });
});

describe("a replacement's checks", () => {
  it("accepts a piece in the wearer's size, for her, new to the box and not refused", () => {
    expect(replacementProblem(candidate(), context)).toBeNull();
    expect(replacementProblem(candidate({}, "TU"), context)).toBeNull();
  });

  it("checks sizes per category (§9): tops the top size, bottoms the bottom size, feet the shoe size", () => {
    expect(replacementProblem(candidate({}, "5A"), context)).toBe("wrong_size");
    expect(replacementProblem(candidate({ metaCategory: "BOTTOM", category: "bottoms" }, "5A"), context)).toBeNull();
    expect(replacementProblem(candidate({ metaCategory: "BOTTOM", category: "bottoms" }, "6A"), context)).toBe(
      "wrong_size",
    );
    expect(replacementProblem(candidate({ metaCategory: "FEET", category: "accessoires" }, "28"), context)).toBe(
      "wrong_size",
    );
    expect(replacementProblem(candidate({ metaCategory: "FEET", category: "accessoires" }, "TU"), context)).toBeNull();
  });

  it("lets the stylist's own piece come back in the size the engine sized for growth, and only that one", () => {
    const grown = candidate({}, "7A");
    expect(replacementProblem(grown, context)).toBe("wrong_size");
    expect(replacementProblem(grown, { ...context, originalVariantId: grown.variant.id })).toBeNull();
    expect(replacementProblem(grown, { ...context, originalVariantId: grown.variant.id + 1 })).toBe("wrong_size");
  });

  it("refuses a product already in the box, the replaced one included", () => {
    expect(replacementProblem(candidate({ id: 2 }), context)).toBe("already_in_preview");
  });

  it("refuses what the quiz refused: colour (any case), print, category", () => {
    const refusals = {
      ...NO_REFUSALS,
      colours: ["#aa0000"],
      patterns: ["dots"],
      categories: ["robe_combi_salopette" as const],
    };
    expect(replacementProblem(candidate(), { ...context, refusals })).toBe("refused_colour");
    expect(replacementProblem(candidate({ color: "#00aa00", pattern: "dots" }), { ...context, refusals })).toBe(
      "refused_pattern",
    );
    expect(
      replacementProblem(candidate({ color: "#00aa00", category: "robe_combi_salopette" }), { ...context, refusals }),
    ).toBe("refused_category");
  });

  it('refuses a garment type or a detail the quiz\'s "never" refused, as a refused kind of piece', () => {
    const refusals = { ...NO_REFUSALS, garments: ["jeans" as const], details: ["hood" as const] };
    expect(replacementProblem(candidate({ garmentType: "jeans" }), { ...context, refusals })).toBe("refused_category");
    expect(replacementProblem(candidate({ details: ["lace", "hood"] }), { ...context, refusals })).toBe(
      "refused_category",
    );
    expect(replacementProblem(candidate({ details: ["lace"] }), { ...context, refusals })).toBeNull();
  });

  it("refuses a retired product, another product's variant and another gender's piece", () => {
    expect(replacementProblem(candidate({ isActive: false }), context)).toBe("unknown_product");
    expect(replacementProblem({ ...candidate(), variant: { id: 1, productId: 99, size: "6A" } }, context)).toBe(
      "variant_not_of_product",
    );
    expect(replacementProblem(candidate({ genders: ["boy"] }), context)).toBe("wrong_gender");
  });

  it("answers field errors on the payload's field", () => {
    expect(replacementErrors("wrong_size")).toEqual({ replacement_variant_id: [expect.any(String)] });
    expect(replacementErrors("refused_colour")).toEqual({ replacement_product_id: [expect.any(String)] });
  });
});

describe("the comment", () => {
  it("is trimmed, and empty clears it", () => {
    expect(normaliseComment("  merci !  ")).toEqual({ ok: true, value: "merci !" });
    expect(normaliseComment("   ")).toEqual({ ok: true, value: null });
    expect(normaliseComment(undefined)).toEqual({ ok: true, value: null });
    expect(normaliseComment("a\r\nb")).toEqual({ ok: true, value: "a\nb" });
  });

  it("is 1000 characters at most, counted as people see them", () => {
    expect(normaliseComment("é".repeat(MAX_PREVIEW_COMMENT)).ok).toBe(true);
    expect(normaliseComment("😀".repeat(MAX_PREVIEW_COMMENT)).ok).toBe(true);
    expect(normaliseComment("a".repeat(MAX_PREVIEW_COMMENT + 1))).toEqual({
      ok: false,
      errors: { comment: [expect.any(String)] },
    });
  });
});

describe("totals and deadlines", () => {
  it("sums the pieces", () => {
    expect(previewTotalCents([{ priceCents: 1990 }, { priceCents: 2500 }])).toBe(4490);
    expect(previewTotalCents([])).toBe(0);
  });
  it("passes a deadline at its instant, never without one", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(isPastDeadline(new Date("2026-11-25T10:00:00Z"), now)).toBe(true);
    expect(isPastDeadline(new Date("2026-11-25T10:00:01Z"), now)).toBe(false);
    expect(isPastDeadline(null, now)).toBe(false);
  });
});
