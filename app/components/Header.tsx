import { useTranslation } from "react-i18next";
import { NavLink, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { useLocalizedHref } from "~/services/links";

/** Site header: logo and the main navigation, entries shown by the feature switches. */
export function Header() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRouteLoaderData<RootData>("root");
  const switches = root?.switches;
  const signedIn = Boolean(root?.client);
  const items = [
    { to: "/", label: t("nav.kids"), show: true, end: true },
    { to: "/woman", label: t("nav.woman"), show: switches?.woman },
    { to: "/concept", label: t("nav.concept"), show: true },
    { to: "/shop", label: t("nav.shop"), show: switches?.shop },
    { to: "/blog", label: t("nav.blog"), show: switches?.blog },
  ];
  return (
    <header className="site-header">
      <NavLink to={href("/")} className="site-header__logo" aria-label={t("nav.home_label")}>
        <img src="/logo.svg" alt="" width={132} height={36} />
      </NavLink>
      <nav aria-label={t("nav.main_label")}>
        <ul className="site-header__nav">
          {items
            .filter((item) => item.show)
            .map((item) => (
              <li key={item.to}>
                <NavLink to={href(item.to)} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <NavLink
        className="site-header__account"
        to={href(signedIn ? "/infos" : "/login")}
        prefetch={signedIn ? "intent" : "none"}
      >
        {signedIn ? t("nav.account_named", { firstname: root?.client?.firstname ?? "" }) : t("nav.login")}
      </NavLink>
    </header>
  );
}
