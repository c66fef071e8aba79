import type { MetaDescriptor } from "react-router";
import type { Seo } from "~/lib/seo.server";
import { seoMeta } from "~/lib/seo";

/** A content page's meta tags: its SEO record and, on a detail page, its schema.org description (JSON-LD). */
export function contentMeta(seo: Seo | undefined, jsonLd?: object): MetaDescriptor[] {
  return [...seoMeta(seo), ...(seo && jsonLd ? [{ "script:ld+json": jsonLd }] : [])];
}
