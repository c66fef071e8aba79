import MarkdownIt from "markdown-it";

/**
 * Markdown from the API (legal texts, editorial content) as HTML, rendered on the server so the
 * parser never ships to the browser. Raw HTML in the source is escaped, not passed through, and
 * markdown-it refuses javascript:, vbscript: and file: links, so editors cannot inject scripts.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * Renders a text; `headingOffset` moves its headings down (## becomes h3 with 1) so they sit
 * under the page's own h1/h2 in the outline.
 */
export function renderMarkdown(source: string, { headingOffset = 0 } = {}): string {
  const env = {};
  const tokens = markdown.parse(source, env);
  if (headingOffset) {
    for (const token of tokens) {
      if (token.type !== "heading_open" && token.type !== "heading_close") continue;
      const level = Math.min(6, Number(token.tag.slice(1)) + headingOffset);
      token.tag = `h${level}`;
    }
  }
  return markdown.renderer.render(tokens, markdown.options, env);
}
