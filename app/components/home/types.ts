/**
 * The website-content shapes the home pages show: the API's own schemas (generated from its
 * OpenAPI document into app/services/api-schema.d.ts by `npm run api:types`), so a changed field
 * breaks the build, not the page.
 */
import type { components } from "~/services/api-schema";

type Schemas = components["schemas"];

export type ProfileType = Schemas["Look"]["profile_type"];
export type Look = Schemas["Look"];
export type LookProduct = Schemas["LookProduct"];
export type Brand = Schemas["Brand"];
export type Testimonial = Schemas["Testimonial"];
export type InstagramMedia = Schemas["InstagramMedia"];

/**
 * A stylist. `specialty` (what the stylist is best at, shown instead of the job title) and
 * `profile_types` (which universes they style, so the women's home lists its stylists first) are
 * read when the API sends them; it does not yet.
 */
export type Stylist = Schemas["Stylist"] & {
  specialty?: string | null;
  profile_types?: ProfileType[] | null;
};
