/**
 * The legal texts page (§2 /terms-and-conditions) and the anchor of each of its sections, so any
 * page links to the right one: `href(legalHref("data"))` → "/de/terms-and-conditions#data".
 * §2 names #data (personal data protection) and #legal (legal notice); the others follow suit.
 */
export const LEGAL_PATH = "/terms-and-conditions";

/** The six legal contents of §3, in the page's order, with their anchors. */
export const LEGAL_SECTIONS = [
  { code: "terms_and_conditions", anchor: "terms" },
  { code: "terms_and_conditions_shop", anchor: "shop" },
  { code: "terms_and_conditions_recycle", anchor: "recycle" },
  { code: "terms_and_conditions_little_club", anchor: "little-club" },
  { code: "legal_notice", anchor: "legal" },
  { code: "personal_data_protection", anchor: "data" },
] as const;

export type LegalCode = (typeof LEGAL_SECTIONS)[number]["code"];
export type LegalAnchor = (typeof LEGAL_SECTIONS)[number]["anchor"];

/** The unprefixed link to the legal page, or to one of its sections; localize it with useLocalizedHref. */
export function legalHref(section?: LegalAnchor): string {
  return section ? `${LEGAL_PATH}#${section}` : LEGAL_PATH;
}

export function legalAnchor(code: LegalCode): LegalAnchor {
  return LEGAL_SECTIONS.find((section) => section.code === code)!.anchor;
}
