import { describe, expect, it } from "vitest";
import { canonicalProductPath, listPath, parseProductId, productPath, productPlace } from "~/routes/shop/place";
import { sizeLabel } from "#domain/profiles.js";
import { canBuy, preselectedVariant, sizeOptions } from "~/routes/shop/sizes";
import { productJsonLd } from "~/routes/shop/structured-data";

const variant = (variant_id: number, size: string, stock: "in" | "low" | "out" = "in") => ({
  variant_id,
  size,
  is_available: stock !== "out",
  is_low_stock: stock === "low",
});

describe("product sizes", () => {
  it("lists every size in the §9 order with its stock state", () => {
    const options = sizeOptions([
      variant(1, "XL"),
      variant(2, "TU"),
      variant(3, "S/M", "out"),
      variant(4, "S", "low"),
      variant(5, "3XL"),
      variant(6, "One size"),
    ]);
    expect(options.map((option) => option.size)).toEqual(["One size", "TU", "S", "XL", "3XL", "S/M"]);
    expect(options.map((option) => option.state)).toEqual([
      "available",
      "available",
      "low",
      "available",
      "available",
      "sold_out",
    ]);
  });

  it("puts infant ages in months before years, and ages before shoe sizes", () => {
    const options = sizeOptions([variant(1, "2 ans"), variant(2, "24"), variant(3, "18 mois"), variant(4, "1 mois")]);
    expect(options.map((option) => option.size)).toEqual(["1 mois", "18 mois", "2 ans", "24"]);
  });

  it("ticks a size only when it is the only one left", () => {
    expect(preselectedVariant(sizeOptions([variant(1, "S", "out"), variant(2, "M", "low")]))).toBe(2);
    expect(preselectedVariant(sizeOptions([variant(1, "S"), variant(2, "M")]))).toBeUndefined();
    expect(canBuy(sizeOptions([variant(1, "S", "out")]))).toBe(false);
    expect(canBuy(sizeOptions([variant(1, "S", "low")]))).toBe(true);
  });
});

describe("product places", () => {
  it("reads the four addresses of a product page", () => {
    expect(productPlace({ id: "12" })).toEqual({ kind: "shop", productId: "12" });
    expect(productPlace({ collection: "new", productId: "12" })).toEqual({
      kind: "collection",
      productId: "12",
      collection: "new",
    });
    expect(productPlace({ list: "looks", productId: "12" })).toMatchObject({ kind: "your-shop", list: "looks" });
    expect(productPlace({ kidId: "7", list: "looks", productId: "12" })).toMatchObject({ kidId: "7" });
  });

  it("links other products and the breadcrumb within the same list", () => {
    const kid = productPlace({ kidId: "7", list: "new", productId: "12" });
    expect(productPath(kid, 40)).toBe("/7/your-shop/new/40");
    expect(listPath(kid)).toBe("/7/your-shop/new");
    expect(productPath(productPlace({ collection: "birth-gift", productId: "1" }), 3)).toBe("/shop/birth-gift/3");
    expect(productPath(productPlace({ id: "1" }), 3)).toBe("/shop/product/3");
    expect(canonicalProductPath(3)).toBe("/shop/product/3");
  });

  it("takes only plain positive ids in the API's range", () => {
    expect(parseProductId("42")).toBe(42);
    for (const bad of ["", "0", "042", "4.2", "-1", "abc", "1e3", "9999999999", " 42"]) {
      expect(parseProductId(bad), bad).toBeNull();
    }
  });
});

describe("product JSON-LD", () => {
  const product = {
    name: "Pull rayé marine",
    reference: "ABC-PUL-0001",
    description: "Un pull doux.",
    brand: { name: "Marque" },
    lc_price: 24.9,
    variants: [{ is_available: false }, { is_available: true }],
  };
  const canonical = "https://example.test/nl/shop/product/5";

  it("describes the product with an offer in euros at its canonical URL", () => {
    const jsonLd = productJsonLd(product, { canonical, images: ["/media/products/5.svg"] });
    expect(jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Pull rayé marine",
      image: ["https://example.test/media/products/5.svg"],
      description: "Un pull doux.",
      brand: { "@type": "Brand", name: "Marque" },
      sku: "ABC-PUL-0001",
      offers: {
        "@type": "Offer",
        price: "24.90",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: canonical,
      },
    });
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
  });

  it("says out of stock when no size is left, and leaves out a missing description", () => {
    const jsonLd = productJsonLd(
      { ...product, description: null, variants: [{ is_available: false }] },
      { canonical, images: [] },
    );
    expect(jsonLd.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(jsonLd).not.toHaveProperty("description");
  });
});

describe("size wording", () => {
  it("words age sizes in the page's language and leaves other sizes alone", () => {
    // Intl may join number and unit with a (narrow) no-break space
    expect(sizeLabel("18 mois", "fr")).toMatch(/^18\smois$/);
    expect(sizeLabel("2 ans", "nl")).toMatch(/^2\sjaar$/);
    expect(sizeLabel("2 ans", "de")).toMatch(/^2\sJahre$/);
    expect(sizeLabel("S/M", "nl")).toBe("S/M");
    expect(sizeLabel("38", "es")).toBe("38");
    // one size, stored "TU" (taille unique), in the page's language (issue 23)
    expect(sizeLabel("TU", "de")).toBe("Einheitsgröße");
    expect(sizeLabel("TU", "fr")).toBe("Taille unique");
    expect(sizeLabel("One size", "es")).toBe("Talla única");
  });
});
