import { describe, expect, it } from "vitest";
import {
  apiListingQuery,
  canonicalWithPage,
  isFiltered,
  listingSearch,
  pageNumbers,
  parseListingQuery,
} from "~/routes/shop/listing";
import { isPersonalList, personalPath } from "~/routes/shop/personal-lists";

const parse = (query: string, withName = false) => parseListingQuery(new URLSearchParams(query), { withName });

describe("shop listing query", () => {
  it("reads the filters, sort, page and name search", () => {
    expect(parse("family=tops&size=6%20ans&gender=GIRL&sort=price_asc&page=3&q=%20pull%20", true)).toEqual({
      page: 3,
      family: "tops",
      size: "6 ans",
      gender: "girl",
      sort: "price_asc",
      q: "pull",
    });
  });

  it("accepts a family by its spec label", () => {
    expect(parse("family=Robe%2FCombi%2FSalopette").family).toBe("robe_combi_salopette");
  });

  it("drops values the shop does not know and defaults the page and sort", () => {
    expect(parse("family=shoes&size=99%20ans&gender=cat&sort=cheap&page=0&q=x")).toEqual({
      page: 1,
      family: undefined,
      size: undefined,
      gender: undefined,
      sort: "recommended",
      q: undefined,
    });
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("family=&size=&gender=&q=", true)).toMatchObject({ family: undefined, size: undefined, q: undefined });
  });

  it("tells a filtered list from a sorted or paged one", () => {
    expect(isFiltered(parse("sort=newest&page=2"))).toBe(false);
    expect(isFiltered(parse("size=M"))).toBe(true);
  });

  it("builds the API query without defaults, kids' pieces only while the women's universe is off", () => {
    expect(apiListingQuery(parse(""), true)).toEqual({ page: 1, page_size: 24 });
    expect(apiListingQuery(parse(""), false)).toEqual({ profile_type: "KID", page: 1, page_size: 24 });
    expect(apiListingQuery(parse("q=robe&family=tops&sort=newest&page=2", true), true)).toEqual({
      page: 2,
      page_size: 24,
      family: "tops",
      sort: "newest",
      name: "robe",
    });
  });

  it("links to a page with the filters kept, page 1 and the default sort left out", () => {
    const filters = parse("family=tops&size=6%20ans&sort=price_asc&page=3");
    expect(listingSearch(filters, { page: 1 })).toBe("?family=tops&size=6+ans&sort=price_asc");
    expect(listingSearch(filters, { page: 4 })).toBe("?family=tops&size=6+ans&sort=price_asc&page=4");
    expect(listingSearch(parse(""))).toBe("");
  });

  it("numbers the pages around the current one with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, null, 10, 11, 12]);
  });

  it("keeps only the page in the canonical address", () => {
    expect(canonicalWithPage("https://x.test/shop/new", 1)).toBe("https://x.test/shop/new");
    expect(canonicalWithPage("https://x.test/shop/new", 2)).toBe("https://x.test/shop/new?page=2");
  });
});

describe("personal lists", () => {
  it("knows the five lists and their addresses", () => {
    expect(isPersonalList("looks")).toBe(true);
    expect(isPersonalList("shoes")).toBe(false);
    expect(isPersonalList(undefined)).toBe(false);
    expect(personalPath(null)).toBe("/your-shop");
    expect(personalPath(null, "new")).toBe("/your-shop/new");
    expect(personalPath(12, "promo")).toBe("/12/your-shop/promo");
  });
});
