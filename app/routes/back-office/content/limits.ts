/** The API's length limits of the FAQ's and the SEO's texts (content-admin/faq-routes.ts, seo-routes.ts). */
export const FAQ_MAX = { title: 200, question: 300, answer: 10_000, key: 80 } as const;
export const SEO_MAX = { title: 70, description: 320, keywords: 500, alt: 300, type: 40, url: 500, key: 80 } as const;
