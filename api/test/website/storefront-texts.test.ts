import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { storefrontText } from "../../src/modules/website/index.js";

const common = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../app/locales/${locale}/common.json`, import.meta.url), "utf8")) as {
    category: Record<string, string>;
  };

describe("storefrontText: the API reads the words it answers from the storefront's locale files", () => {
  it("reads common.json at the top level and other files under their name", () => {
    expect(storefrontText("de", "category.pull_cardi")).toBe(common("de").category.pull_cardi);
    expect(storefrontText("nl", "category.robe_combi_salopette")).toBe(common("nl").category.robe_combi_salopette);
    expect(storefrontText("fr", "shop.filters.family")).toEqual(expect.any(String));
  });

  it("answers null for a key no file has", () => {
    expect(storefrontText("es", "category.no_such_category")).toBeNull();
    expect(storefrontText("en", "nowhere")).toBeNull();
  });
});
