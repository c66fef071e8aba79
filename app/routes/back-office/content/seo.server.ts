/** The SEO form read into the API's body, and an SEO record as the form's values. */
import { CONTENT_LOCALES } from "#domain/locales.js";
import type { components } from "~/generated/api-schema";
import { localized, localizedValues, optionalLocalized, type FormValues } from "./website.server";

type SeoRecord = components["schemas"]["SeoMetadataAdmin"];
export type ProfileType = SeoRecord["profile_type"];

/** The SEO form's fields, as the API's refusals are matched to them. */
export const SEO_FIELDS = [
  "slug",
  "og_type",
  "image_url",
  "profile_type",
  ...CONTENT_LOCALES.flatMap((locale) =>
    ["title", "description", "keywords", "image_alt"].map((field) => `${field}_${locale}`),
  ),
];

const profileType = (value: string | undefined): ProfileType => (value === "WOMAN" ? "WOMAN" : "KID");

/** A record as the form shows it (image_url_before: what an edit compares to, to leave the picture alone). */
export function seoValues(record: SeoRecord): FormValues {
  return {
    slug: record.slug,
    og_type: record.og.type,
    image_url: record.og.image_url ?? "",
    image_url_before: record.og.image_url ?? "",
    profile_type: record.profile_type,
    ...localizedValues("title", record.title),
    ...localizedValues("description", record.description),
    ...localizedValues("keywords", record.keywords),
    ...localizedValues("image_alt", record.og.image_alt),
  };
}

/** The texts and universe, as both a new record and an edit send them (optional texts: null when left empty). */
export function seoTexts(values: FormValues) {
  return {
    title: localized(values, "title"),
    description: localized(values, "description"),
    keywords: optionalLocalized(values, "keywords"),
    profile_type: profileType(values.profile_type),
  };
}

/**
 * The Open Graph part of an edit. The picture is sent only when changed, so a page's generated card
 * keeps following its texts (the API gives it a new address when they change); emptied, it is none.
 */
export function seoOgEdit(values: FormValues) {
  const url = (values.image_url ?? "").trim();
  return {
    type: (values.og_type ?? "").trim(),
    image_alt: optionalLocalized(values, "image_alt"),
    ...(url === (values.image_url_before ?? "").trim() ? {} : { image_url: url || null }),
  };
}

/** The Open Graph part of a new record: without a picture, the API draws the page's card. */
export function seoOgNew(values: FormValues) {
  const url = (values.image_url ?? "").trim();
  const type = (values.og_type ?? "").trim();
  return {
    ...(type ? { type } : {}),
    image_alt: optionalLocalized(values, "image_alt"),
    ...(url ? { image_url: url } : {}),
  };
}
