/**
 * Drawing specifications of the generated pictures (architecture: "product images: generated SVG
 * illustrations of each garment" until a CDN holds photos).
 *
 * The database rows do not carry the drawing (shape, colour, print): for the demo catalogue these
 * come from the seed data, matched by product reference, stylist slug or Instagram shortcode. Any
 * other row gets a deterministic drawing derived from its category and id, so every product,
 * stylist and post always has a picture.
 */
import type { GarmentShape, Pattern, Theme } from "../../seed/data/types.js";
import type { GarmentSpec, InstagramImageInput } from "../../seed/images.js";
import { COLORS, colorByKey } from "../../seed/data/colors.js";
import { PRODUCTS } from "../../seed/data/products.js";
import { STYLISTS } from "../../seed/data/stylists.js";
import { INSTAGRAM_MEDIA } from "../../seed/data/instagram.js";
import { SEO_METADATA } from "../../seed/data/seo.js";

const PATTERNS: readonly Pattern[] = ["plain", "stripes", "dots", "checks", "flowers", "stars"];

/** A small stable hash (FNV-1a) to pick colours for rows the seed does not know. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

let productSpecs: Map<string, GarmentSpec> | undefined;
/** Seed products by reference (built on first use). */
function seedProductSpec(reference: string): GarmentSpec | undefined {
  productSpecs ??= new Map(
    PRODUCTS.map((p) => [p.reference, { shape: p.shape, color: colorByKey(p.colorKey).hex, pattern: p.pattern }]),
  );
  return productSpecs.get(reference);
}

const SHAPE_BY_CATEGORY: Record<string, GarmentShape> = {
  tops: "tshirt",
  pull_cardi: "sweater",
  bottoms: "trousers",
  robe_combi_salopette: "dress",
  accessoires: "bag",
  autre: "shoes",
};
const SHAPE_BY_META: Record<string, GarmentShape> = { TOP: "tshirt", BOTTOM: "trousers", FEET: "shoes", OTHER: "hat" };

export function productGarment(product: {
  id: number;
  reference: string;
  category: string;
  metaCategory: string;
}): GarmentSpec {
  const known = seedProductSpec(product.reference);
  if (known) return known;
  const hash = stableHash(product.reference || String(product.id));
  return {
    shape: SHAPE_BY_CATEGORY[product.category] ?? SHAPE_BY_META[product.metaCategory] ?? "tshirt",
    color: COLORS[hash % COLORS.length]!.hex,
    pattern: PATTERNS[(hash >>> 8) % PATTERNS.length]!,
  };
}

const AVATAR_COLOURS = ["#f6c945", "#e98aa0", "#8ec5e8", "#9fc9a4", "#f4a261", "#c8b6e2"];
const HAIR = ["#3b2a20", "#6b4226", "#1f1a17", "#b5651d", "#d9b26f"];
const SKIN = ["#f1c7a5", "#e9b99a", "#c98e6b", "#8d5a3b", "#f6d7bf"];
const HAIR_STYLES = ["short", "bob", "bun", "long"] as const;

export function stylistAvatar(slug: string) {
  const seed = STYLISTS.find((s) => s.slug === slug);
  if (seed) return seed.avatar;
  const hash = stableHash(slug);
  return {
    color: AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!,
    hair: HAIR[(hash >>> 4) % HAIR.length]!,
    skin: SKIN[(hash >>> 8) % SKIN.length]!,
    hairStyle: HAIR_STYLES[(hash >>> 12) % HAIR_STYLES.length]!,
  };
}

export type FlatLay = Omit<InstagramImageInput, "title" | "idPrefix">;

export function instagramFlatLay(
  externalId: string,
  themeHint?: Theme,
): { flatLay: FlatLay; alt?: Record<string, string> } {
  const seed = INSTAGRAM_MEDIA.find((m) => m.id === externalId);
  if (seed) {
    return {
      flatLay: {
        theme: seed.theme,
        background: seed.image.background,
        garments: seed.image.garments,
        ...(seed.image.decoration ? { decoration: seed.image.decoration } : {}),
      },
      alt: seed.alt,
    };
  }
  const hash = stableHash(externalId);
  const theme: Theme = themeHint ?? (hash % 2 === 0 ? "kid" : "woman");
  const pick = (n: number) => COLORS[(hash >>> n) % COLORS.length]!.hex;
  return {
    flatLay: {
      theme,
      background: theme === "kid" ? "#fff3c4" : "#fbe3e8",
      garments: [
        {
          shape: theme === "kid" ? "sweater" : "shirt",
          color: pick(0),
          pattern: PATTERNS[(hash >>> 3) % PATTERNS.length]!,
        },
        { shape: theme === "kid" ? "trousers" : "skirt", color: pick(7), pattern: "plain" },
      ],
    },
  };
}

/** The colours of a page's Open Graph card: the demo page's theme, else woman for women's pages. */
export function ogTheme(key: string): Theme {
  return SEO_METADATA.find((s) => s.slug === key)?.theme ?? (/woman|femme/i.test(key) ? "woman" : "kid");
}
