/**
 * schema.org description of a product page for crawlers (JSON-LD): name, pictures, brand, the
 * reference as SKU and one offer in euros whose availability follows the sizes in stock.
 */
export type ProductFacts = {
  name: string;
  reference: string;
  description: string | null;
  brand: { name: string };
  lc_price: number;
  variants: readonly { is_available: boolean }[];
};

export function productJsonLd(product: ProductFacts, options: { canonical: string; images: readonly string[] }) {
  const inStock = product.variants.some((variant) => variant.is_available);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: options.images.map((image) => new URL(image, options.canonical).href),
    ...(product.description ? { description: product.description } : {}),
    brand: { "@type": "Brand", name: product.brand.name },
    sku: product.reference,
    offers: {
      "@type": "Offer",
      // schema.org wants a plain decimal with a dot, never a localized amount
      price: product.lc_price.toFixed(2),
      priceCurrency: "EUR",
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: options.canonical,
    },
  };
}
