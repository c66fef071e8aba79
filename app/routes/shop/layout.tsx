import { Outlet } from "react-router";
import { getRequestContext } from "~/lib/context.server";
import { givePendingOrderBack } from "./checkout-pending.server";
import type { Route } from "./+types/layout";

/**
 * The shop's pages (/shop…, /your-shop…): coming back to one from the payment page gives the
 * unpaid order back (decision 0029). It runs here, before any loader, and not in the root
 * middleware, so app/lib never reaches into the checkout (decision 0040).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    await givePendingOrderBack(getRequestContext(context), request);
  },
];

export default function ShopLayout() {
  return <Outlet />;
}
