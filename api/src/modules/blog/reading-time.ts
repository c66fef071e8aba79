/**
 * Reading time of a post (§2 blog pages show it): stored in blog_posts.reading_minutes, computed
 * here on every write so it always follows the body, and by the seed.
 */
import type { LocalizedText } from "#domain/locales.js";

/** Words a reader gets through in a minute. */
const WORDS_PER_MINUTE = 200;

/** Reading time in minutes of a Markdown text, at least 1: its words, Markdown marks left out. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** One figure for every language of a post: the longest of its bodies. */
export function bodyReadingMinutes(body: LocalizedText): number {
  return Math.max(...Object.values(body).map(readingMinutes));
}
