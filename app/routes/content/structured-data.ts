/**
 * schema.org descriptions (JSON-LD) of the brand and stylist pages, so search engines read who or
 * what a page is about. URLs are absolute: `pageUrl` is the page's canonical URL.
 */
import { mediaSrc } from "~/lib/format";
import type { BrandDetail, Stylist } from "~/lib/content-types";

const absolute = (url: string, pageUrl: string) => new URL(mediaSrc(url), pageUrl).href;

/** The stylist's public Instagram profile. */
export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}

export function brandJsonLd(brand: BrandDetail, pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Brand",
    name: brand.name,
    url: pageUrl,
    ...(brand.description ? { description: brand.description } : {}),
    ...(brand.logo_url ? { logo: absolute(brand.logo_url, pageUrl) } : {}),
    ...(brand.website_url ? { sameAs: [brand.website_url] } : {}),
  };
}

export function personJsonLd(stylist: Stylist, pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: fullName(stylist),
    givenName: stylist.firstname,
    ...(stylist.lastname ? { familyName: stylist.lastname } : {}),
    url: pageUrl,
    ...(stylist.title ? { jobTitle: stylist.title } : {}),
    ...(stylist.bio ? { description: stylist.bio } : {}),
    ...(stylist.specialty ? { knowsAbout: stylist.specialty } : {}),
    ...(stylist.photo_url ? { image: absolute(stylist.photo_url, pageUrl) } : {}),
    ...(stylist.instagram ? { sameAs: [instagramUrl(stylist.instagram)] } : {}),
    worksFor: { "@type": "Organization", name: "La Malle", url: new URL("/", pageUrl).href },
  };
}

/** "Léa", or "Camille Rivière" when the stylist has a last name. */
export function fullName(stylist: Pick<Stylist, "firstname" | "lastname">): string {
  return [stylist.firstname, stylist.lastname].filter(Boolean).join(" ");
}
