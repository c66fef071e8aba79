/**
 * The website-content shapes the home pages show: the API's own schemas (generated from its
 * OpenAPI document into app/generated/api-schema.d.ts by `npm run api:types`), so a changed field
 * breaks the build, not the page.
 */
import type { components } from "~/generated/api-schema";

type Schemas = components["schemas"];

export type ProfileType = Schemas["Look"]["profile_type"];
export type Look = Schemas["Look"];
export type LookProduct = Schemas["LookProduct"];
export type Brand = Schemas["Brand"];
export type BrandDetail = Schemas["BrandDetail"];
export type Testimonial = Schemas["Testimonial"];
export type InstagramMedia = Schemas["InstagramMedia"];

export type Stylist = Schemas["Stylist"];
