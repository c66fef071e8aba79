/**
 * Blog covers until real photos exist: a flat lay of one to three garments, drawn like the
 * Instagram pictures. blog_posts has no drawing column, so the drawing input is the cover's URL
 * itself, stored in blog_posts.cover_url — /media/blog/covers/{theme}/{garment}_{garment}.svg with
 * each garment written shape-rrggbb-pattern — and the picture follows the row, as every generated
 * picture does. A photo URL in cover_url simply replaces it.
 */
import {
  GARMENT_SHAPES,
  type GarmentShape,
  type GarmentSpec,
  type Pattern,
  PATTERNS,
  type Theme,
  THEMES,
} from "#domain/drawings.js";
import { drawInstagramSvg, THEME_COLOURS } from "../media/index.js";

export const BLOG_COVER_PATH = "/media/blog/covers";
const MAX_GARMENTS = 3;

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);
const isShape = (value: string): value is GarmentShape => (GARMENT_SHAPES as readonly string[]).includes(value);
const isPattern = (value: string): value is Pattern => (PATTERNS as readonly string[]).includes(value);

/** The cover URL that draws these garments on the theme's background. */
export function blogCoverUrl(theme: Theme, garments: readonly GarmentSpec[]): string {
  const parts = garments
    .slice(0, MAX_GARMENTS)
    .map((g) => `${g.shape}-${g.color.replace(/^#/, "").toLowerCase()}-${g.pattern}`);
  return `${BLOG_COVER_PATH}/${theme}/${parts.join("_")}.svg`;
}

/** The garments named by a cover URL's last segment (without .svg), or undefined when it names none. */
export function parseGarments(spec: string): GarmentSpec[] | undefined {
  const parts = spec.split("_");
  if (parts.length === 0 || parts.length > MAX_GARMENTS) return undefined;
  const garments: GarmentSpec[] = [];
  for (const part of parts) {
    const match = /^([a-z]+)-([0-9a-f]{6})-([a-z]+)$/.exec(part);
    if (!match) return undefined;
    const [, shape = "", color = "", pattern = ""] = match;
    if (!isShape(shape) || !isPattern(pattern)) return undefined;
    garments.push({ shape, color: `#${color}`, pattern });
  }
  return garments;
}

/** The cover picture named by a theme and a garment list, or undefined when they name none. */
export function drawBlogCover(theme: string, spec: string): string | undefined {
  const garments = parseGarments(spec);
  if (!isTheme(theme) || !garments) return undefined;
  return drawInstagramSvg({
    theme,
    background: THEME_COLOURS[theme].background,
    garments,
    // The page's <img> carries the post's own alt text; this names the file when opened alone
    title: "la malle",
    // Shown through <img>, each picture is its own document: its ids cannot clash with another's
    idPrefix: "blog-cover",
  });
}
