/**
 * The personal shop lists (§2 "/your-shop", "/{kidId}/your-shop"): their names in the URL's order
 * and where each one's products come from. Shared by the server (loading) and the page (links).
 */
export const PERSONAL_LISTS = ["new", "looks", "promo", "essentials", "recommendations"] as const;
export type PersonalList = (typeof PERSONAL_LISTS)[number];

export function isPersonalList(value: string | undefined): value is PersonalList {
  return (PERSONAL_LISTS as readonly string[]).includes(value ?? "");
}

/** The address of a profile's personal shop (or a list of it): the active profile's, or a named kid's. */
export function personalPath(kidId: number | null, list?: PersonalList): string {
  const base = kidId === null ? "/your-shop" : `/${kidId}/your-shop`;
  return list ? `${base}/${list}` : base;
}
