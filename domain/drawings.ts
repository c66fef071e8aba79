/**
 * The vocabulary of the shop's generated drawings (decision 0040): the shapes, prints, themes and
 * the stored drawing inputs (products.shape/color/pattern, stylists.avatar,
 * instagram_media.illustration). The database schema types its columns with it and the media
 * module (api/src/modules/media/drawings.ts) draws from it, so the schema never imports a module.
 */

/** Silhouettes the drawer knows. */
export const GARMENT_SHAPES = [
  "tshirt",
  "sweater",
  "cardigan",
  "shirt",
  "coat",
  "trousers",
  "shorts",
  "skirt",
  "dress",
  "overalls",
  "bodysuit",
  "pyjama",
  "swimsuit",
  "shoes",
  "hat",
  "bag",
  "scarf",
] as const;
export type GarmentShape = (typeof GARMENT_SHAPES)[number];

/** Prints of a fabric, drawn as an SVG <pattern>. */
export const PATTERNS = ["plain", "stripes", "dots", "checks", "flowers", "stars"] as const;
export type Pattern = (typeof PATTERNS)[number];

/** The two universes of the shop, each with its colours: kids (0-14 years) and women. */
export const THEMES = ["kid", "woman"] as const;
export type Theme = (typeof THEMES)[number];

export const HAIR_STYLES = ["short", "bob", "bun", "long"] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export const DECORATIONS = ["sun", "leaves", "stars", "hearts"] as const;
export type Decoration = (typeof DECORATIONS)[number];

/** A colour as the drawer takes it: #rrggbb. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export interface GarmentSpec {
  shape: GarmentShape;
  /** Fabric colour, #rrggbb. */
  color: string;
  pattern: Pattern;
}

/** How a stylist's portrait looks, besides the disc colour; missing parts take the drawer's defaults. */
export interface AvatarStyle {
  /** Hair colour. */
  hair?: string;
  /** Skin tone. */
  skin?: string;
  /** Hair style: short, bob, bun or long. */
  hairStyle?: HairStyle;
}

/** What an Instagram flat lay shows. */
export interface FlatLay {
  theme: Theme;
  /** Background colour of the flat lay. */
  background: string;
  /** One to three garments laid out on the background. */
  garments: GarmentSpec[];
  /** A small decoration: sun, leaves, stars or hearts. */
  decoration?: Decoration;
}
