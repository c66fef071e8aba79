import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { bundledTranslations } from "~/locales/bundled.server";
import {
  REPLACEMENT_REASONS,
  choiceValue,
  findItem,
  fittingVariants,
  readCategoryFilter,
  readChoice,
  readId,
  readIndex,
  readPage,
  reasonText,
  replaceRefusal,
  searchQuery,
} from "~/lib/preview";
import { commentSchema, replaceSchema } from "~/lib/preview-forms";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

const kid = { firstname: "Lou", profile_type: "KID" as const };
const woman = { firstname: "Camille", profile_type: "WOMAN" as const };

describe("the preview pages' rules", () => {
  it("words every reason code of the engine, with its label and count, in every language", () => {
    const reasons = [
      { code: "wished" },
      { code: "look", label: "Dimanche au parc" },
      { code: "look" },
      { code: "needed_category", label: "Hauts" },
      { code: "loved_colour", label: "Bleu marine" },
      { code: "loved_pattern", label: "Rayures" },
      { code: "liked_looks", count: 3, label: "Rayures", trait: "pattern" },
      { code: "kept_before", label: "Petit Bateau", trait: "brand" },
      { code: "in_budget" },
      { code: "variety" },
    ];
    for (const who of [kid, woman]) {
      for (const reason of reasons) {
        const text = reasonText(reason, who)!;
        expect(text, reason.code).not.toBeNull();
        for (const texts of Object.values(bundledTranslations)) {
          const plural = "count" in text.values ? [`${text.key}_one`, `${text.key}_other`] : [text.key];
          for (const key of plural) expect(texts[key], key).toBeTruthy();
        }
      }
    }
    expect(reasonText({ code: "liked_looks", count: 3, label: "Rayures" }, kid)).toEqual({
      key: "preview.reason.liked_looks",
      values: { label: "Rayures", count: 3, firstname: "Lou" },
    });
    expect(reasonText({ code: "liked_looks", count: 2, label: "Rayures" }, woman)?.key).toBe(
      "preview.reason.liked_looks_woman",
    );
    // A look reason may carry the look's name as look_name
    expect(reasonText({ code: "look", look_name: "Soleil" }, kid)?.values).toEqual({ label: "Soleil" });
    // A code the page cannot word, or a label missing, is left out rather than shown half-empty
    expect(reasonText({ code: "something_new" }, kid)).toBeNull();
    expect(reasonText({ code: "loved_colour" }, kid)).toBeNull();
  });

  it("has a text for each replacement reason and preview status in every language", () => {
    for (const texts of Object.values(bundledTranslations)) {
      for (const reason of REPLACEMENT_REASONS) expect(texts[`preview.replacement_reason.${reason}`]).toBeTruthy();
      for (const status of ["PENDING", "VALIDATED", "SKIPPED", "EXPIRED"]) {
        expect(texts[`preview.status.${status}`]).toBeTruthy();
      }
    }
  });

  it("reads the URL's ids, indexes and page", () => {
    expect(readId("12")).toBe(12);
    expect(readId("0")).toBeUndefined();
    expect(readId("-1")).toBeUndefined();
    expect(readId("1e3")).toBeUndefined();
    expect(readId("99999999999")).toBeUndefined();
    expect(readIndex("0")).toBe(0);
    expect(readIndex("01")).toBeUndefined();
    expect(readIndex(undefined)).toBeUndefined();
    expect(readPage("3")).toBe(3);
    expect(readPage("x")).toBe(1);
    expect(readPage(null)).toBe(1);
  });

  it("asks for a reason and an alternative before replacing", () => {
    const empty = parseWithZod(form({}), { schema: replaceSchema });
    expect(empty.status).toBe("error");
    expect(empty.status === "error" && empty.error).toMatchObject({
      replacement_reason: ["preview.error.reason_required"],
      choice: ["preview.error.choice_required"],
    });
    const bad = parseWithZod(form({ replacement_reason: "bored", choice: "12" }), { schema: replaceSchema });
    expect(bad.status).toBe("error");
    const good = parseWithZod(form({ replacement_reason: "size", choice: choiceValue(4, 40) }), {
      schema: replaceSchema,
    });
    expect(good.status).toBe("success");
    expect(readChoice("4:40")).toEqual({ productId: 4, variantId: 40 });
    expect(readChoice("4:40:1")).toBeNull();
    expect(readChoice("4")).toBeNull();
  });

  it("trims the comment and refuses one past 1000 characters", () => {
    const ok = parseWithZod(form({ comment: "  Plutôt des couleurs vives  " }), { schema: commentSchema });
    expect(ok.status === "success" && ok.value.comment).toBe("Plutôt des couleurs vives");
    const cleared = parseWithZod(form({ comment: "   " }), { schema: commentSchema });
    expect(cleared.status === "success" && cleared.value.comment).toBe("");
    const long = parseWithZod(form({ comment: "a".repeat(1001) }), { schema: commentSchema });
    expect(long.status === "error" && long.error).toMatchObject({ comment: ["preview.error.comment_too_long"] });
    // Characters as people see them: 1000 emoji are 1000 characters
    const emoji = parseWithZod(form({ comment: "🧦".repeat(1000) }), { schema: commentSchema });
    expect(emoji.status).toBe("success");
  });

  it("searches the same category first, any or one named", () => {
    expect(readCategoryFilter(null)).toBe("same");
    expect(readCategoryFilter("nonsense")).toBe("same");
    expect(readCategoryFilter("all")).toBe("all");
    expect(readCategoryFilter("tops")).toBe("tops");
    expect(searchQuery("same", 1, 0, 2)).toEqual({
      page: 1,
      look_index: 0,
      item_index: 2,
      filter_profile: "true",
      same_category: "true",
    });
    expect(searchQuery("all", 2, 1, 0)).toMatchObject({ same_category: "false", page: 2 });
    expect(searchQuery("all", 2, 1, 0)).not.toHaveProperty("category");
    expect(searchQuery("bottoms", 1, 1, 0)).toMatchObject({ same_category: "false", category: "bottoms" });
  });

  it("offers the sizes in stock the profile wears for the category (§9)", () => {
    const variants = [
      { variant_id: 1, size: "6 ans", is_available: true, is_low_stock: false },
      { variant_id: 2, size: "8 ans", is_available: true, is_low_stock: false },
      { variant_id: 3, size: "10 ans", is_available: true, is_low_stock: false },
      { variant_id: 4, size: "TU", is_available: false, is_low_stock: false },
    ];
    const sizes = { top_size: "8 ans", bottom_size: "10 ans", shoe_size: "30" };
    expect(fittingVariants({ meta_category: "TOP", variants }, sizes).map((v) => v.variant_id)).toEqual([2]);
    expect(fittingVariants({ meta_category: "BOTTOM", variants }, sizes).map((v) => v.variant_id)).toEqual([3]);
    expect(fittingVariants({ meta_category: "FEET", variants }, sizes)).toEqual([]);
  });

  it("finds the piece a replace page names", () => {
    const preview = { looks: [{ look_index: 0, look: null, items: [{ item_index: 1 }] }] } as never;
    expect(findItem(preview, 0, 1)).not.toBeNull();
    expect(findItem(preview, 0, 0)).toBeNull();
    expect(findItem(preview, 1, 1)).toBeNull();
  });

  it("words the API's refusals of a replacement", () => {
    expect(replaceRefusal(409, { type: "PREVIEW_CLOSED" })).toEqual({ message: "preview.error.closed" });
    expect(replaceRefusal(409, { type: "NOT_ENOUGH_STOCK" })).toEqual({
      field: "choice",
      message: "preview.error.out_of_stock",
    });
    expect(replaceRefusal(400, { errors: { replacement_variant_id: ["wrong size"] } })).toEqual({
      field: "choice",
      message: "preview.error.choice_refused",
    });
    expect(replaceRefusal(400, { errors: { replacement_reason: ["x"] } }).field).toBe("replacement_reason");
    expect(replaceRefusal(404, undefined).message).toBe("preview.error.gone");
    expect(replaceRefusal(502, undefined).message).toBe("preview.error.failed");
  });
});
