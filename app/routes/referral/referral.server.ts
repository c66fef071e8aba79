/**
 * The referral page's API reads and its invite form's action: POST clients/me/referral/godsons
 * (the invitation e-mail goes out in the page's language, the API's locale header), then the CRM
 * event referral_invitation; refusals in the page's words (own address, already a client, already
 * invited, not an address).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { inviteSchema } from "~/routes/referral/referral";
import type { RequestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { localizePath } from "~/lib/paths";
import { flashNotice } from "~/lib/session.server";

export async function loadReferralPage(ctx: RequestContext) {
  const { data: referral, response } = await ctx.api.GET("/clients/me/referral");
  if (!referral) throw data(null, { status: response.status === 401 ? 401 : 502 });
  // The share link in the page's language, on the shop's public address
  const shareUrl = `${env.siteUrl}${localizePath(referral.share_path.split("?")[0]!, ctx.language)}?${referral.share_path.split("?")[1] ?? ""}`;
  return { referral, shareUrl };
}

const REFUSALS: Record<string, string> = {
  OWN_EMAIL: "referral.invite.own_email",
  ALREADY_CLIENT: "referral.invite.already_client",
  ALREADY_INVITED: "referral.invite.already_invited",
  // The account's invitations of the day are spent (REFERRAL_INVITES_PER_DAY)
  TOO_MANY_REQUESTS: "referral.invite.too_many",
};

export async function inviteAction(ctx: RequestContext, form: FormData) {
  const submission = parseWithZod(form, { schema: inviteSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { error, response } = await ctx.api.POST("/clients/me/referral/godsons", {
    body: { email: submission.value.email },
  });
  if (error) {
    const type = (error as { type?: string }).type ?? "";
    const message =
      REFUSALS[type] ?? (response.status === 400 ? "referral.invite.email_invalid" : "referral.invite.failed");
    return data(submission.reply({ fieldErrors: { email: [message] } }), {
      status: response.status >= 500 ? 502 : response.status,
    });
  }
  // The marketing tools hear of it; the invitation stands whatever they answer
  await ctx.api.POST("/crm/event", { body: { event_name: "referral_invitation", source: "infos-referral" } });
  flashNotice(ctx.session, "referral.notice.invited");
  throw redirect(localizePath("/infos/referral", ctx.language));
}
