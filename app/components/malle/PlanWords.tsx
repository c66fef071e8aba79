import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/components/home/format";
import { boxStateKey, planState, type BoxRequest, type Plan } from "~/services/malle";

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

/** A box's state: planned, being prepared, booked, delivered… */
export function BoxStateBadge({ box }: { box: Pick<BoxRequest, "id" | "status" | "is_blocked"> }) {
  const { t } = useTranslation();
  return (
    <span className="malle-badge" data-state={box.id === 0 ? "PLANNED" : box.status}>
      {t(boxStateKey(box))}
    </span>
  );
}
