import { useTranslation } from "~/i18n";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import "./banner.css";

/** The promotional banner; its text comes from the API's translations when the switch is on. */
export function Banner() {
  const { t } = useTranslation();
  const switches = useRouteLoaderData<RootData>("root")?.switches;
  const text = switches?.dynamicBannerText ? t("banner.text") : t("banner.default");
  return (
    <aside className="site-banner" aria-label={t("banner.label")}>
      <p>{text}</p>
    </aside>
  );
}
