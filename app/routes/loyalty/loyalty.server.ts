/**
 * The loyalty pages' API reads and the /infos/loyalty form's action: a coupon bought with 200 or
 * 600 points, the birthday offer. Refusals come back as the page's own words for the §8 messages
 * ('Not enough loyalty points. Minimum: 200.00' / '600.00', 'No eligible kid for birthday offer').
 */
import { data, redirect } from "react-router";
import type { RequestContext } from "~/lib/context.server";
import { localizePath } from "~/lib/paths";
import { flashNotice } from "~/lib/session.server";
import { loyaltyRefusalKey, type LoyaltyActionResult } from "~/routes/loyalty/loyalty";

export async function loadLoyaltyPage(ctx: RequestContext) {
  const [loyalty, codes] = await Promise.all([
    ctx.api.GET("/clients/me/loyalty"),
    ctx.api.GET("/clients/me/coupon-codes"),
  ]);
  if (!loyalty.data) throw data(null, { status: loyalty.response.status === 401 ? 401 : 502 });
  // The client's own codes (coupons, birthday and welcome codes): the public tier codes need points, not theirs
  const personal = (codes.data ?? []).filter((code) => code.min_loyalty_points === null);
  return { loyalty: loyalty.data, codes: personal };
}

export async function loadLoyaltyHistory(ctx: RequestContext, page: number) {
  const { data: history, response } = await ctx.api.GET("/clients/me/loyalty_points", {
    params: { query: { page, page_size: 30 } },
  });
  if (!history) throw data(null, { status: response.status === 400 ? 404 : 502 });
  return history;
}

/** The page's form: intent "redeem" (points 200 or 600) or "birthday". */
export async function loyaltyAction(ctx: RequestContext, form: FormData) {
  const intent = form.get("intent");
  if (intent === "redeem") {
    const points = Number(form.get("points"));
    if (!Number.isInteger(points) || points <= 0) throw data(null, { status: 400, statusText: "Bad Request" });
    const { error, response } = await ctx.api.POST("/clients/me/loyalty/coupons", { body: { points } });
    if (error) {
      const problem = error as { type?: string; detail?: string };
      return data<LoyaltyActionResult>(
        { intent: "redeem", points, message: loyaltyRefusalKey(problem.type, problem.detail) },
        { status: response.status >= 500 ? 502 : response.status },
      );
    }
    flashNotice(ctx.session, points >= 600 ? "loyalty.notice.redeemed_600" : "loyalty.notice.redeemed");
  } else if (intent === "birthday") {
    const { error, response } = await ctx.api.POST("/clients/me/loyalty/birthday-offer");
    if (error) {
      const problem = error as { type?: string; detail?: string };
      return data<LoyaltyActionResult>(
        { intent: "birthday", points: null, message: loyaltyRefusalKey(problem.type, problem.detail) },
        { status: response.status >= 500 ? 502 : response.status },
      );
    }
    flashNotice(ctx.session, "loyalty.notice.birthday");
  } else {
    throw data(null, { status: 400, statusText: "Bad Request" });
  }
  throw redirect(localizePath("/infos/loyalty", ctx.language));
}
