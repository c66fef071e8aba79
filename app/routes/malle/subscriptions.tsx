import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { addDays, addMonths } from "#domain/malle.js";
import { PlanCard } from "~/routes/malle/PlanCard";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { MAX_PAUSE_MONTHS, currentPlan, type PlanActionResult } from "~/lib/malle";
import { loadSubscriptions, planAction, shopToday } from "~/lib/malle.server";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/subscriptions";
import "~/components/malle/box-page.css";
import "./malle.css";

/**
 * /infos/subscriptions (§2, issue 16; signed-up guard): every profile's plan — how often, its next
 * delivery or its pause — with its actions as plain forms posted to this page's action: pause for
 * 1, 2 or 3 months or until a day, resume, another frequency, stop (after a confirmation step), and
 * the way to reactivate a stopped one. Each action ends with a flash confirmation.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  const today = shopToday();
  const profiles = await loadSubscriptions(ctx);
  const stop = Number(new URL(request.url).searchParams.get("stop")) || null;
  return {
    cards: profiles.flatMap(({ profile, plans, next }) => {
      const plan = currentPlan(plans);
      if (!plan) return [];
      // The box to come of this plan: its date is the plan's next delivery
      const nextDate = next && next.subscription_id === plan.id ? next.delivery_date : null;
      return [{ profile: { id: profile.id, firstname: profile.firstname }, plan, nextDate }];
    }),
    stop,
    today: { day: today, tomorrow: addDays(today, 1), latestPauseEnd: addMonths(today, MAX_PAUSE_MONTHS) },
  };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "malle.subscriptions.title");

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  return planAction(ctx, await readForm(request), shopToday());
}

export default function Subscriptions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { cards, stop, today } = loaderData;
  const refused = actionData as PlanActionResult | undefined;
  return (
    <section aria-labelledby="subscriptions-title" className="malle-subscriptions">
      <h1 id="subscriptions-title">{t("malle.subscriptions.title")}</h1>
      {cards.length === 0 ? (
        <div className="account-card">
          <p>{t("malle.subscriptions.empty")}</p>
          <Link className="button" to={href("/infos/kids")}>
            {t("malle.subscriptions.empty_cta")}
          </Link>
        </div>
      ) : (
        <>
          <p className="malle-page__intro">{t("malle.subscriptions.intro")}</p>
          {cards.map(({ profile, plan, nextDate }) => (
            <PlanCard
              key={plan.id}
              profile={profile}
              plan={plan}
              nextDate={nextDate}
              today={today}
              refused={refused}
              stopAsked={stop === plan.id}
            />
          ))}
        </>
      )}
    </section>
  );
}
