/**
 * The public pages crawlers may index, with their SEO slug (the key of website/seo-metadata).
 * The sitemap lists each in the four languages; pages added by later features join this list.
 */
export const PUBLIC_PAGES = [
  { path: "/", slug: "home" },
  { path: "/woman", slug: "woman" },
  { path: "/concept", slug: "concept" },
  { path: "/looks", slug: "looks" },
  { path: "/brands", slug: "brands" },
  { path: "/stylists", slug: "stylists" },
  { path: "/testimonials", slug: "testimonials" },
  { path: "/faq", slug: "faq" },
  { path: "/contact", slug: "contact" },
  { path: "/cancel-subscription", slug: "cancel-subscription" },
  { path: "/terms-and-conditions", slug: "terms-and-conditions" },
  { path: "/loyalty", slug: "loyalty", switch: "loyalty" },
  { path: "/referral", slug: "referral" },
  { path: "/lp-referral/invitation", slug: "lp-referral-invitation" },
  // A page behind a feature switch names it: the sitemap lists it only in the languages where it is on
  { path: "/blog", slug: "blog", switch: "blog" },
  { path: "/shop", slug: "shop", switch: "shop" },
  { path: "/shop/all-products", slug: "shop-all-products", switch: "shop" },
  { path: "/shop/birth-gift", slug: "shop-birth-gift", switch: "shop" },
] as const;
