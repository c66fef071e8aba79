import { describe, expect, it } from "vitest";
import { seoMeta } from "~/lib/seo";
import { alternatesFor, type Seo } from "~/lib/seo.server";

const base: Seo = {
  title: "Titre",
  description: "Description",
  keywords: "a, b",
  og: { type: "website", image_url: "/media/og/home.svg", image_alt: "Alt" },
  canonical: "http://localhost:3000/de/woman",
  alternates: alternatesFor("/de/woman"),
};

describe("SEO", () => {
  it("publishes the ten alternates and x-default (fr), each on its language's URL", () => {
    const links = Object.fromEntries(alternatesFor("/nl/concept").map((a) => [a.hrefLang, new URL(a.href).pathname]));
    expect(links).toEqual({
      "fr-FR": "/concept",
      "fr-BE": "/concept",
      "fr-LU": "/concept",
      "de-DE": "/de/concept",
      "de-AT": "/de/concept",
      "de-LU": "/de/concept",
      "nl-NL": "/nl/concept",
      "nl-BE": "/nl/concept",
      "nl-LU": "/nl/concept",
      "es-ES": "/es/concept",
      "x-default": "/concept",
    });
  });

  it("writes title, description, keywords, Open Graph with an absolute image, canonical", () => {
    const tags = seoMeta(base);
    expect(tags).toContainEqual({ title: "Titre" });
    expect(tags).toContainEqual({ name: "keywords", content: "a, b" });
    expect(tags).toContainEqual({ property: "og:image", content: "http://localhost:3000/media/og/home.svg" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: base.canonical });
    expect(tags.filter((t) => "rel" in t && t.rel === "alternate")).toHaveLength(11);
  });

  it("leaves the title to the page when the page opts out (product pages)", () => {
    const tags = seoMeta({ ...base, noTitle: true });
    expect(tags.some((t) => "title" in t)).toBe(false);
  });
});
