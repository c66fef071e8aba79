/**
 * Where a product page sits (§2): the same page serves four addresses. The place decides the
 * guards (the personal shop lists need a signed-in client), the breadcrumb, and where the links
 * to the look's other products go, so a shopper browsing a collection stays in it.
 */
export type ProductPlace =
  | { kind: "shop"; productId: string }
  | { kind: "collection"; productId: string; collection: string }
  | { kind: "your-shop"; productId: string; list: string; kidId?: string };

type Params = Record<string, string | undefined>;

/** The place from the route's parameters (id for /shop/product/:id, productId for the others). */
export function productPlace(params: Params): ProductPlace {
  const productId = params.id ?? params.productId ?? "";
  if (params.list) return { kind: "your-shop", productId, list: params.list, kidId: params.kidId };
  if (params.collection) return { kind: "collection", productId, collection: params.collection };
  return { kind: "shop", productId };
}

/** The list page a product page belongs to (unprefixed), for the breadcrumb. */
export function listPath(place: ProductPlace): string {
  if (place.kind === "collection") return `/shop/${place.collection}`;
  if (place.kind === "your-shop") return `${place.kidId ? `/${place.kidId}` : ""}/your-shop/${place.list}`;
  return "/shop";
}

/** Another product's page in the same place (unprefixed). */
export function productPath(place: ProductPlace, id: number): string {
  return place.kind === "shop" ? `/shop/product/${id}` : `${listPath(place)}/${id}`;
}

/** The canonical page of a product, whatever list it is reached from: one URL per product for crawlers. */
export function canonicalProductPath(id: number): string {
  return `/shop/product/${id}`;
}

/** A product id from the URL: digits only and within the API's integer range, else null (→ 404). */
export function parseProductId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
