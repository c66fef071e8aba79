import { NavLink } from "react-router";
import { useTranslation } from "~/i18n";

const TABS = [
  { to: "/back-office/operations", label: "back-office-operations.to_prepare", end: true },
  { to: "/back-office/operations?stage=shipped", label: "back-office-operations.shipped_tab", end: true },
  { to: "/back-office/operations/returns", label: "back-office-operations.returns_tab", end: false },
  { to: "/back-office/operations/stock", label: "back-office-operations.stock_tab", end: false },
  { to: "/back-office/operations/littlegeste", label: "back-office-operations.littlegeste.tab", end: false },
];

/** The section's links: parcels to prepare, on their way, returns, stock, littlegeste parcels. */
export function OperationsTabs() {
  const { t } = useTranslation();
  return (
    <p className="bo-actions">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end}>
          {t(tab.label)}
        </NavLink>
      ))}
    </p>
  );
}
