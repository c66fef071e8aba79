import { describe, expect, it } from "vitest";
import {
  fittingVariants,
  isCustomisable,
  readRatingForm,
  readSuggestionQuery,
  readWishForm,
  suggestionSearch,
  swipeAnswer,
} from "~/routes/suggestions/components/wishes";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("the suggestion list's query", () => {
  it("reads a page, known categories once each in the §9 order, and a trimmed search", () => {
    const query = readSuggestionQuery(
      new URLSearchParams("page=3&categories=bottoms&categories=Tops,nope&categories=tops&sku_query=%20robe%20"),
    );
    expect(query).toEqual({ page: 3, categories: ["tops", "bottoms"], sku_query: "robe" });
  });
  it("falls back to page 1 on odd pages", () => {
    for (const page of ["0", "-2", "1.5", "x", "99999"])
      expect(readSuggestionQuery(new URLSearchParams({ page })).page).toBe(1);
  });
  it("writes back only what is chosen", () => {
    expect(suggestionSearch({ page: 1, categories: [], sku_query: "" })).toBe("");
    expect(suggestionSearch({ page: 1, categories: ["tops"], sku_query: "a b" }, { page: 2 })).toBe(
      "?categories=tops&sku_query=a+b&page=2",
    );
  });
});

describe("sizes that fit", () => {
  const variants = [
    { variant_id: 1, size: "6 ans", is_available: true, is_low_stock: false },
    { variant_id: 2, size: "8 ans", is_available: true, is_low_stock: false },
    { variant_id: 3, size: "8 ans", is_available: false, is_low_stock: false },
    { variant_id: 4, size: "TU", is_available: true, is_low_stock: false },
  ];
  it("keeps the profile's size for the category and one size, in stock", () => {
    const fit = fittingVariants({ meta_category: "TOP", variants }, { top_size: "8 ans", bottom_size: "6 ans" });
    expect(fit.map((v) => v.variant_id)).toEqual([2, 4]);
    const bottoms = fittingVariants({ meta_category: "BOTTOM", variants }, { top_size: "8 ans", bottom_size: "6 ans" });
    expect(bottoms.map((v) => v.variant_id)).toEqual([1, 4]);
  });
});

describe("forms", () => {
  it("reads a wish: add with or without size, remove; anything else is null", () => {
    expect(readWishForm(form({ intent: "add", product_id: "12", variant_id: "40" }))).toEqual({
      intent: "add",
      productId: 12,
      variantId: 40,
    });
    expect(readWishForm(form({ intent: "remove", product_id: "12" }))).toEqual({
      intent: "remove",
      productId: 12,
      variantId: undefined,
    });
    expect(readWishForm(form({ intent: "fuzz", product_id: "12" }))).toBeNull();
    expect(readWishForm(form({ intent: "add", product_id: "0" }))).toBeNull();
    expect(readWishForm(form({ intent: "add", product_id: "1", variant_id: "x" }))).toBeNull();
  });
  it("reads a rating", () => {
    expect(readRatingForm(form({ look_id: "3", like: "true" }))).toEqual({ lookId: 3, like: true });
    expect(readRatingForm(form({ look_id: "3", like: "false" }))).toEqual({ lookId: 3, like: false });
    expect(readRatingForm(form({ look_id: "3", like: "yes" }))).toBeNull();
    expect(readRatingForm(form({ look_id: "99999999999", like: "true" }))).toBeNull();
  });
});

describe("customisable and swipes", () => {
  it("is customisable with GO_TO_SUGGESTIONS and a real request", () => {
    expect(isCustomisable({ id: 4, status_details: { actions: ["GO_TO_SUGGESTIONS"] } })).toBe(true);
    expect(isCustomisable({ id: 0, status_details: { actions: ["GO_TO_SUGGESTIONS"] } })).toBe(false);
    expect(isCustomisable({ id: 4, status_details: { actions: ["UPDATE_DELIVERY_DATE"] } })).toBe(false);
  });
  it("reads a swipe far enough and mostly sideways", () => {
    expect(swipeAnswer(120, 10)).toBe(true);
    expect(swipeAnswer(-120, 10)).toBe(false);
    expect(swipeAnswer(40, 0)).toBeNull();
    expect(swipeAnswer(100, 200)).toBeNull();
  });
});
