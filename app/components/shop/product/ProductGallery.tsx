import "./product-gallery.css";

/**
 * A product page's pictures, the shop's and the suggestions' alike. The first is the page's largest
 * paint: fetched at once and first; the others lazily.
 */
export function ProductGallery({ images, alt }: { images: readonly string[]; alt: string }) {
  return (
    <div className="product-gallery">
      {images.map((src, index) => (
        <img
          key={src}
          src={src}
          alt={alt}
          width={600}
          height={750}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : undefined}
          decoding="async"
        />
      ))}
    </div>
  );
}
