import { useTranslation } from "~/i18n";
import { useDateFormat, useNumberLocale } from "~/lib/format";
import { formatDate } from "#domain/french.js";
import { SHOP_TIME_ZONE } from "#domain/profiles.js";
import { boxStateKey, planState, type BoxRequest, type Plan } from "~/lib/malle";
import "./badge.css";

/** How often the boxes come: "A box every 2 months", or a single box. */
export function PlanFrequency({ plan }: { plan: Pick<Plan, "frequency"> }) {
  const { t } = useTranslation();
  return <>{plan.frequency === null ? t("malle.plan.one_shot") : t("malle.plan.every", { count: plan.frequency })}</>;
}

/** A plan's state in words: running, paused until a day, stopped, or a single box. */
export function PlanStateBadge({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const state = planState(plan);
  const words =
    state === "paused"
      ? plan.paused_until
        ? t("malle.plan.paused_until", { date: date(plan.paused_until) })
        : t("malle.plan.paused")
      : state === "one_shot"
        ? t("malle.plan.one_shot")
        : t(`malle.plan.${state}`);
  return (
    <span className="malle-badge" data-state={state}>
      {words}
    </span>
  );
}

const SHOP_DAY: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: SHOP_TIME_ZONE };

/**
 * A preview's answer deadline as the day it ends on the shop's clock ("au plus tard le
 * 30 novembre"): the deadline is the end of that day (domain previewDeadline), a time adds nothing.
 */
export function useDeadlineDay(): (iso: string) => string {
  const locale = useNumberLocale();
  return (iso: string) => formatDate(locale, SHOP_DAY, new Date(iso));
}

/** A box's state: planned, being prepared, booked, delivered… */
export function BoxStateBadge({ box }: { box: Pick<BoxRequest, "id" | "status" | "is_blocked"> }) {
  const { t } = useTranslation();
  return (
    <span className="malle-badge" data-state={box.id === 0 ? "PLANNED" : box.status}>
      {t(boxStateKey(box))}
    </span>
  );
}
