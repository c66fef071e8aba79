import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { Field, FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useDateFormat, useMoney } from "~/lib/format";
import { ShareLink } from "~/routes/referral/ShareLink";
import { inviteSchema, stateKey } from "~/routes/referral/referral";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { inviteAction, loadReferralPage } from "./referral.server";
import type { Route } from "./+types/account";
import "~/components/programme-section.css";
import "./referral.css";

/**
 * /infos/referral (§2, issue 18; signed in): the offer (what the friend gets, what the client
 * gets), the share link carrying the client's godfather code (a copy button with JavaScript), the
 * invite form (a plain POST: the e-mail goes out in the page's language), and the godsons newest
 * first with their state — invited, signed up, first order paid — and the reward.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  return loadReferralPage(ctx);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "referral.title");

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  return inviteAction(ctx, await readForm(request));
}

export default function Referral({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const date = useDateFormat();
  const navigation = useNavigation();
  const { referral, shareUrl } = loaderData;
  const [form, fields] = useSchemaForm(inviteSchema, { id: "referral-invite", lastResult: actionData });
  return (
    <section aria-labelledby="referral-title" className="referral">
      <h1 id="referral-title">{t("referral.title")}</h1>
      <p className="referral__intro">
        {t("referral.intro", { godson: money(referral.godson_amount), godfather: money(referral.godfather_amount) })}
      </p>

      <div className="account-card">
        <h2>{t("referral.share.title")}</h2>
        <p>{t("referral.share.text", { code: referral.code })}</p>
        <ShareLink url={shareUrl} />
      </div>

      <div className="account-card">
        <h2 id="referral-invite-title">{t("referral.invite.title")}</h2>
        <Form method="post" className="stack" {...getFormProps(form)} aria-labelledby="referral-invite-title">
          <FormErrors errors={form.errors} />
          <Field meta={fields.email} label={t("referral.invite.email")} type="email" autoComplete="off" />
          <div className="form-actions">
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {t("referral.invite.submit")}
            </button>
          </div>
        </Form>
      </div>

      <section aria-labelledby="referral-godsons-title" className="loyalty-section">
        <h2 id="referral-godsons-title">{t("referral.godsons.title")}</h2>
        {referral.godsons.length === 0 ? (
          <p>{t("referral.godsons.empty")}</p>
        ) : (
          <ul className="referral-godsons">
            {referral.godsons.map((godson) => (
              <li key={godson.id} className="referral-godson">
                <span className="referral-godson__email">{godson.email}</span>
                <span className={`referral-godson__state referral-godson__state--${godson.state.toLowerCase()}`}>
                  {t(stateKey(godson.state))}
                </span>
                <span className="referral-godson__date">
                  {t("referral.godsons.since", { date: date(godson.created_at) })}
                </span>
                {godson.status === "REWARDED" && godson.reward_amount !== null && (
                  <span className="referral-godson__reward">
                    {t("referral.godsons.reward", { amount: money(godson.reward_amount) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="loyalty-section__hint">
          {t("referral.godsons.total", { amount: money(referral.rewards_total) })}{" "}
          <Link to={href("/infos/wallet")}>{t("referral.godsons.wallet")}</Link>
        </p>
      </section>
    </section>
  );
}
