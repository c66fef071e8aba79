import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { labelIdParam, labelPdf } from "./littlegeste.server";
import type { Route } from "./+types/label-pdf";

/** /infos/littlegeste/{labelId}/label.pdf: the label from the API with the family's session, as it is. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  return labelPdf(ctx, labelIdParam(params.labelId));
}
