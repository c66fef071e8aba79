import { CONTENT_LOCALES, type ContentLocale, type LocalizedText } from "#domain/locales.js";
import type { components } from "~/generated/api-schema";
import { problemType } from "../../problems";

type AdminPost = components["schemas"]["AdminBlogPost"];
export type PostBody = components["schemas"]["BlogPostCreate"];

/** The texts written once per content locale. */
export const LOCALIZED_FIELDS = ["title", "excerpt", "content", "cover_alt"] as const;
type LocalizedField = (typeof LOCALIZED_FIELDS)[number];

/** A post's form as typed: plain fields and, per locale, its texts. */
export type PostValues = {
  slug: string;
  category: string;
  author_name: string;
  cover_url: string;
} & Record<LocalizedField, LocalizedText>;

/** Field name (slug, title_fr…) or "form" → the back-office-blog key of its error. */
export type PostErrors = Record<string, string>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COVER = /^(\/(?!\/)|https:\/\/)\S*$/;
const MAX: Record<LocalizedField, number> = { title: 160, excerpt: 500, content: 100_000, cover_alt: 300 };

const emptyText = (): LocalizedText =>
  Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, ""])) as LocalizedText;

/** An empty form, for a new post. */
export function blankPost(): PostValues {
  return {
    slug: "",
    category: "",
    author_name: "",
    cover_url: "",
    title: emptyText(),
    excerpt: emptyText(),
    content: emptyText(),
    cover_alt: emptyText(),
  };
}

/** A stored post as the form shows it. */
export function postValues(post: AdminPost): PostValues {
  return {
    slug: post.slug,
    category: post.category ?? "",
    author_name: post.author_name ?? "",
    cover_url: post.cover_url ?? "",
    title: post.title,
    excerpt: post.excerpt ?? emptyText(),
    content: post.content,
    cover_alt: post.cover_alt ?? emptyText(),
  };
}

/** What the form sent, as typed. */
export function readPost(form: FormData): PostValues {
  const text = (name: string) => String(form.get(name) ?? "");
  const localized = (field: LocalizedField) =>
    Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, text(`${field}_${locale}`)])) as LocalizedText;
  return {
    slug: text("slug").trim(),
    category: text("category"),
    author_name: text("author_name"),
    cover_url: text("cover_url").trim(),
    title: localized("title"),
    excerpt: localized("excerpt"),
    content: localized("content"),
    cover_alt: localized("cover_alt"),
  };
}

/**
 * The API's body for the typed values, or the errors that stop it: the title and body are needed
 * in every language; the summary and the cover's description in all of them or none (the
 * description whenever there is a cover).
 */
export function postBody(values: PostValues): { body: PostBody; errors?: undefined } | { errors: PostErrors } {
  const errors: PostErrors = {};
  if (!SLUG.test(values.slug) || values.slug.length > 120) errors.slug = "error.slug";
  if (values.cover_url && (!COVER.test(values.cover_url) || values.cover_url.length > 500))
    errors.cover_url = "error.cover_url";
  if (values.author_name.length > 120) errors.author_name = "error.too_long";
  const filled = (field: LocalizedField) => CONTENT_LOCALES.filter((locale) => values[field][locale].trim() !== "");
  const check = (field: LocalizedField, required: boolean) => {
    const some = filled(field).length > 0;
    for (const locale of CONTENT_LOCALES) {
      const value = values[field][locale].trim();
      if (value.length > MAX[field]) errors[`${field}_${locale}`] = "error.too_long";
      else if (!value && (required || some)) errors[`${field}_${locale}`] = "error.required";
    }
  };
  check("title", true);
  check("content", true);
  check("excerpt", false);
  check("cover_alt", values.cover_url !== "");
  if (Object.keys(errors).length > 0) return { errors };
  const localized = (field: LocalizedField) =>
    filled(field).length === 0
      ? null
      : (Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, values[field][locale].trim()])) as Record<
          ContentLocale,
          string
        >);
  return {
    body: {
      slug: values.slug,
      category: values.category || null,
      title: localized("title")!,
      excerpt: localized("excerpt"),
      content: localized("content")!,
      cover_url: values.cover_url || null,
      cover_alt: localized("cover_alt"),
      author_name: values.author_name.trim() || null,
      published_at: null,
    },
  };
}

/** An API refusal of a post, on the field it is about. */
export function postRefusal(error: unknown): PostErrors {
  switch (problemType(error)) {
    case "SLUG_TAKEN":
      return { slug: "error.slug_taken" };
    case "UNKNOWN_CATEGORY":
      return { category: "error.unknown_category" };
    case "COVER_ALT_REQUIRED":
      return { cover_alt_fr: "error.required" };
    default:
      return { form: "error.refused" };
  }
}
