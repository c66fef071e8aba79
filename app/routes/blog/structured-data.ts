/**
 * schema.org descriptions (JSON-LD) of the blog: the blog with the posts of a list page, and a
 * post as a BlogPosting, so search engines read titles, dates, authors and pictures.
 */
import { mediaSrc } from "~/lib/format";
import type { components } from "~/generated/api-schema";

type PostSummary = components["schemas"]["BlogPostSummary"];

/** The absolute address of a post's page, in the page's language. */
export type PostUrl = (slug: string) => string;

const absolute = (url: string, pageUrl: string) => new URL(mediaSrc(url), pageUrl).href;

const publisher = (pageUrl: string) => ({
  "@type": "Organization",
  name: "La Malle",
  url: new URL("/", pageUrl).href,
  logo: { "@type": "ImageObject", url: new URL("/logo.svg", pageUrl).href },
});

/** The common part of a post's description, from its summary. */
function posting(post: PostSummary, pageUrl: string, postUrl: PostUrl) {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    url: postUrl(post.slug),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.cover_url ? { image: absolute(post.cover_url, pageUrl) } : {}),
    ...(post.author_name ? { author: { "@type": "Person", name: post.author_name } } : {}),
    ...(post.category ? { articleSection: post.category.name } : {}),
  };
}

export function blogPostingJsonLd(
  post: PostSummary,
  { url, language, postUrl }: { url: string; language: string; postUrl: PostUrl },
) {
  return {
    "@context": "https://schema.org",
    ...posting(post, url, postUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: language,
    timeRequired: `PT${post.reading_minutes}M`,
    // Without a named author the shop signs the post
    ...(post.author_name ? {} : { author: publisher(url) }),
    publisher: publisher(url),
  };
}

export function blogJsonLd(list: {
  title: string;
  description: string;
  url: string;
  posts: PostSummary[];
  postUrl: PostUrl;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: list.title,
    description: list.description,
    url: list.url,
    publisher: publisher(list.url),
    blogPost: list.posts.map((post) => posting(post, list.url, list.postUrl)),
  };
}
