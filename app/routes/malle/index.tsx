import { Link } from "react-router";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import type { Carrier } from "#domain/checkout.js";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import { BoxStateBadge, PlanFrequency, PlanStateBadge, useDeadlineDay } from "~/components/malle/PlanWords";
import { profileQuizPath } from "~/lib/quiz-entry";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { boxesIn, currentPlan, deliveryPath, isPostponable, planState, type BoxRequest } from "~/lib/malle";
import { previewPath } from "~/lib/preview-paths";
import { loadMalle } from "~/lib/malle.server";
import { pageTitle } from "~/lib/profiles.server";
import { profilePath } from "~/lib/profiles";
import type { Route } from "./+types/index";
import "~/components/malle/box-page.css";
import "~/components/malle/box-list.css";
import "./malle.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /{kidId}/malle (§2, issue 16; signed-up and profile-suggestions guards): each box for what it is
 * (issue 23) — a box whose preview waits for the family's answer (its deadline, the way to the
 * preview), a box on its way (validated and being made ready, or shipped), the box to come (its
 * date, its state, what can still be done: wishes until the day before it is composed, another
 * delivery date while it can move) —, the plan (how often, paused until…, stopped) and the
 * previous boxes (delivered, closed, cancelled). A profile without a box is shown the way into
 * its quiz. Another client's profile is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  const { profile, plans, next, boxes, profiles } = await loadMalle(ctx, params.kidId);
  const woman = profile.profile_type === "WOMAN";
  return {
    // Read by the layout: a WOMAN profile's box is in the women's area (§2)
    profile,
    plan: currentPlan(plans),
    next,
    waiting: boxesIn(boxes, "waiting"),
    onItsWay: boxesIn(boxes, "on_its_way"),
    history: boxesIn(boxes, "past"),
    quizPath: profileQuizPath(profile, profiles),
    title: woman
      ? await pageTitle(ctx, "malle.page.title_woman")
      : await pageTitle(ctx, "malle.page.title", { firstname: profile.firstname }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function Malle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const { profile, plan, next, waiting, onItsWay, history, quizPath, title } = loaderData;
  const empty = !next && waiting.length + onItsWay.length + history.length === 0;
  const state = plan && planState(plan);

  return (
    <section className="page malle-page" aria-labelledby="malle-title">
      <p className="malle-page__back">
        <Link to={href(profilePath(profile))}>{t("malle.page.back")}</Link>
      </p>
      <h1 id="malle-title">{title}</h1>

      {empty ? (
        <section className="malle-card malle-card--empty" aria-labelledby="malle-empty">
          <h2 id="malle-empty">{t("malle.empty.title")}</h2>
          <p>{t("malle.empty.text")}</p>
          <Link className="button button--accent" to={href(quizPath)}>
            {t("malle.empty.cta")}
          </Link>
          <p className="malle-links">
            <Link to={href(`/${profile.id}/style-shuffle`)}>{t("suggestions.shuffle.link")}</Link>
          </p>
        </section>
      ) : (
        <>
          {waiting.map((box) => (
            <WaitingBox key={box.id} box={box} />
          ))}
          {onItsWay.map((box) => (
            <BoxOnItsWay key={box.id} box={box} />
          ))}
        </>
      )}

      {!empty && (
        <section className="malle-card malle-next" aria-labelledby="malle-next">
          <h2 id="malle-next">{t("malle.next.title")}</h2>
          {next ? (
            <>
              <BoxFacts box={next} />
              {next.wishes_until && next.status_details.actions.includes("GO_TO_SUGGESTIONS") ? (
                // Open for wishes: until when, and that the stylist composes it the day after
                <p className="malle-next__text malle-next__wishes">
                  {t("malle.next.wishes_until", { date: date(next.wishes_until) })}
                </p>
              ) : (
                <p className="malle-next__text">
                  {next.id === 0
                    ? t("malle.next.planned")
                    : next.is_blocked
                      ? t("malle.next.blocked")
                      : t("malle.next.compose")}
                </p>
              )}
              {isPostponable(next) && (
                <Link className="button" to={href(deliveryPath(profile.id, next.subscription_id))}>
                  {t("malle.next.change_date")}
                </Link>
              )}
              {next.id > 0 && next.status_details.actions.includes("GO_TO_SUGGESTIONS") && (
                <Link className="button button--accent" to={href(`/${profile.id}/suggestions/${next.id}`)}>
                  {t("suggestions.malle.wishes", { count: next.wishes.length })}
                </Link>
              )}
            </>
          ) : (
            <p>{t("malle.next.none")}</p>
          )}
          <p className="malle-links">
            <Link to={href(`/${profile.id}/style-shuffle`)}>{t("suggestions.shuffle.link")}</Link>
          </p>
        </section>
      )}

      {plan && (
        <section className="malle-card malle-plan" aria-labelledby="malle-plan">
          <h2 id="malle-plan">{t("malle.plan.title")}</h2>
          <dl className="malle-facts">
            <div>
              <dt>{t("malle.subscriptions.frequency")}</dt>
              <dd>
                <PlanFrequency plan={plan} /> <PlanStateBadge plan={plan} />
              </dd>
            </div>
          </dl>
          <p className="malle-links">
            {state === "terminated" ? (
              <Link className="button button--secondary" to={href(`/infos/subscriptions/${profile.id}/reactivate`)}>
                {t("malle.plan.reactivate")}
              </Link>
            ) : (
              <Link className="button button--secondary" to={href("/infos/subscriptions")}>
                {t("malle.plan.manage")}
              </Link>
            )}
          </p>
        </section>
      )}

      {!empty && (
        <section className="malle-history" aria-labelledby="malle-history">
          <h2 id="malle-history">{t("malle.history.title")}</h2>
          {history.length === 0 ? (
            <p>{t("malle.history.empty")}</p>
          ) : (
            <ol className="malle-boxes">
              {history.map((box) => (
                <li key={box.id} className="malle-box">
                  <span className="malle-box__date">
                    {box.delivery_date
                      ? t("malle.history.box", { date: date(box.delivery_date) })
                      : t("malle.history.undated")}
                  </span>
                  <BoxStateBadge box={box} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </section>
  );
}

/** A box's delivery date (when it has one) and its state. */
function BoxFacts({ box }: { box: BoxRequest }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <dl className="malle-facts">
      {box.delivery_date && (
        <div>
          <dt>{t("malle.next.date")}</dt>
          <dd className="malle-next__date">{date(box.delivery_date)}</dd>
        </div>
      )}
      <div>
        <dt>{t("malle.next.state")}</dt>
        <dd>
          <BoxStateBadge box={box} />
        </dd>
      </div>
    </dl>
  );
}

/** A box whose preview waits for the family: its date, the answer's deadline and the way to the preview. */
function WaitingBox({ box }: { box: BoxRequest }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const deadline = useDeadlineDay();
  const id = `malle-waiting-${box.id}`;
  return (
    <section className="malle-card malle-waiting" aria-labelledby={id}>
      <h2 id={id}>{t("malle.waiting.title")}</h2>
      <BoxFacts box={box} />
      {box.preview_expires_at && (
        <p className="malle-waiting__deadline">
          {t("malle.waiting.deadline", { date: deadline(box.preview_expires_at) })}
        </p>
      )}
      <Link className="button button--accent" to={href(previewPath(box.profile_id, box.id))}>
        {t("malle.waiting.cta")}
      </Link>
    </section>
  );
}

/** A box validated and being made ready, or shipped: its date and where it is. */
function BoxOnItsWay({ box }: { box: BoxRequest }) {
  const { t } = useTranslation();
  const id = `malle-on-its-way-${box.id}`;
  return (
    <section className="malle-card malle-on-its-way" aria-labelledby={id}>
      <h2 id={id}>{t(`malle.on_its_way.title_${box.status}`)}</h2>
      <BoxFacts box={box} />
      <p>{t(`malle.on_its_way.${box.status}`)}</p>
      {box.tracking?.url && (
        <p>
          <a href={box.tracking.url} rel="noreferrer noopener" target="_blank">
            {t("malle.on_its_way.track", {
              carrier: CARRIER_NAMES[box.tracking.carrier as Carrier] ?? box.tracking.carrier,
              number: box.tracking.number ?? "",
            })}
          </a>
        </p>
      )}
    </section>
  );
}
