import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useLocalizedHref } from "~/lib/links";

/** The family has no return yet: says so, with its orders to send pieces back from. */
export function NoReturns({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <div className="account-card">
      <p>{t(textKey)}</p>
      <Link to={href("/infos/orders")}>{t("returns.labels.orders_link")}</Link>
    </div>
  );
}
