import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { labelResponse } from "./returns.server";
import type { Route } from "./+types/label-pdf";

/**
 * /infos/return-labels/{returnId}/label.pdf: the return's label and packing slip, fetched from the
 * API with the family's session and passed to the browser as it is (a link, no JavaScript needed).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const id = Number(params.returnId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response("Not Found", { status: 404 });
  return labelResponse(ctx, id);
}
