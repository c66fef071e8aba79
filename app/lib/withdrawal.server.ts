/**
 * Which of the client's orders the withdrawal function's button is shown on (decision 0046): the
 * order pages of the account ask once per page.
 */
import type { RequestContext } from "~/lib/context.server";
import type { components } from "~/generated/api-schema";

export type OpenWithdrawal = components["schemas"]["OpenWithdrawals"]["items"][number];

/** The orders the withdrawal button is shown on (by order id); none when the API cannot say. */
export async function loadOpenWithdrawals(ctx: RequestContext): Promise<Record<number, OpenWithdrawal>> {
  try {
    const { data } = await ctx.api.GET("/clients/me/withdrawals/open");
    return Object.fromEntries((data?.items ?? []).map((item) => [item.order_id, item]));
  } catch (error) {
    console.error("[withdrawal] the API could not be reached", error);
    return {};
  }
}
