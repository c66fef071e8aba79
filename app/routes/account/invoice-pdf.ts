import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { pdfPassThrough } from "~/lib/pdf.server";
import type { Route } from "./+types/invoice-pdf";

/**
 * /infos/orders/{orderId}/invoice.pdf: a paid order's invoice, fetched from the API with the
 * client's session and passed to the browser as it is (another client's order or an unpaid one: 404).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const id = Number(params.orderId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response("Not Found", { status: 404 });
  const { data, response } = await ctx.api.GET("/clients/me/orders/{id}/invoice.pdf", {
    params: { path: { id } },
    parseAs: "arrayBuffer",
  });
  return pdfPassThrough(data, response);
}
