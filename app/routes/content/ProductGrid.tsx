import { Link } from "react-router";
import { mediaSrc, useMoney } from "~/lib/format";
import type { LookProduct } from "~/lib/content-types";

/**
 * Product cards: picture, name and price in the page's format. With `productHref` (the shop is
 * open) the name links to the product's page and the whole card is clickable.
 */
export function ProductGrid({
  products,
  productHref,
}: {
  products: LookProduct[];
  productHref?: (productId: number) => string;
}) {
  const money = useMoney();
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id} className="product-card linked-card">
          <img
            src={mediaSrc(product.image_url)}
            alt={product.name}
            width={300}
            height={375}
            loading="lazy"
            decoding="async"
          />
          <h3 className="product-card__name">
            {productHref ? (
              <Link to={productHref(product.id)} className="linked-card__link">
                {product.name}
              </Link>
            ) : (
              product.name
            )}
          </h3>
          <p className="product-card__price">{money(product.price)}</p>
        </li>
      ))}
    </ul>
  );
}
