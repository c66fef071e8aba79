import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useLocalizedHref } from "~/lib/links";
import { useDayFormat } from "~/lib/withdrawal";
import type { OpenWithdrawal } from "~/lib/withdrawal.server";
import "./withdrawal-link.css";

/**
 * The withdrawal function's button (Directive 2011/83/EU art. 11a, decision 0046): shown on an
 * order of the account while its withdrawal period runs, it leads to the confirmation step.
 */
export function WithdrawalLink({ open }: { open: OpenWithdrawal | undefined }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const day = useDayFormat();
  if (!open) return null;
  return (
    <p className="withdrawal-link">
      <Link to={href(`/infos/orders/${open.order_id}/withdrawal`)} className="button button--secondary">
        {t("withdrawal.button")}
      </Link>
      <span className="field__hint">
        {open.last_day ? t("withdrawal.until", { day: day(open.last_day) }) : t("withdrawal.before_delivery")}
      </span>
    </p>
  );
}
