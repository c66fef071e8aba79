import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { useLocalizedHref } from "~/lib/links";

/**
 * Links into the shop, only while the shop switch is on (§1: its pages are 404 otherwise): a
 * product's page (/shop/product/{id}) and the list of all products.
 */
export function useShopLinks() {
  const href = useLocalizedHref();
  const open = useRouteLoaderData<RootData>("root")?.switches.shop ?? false;
  if (!open) return undefined;
  return {
    productHref: (productId: number) => href(`/shop/product/${productId}`),
    allProducts: href("/shop/all-products"),
  };
}
