/**
 * The website-content shapes the home pages show, as the API's website module answers them
 * (api/src/modules/website/schemas.ts). Written by hand until app/services/api-schema.d.ts is
 * generated (npm run api:types); then these become aliases of the generated schemas.
 */
export type ProfileType = "KID" | "WOMAN";

export type LookProduct = {
  id: number;
  name: string;
  /** Selling price in euros. */
  price: number;
  image_url: string;
};

export type Look = {
  id: number;
  name: string | null;
  image_url: string | null;
  profile_type: ProfileType;
  gender: "boy" | "girl" | "woman" | null;
  products: LookProduct[];
};

export type Brand = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  logo_url: string | null;
  website_url: string | null;
};

export type Stylist = {
  id: number;
  slug: string;
  firstname: string;
  lastname: string | null;
  photo_url: string | null;
  /** Job title, in the page language. */
  title: string | null;
  bio: string | null;
  /** What the stylist is best at, when the API sends it (shown instead of the job title). */
  specialty?: string | null;
  /** Which universes the stylist styles, when the API sends it: the women's home keeps WOMAN. */
  profile_types?: ProfileType[] | null;
};

export type Testimonial = {
  id: number;
  author_name: string;
  /** Where the author lives, or who they are ("maman de Léo, 4 ans"). */
  author_detail: string | null;
  content: string;
  rating: number | null;
  photo_url: string | null;
  profile_type: ProfileType | null;
};

export type InstagramMedia = {
  id: number;
  external_id: string;
  media_type: string;
  media_url: string;
  thumbnail_url: string | null;
  permalink: string;
  caption: string | null;
  posted_at: string | null;
};
