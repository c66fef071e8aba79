import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { SUBSCRIPTION_FREQUENCIES } from "#domain/quiz.js";
import { FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { ChoicePills } from "~/routes/malle/PlanCard";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { currentPlan, planState } from "~/lib/malle";
import { reactivateSchema } from "~/lib/malle-forms";
import { loadPlans, reactivate } from "~/lib/malle.server";
import { loadOwnProfile, pageTitle } from "~/lib/profiles.server";
import type { Route } from "./+types/reactivate";
import "~/components/malle/box-page.css";
import "./malle.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /infos/subscriptions/{profileId}/reactivate (§2, issue 16). No guard (§4): the link of an e-mail
 * may be opened signed out, so a visitor is asked to sign in and comes back here
 * (/login?redirect=…). Signed in: the profile's stopped plan, started again at the frequency
 * chosen (POST …/subscriptions/reactivate). Another client's profile is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const here = `/infos/subscriptions/${params.profileId}/reactivate`;
  const client = await loadClient(ctx);
  if (!client) {
    return {
      signedIn: false as const,
      loginPath: `/login?redirect=${encodeURIComponent(here)}`,
      title: await pageTitle(ctx, "malle.reactivate.page_title"),
    };
  }
  const profile = await loadOwnProfile(ctx, params.profileId);
  const plan = currentPlan(await loadPlans(ctx, profile.id));
  return {
    signedIn: true as const,
    // Read by the layout: a WOMAN profile's plan is in the women's area (§2)
    profile: { id: profile.id, firstname: profile.firstname, profile_type: profile.profile_type },
    terminated: plan !== null && planState(plan) === "terminated",
    frequency: plan?.frequency ?? null,
    title: await pageTitle(ctx, "malle.reactivate.page_title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** A post signed out goes to the sign-in page like any signed-in page, and comes back here. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const profile = await loadOwnProfile(ctx, params.profileId);
  return reactivate(ctx, await readForm(request), profile);
}

export default function Reactivate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (!loaderData.signedIn) {
    return (
      <section className="page page--narrow malle-page" aria-labelledby="reactivate-title">
        <h1 id="reactivate-title">{t("malle.reactivate.page_title")}</h1>
        <p>{t("malle.reactivate.signed_out")}</p>
        <Link className="button" to={href(loaderData.loginPath)}>
          {t("malle.reactivate.sign_in")}
        </Link>
      </section>
    );
  }
  return <ReactivateForm data={loaderData} lastResult={actionData} />;
}

type SignedIn = Extract<Route.ComponentProps["loaderData"], { signedIn: true }>;

function ReactivateForm({ data, lastResult }: { data: SignedIn; lastResult: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const { profile, terminated, frequency } = data;
  const [form, fields] = useSchemaForm(reactivateSchema, {
    id: "malle-reactivate",
    lastResult,
    defaultValue: { frequency: frequency === null ? undefined : String(frequency) },
  });
  const choices = SUBSCRIPTION_FREQUENCIES.map((months) => ({
    value: String(months),
    label: t("malle.plan.every", { count: months }),
  }));
  return (
    <section className="page page--narrow malle-page" aria-labelledby="reactivate-title">
      <h1 id="reactivate-title">{t("malle.reactivate.title", { firstname: profile.firstname })}</h1>
      {terminated ? (
        <Form method="post" className="malle-card malle-form" {...getFormProps(form)}>
          <p>{t("malle.reactivate.intro")}</p>
          <FormErrors errors={form.errors} />
          <ChoicePills meta={fields.frequency} legend={t("malle.reactivate.legend")} choices={choices} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {t("malle.reactivate.submit")}
            </button>
          </div>
        </Form>
      ) : (
        <div className="malle-card">
          <p>{t("malle.reactivate.not_terminated", { firstname: profile.firstname })}</p>
        </div>
      )}
      <p className="malle-links">
        <Link to={href("/infos/subscriptions")}>{t("malle.reactivate.back")}</Link>
      </p>
    </section>
  );
}
