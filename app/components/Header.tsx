import { useTranslation } from "~/i18n";
import { NavLink, useMatches, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { useLocalizedHref } from "~/lib/links";
import "./header.css";

/** The cart's bag with the number of pieces it holds (kept in a cookie: no API call per page). */
function CartLink({ count }: { count: number }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <NavLink className="site-header__cart" to={href("/shop/cart")} prefetch="intent">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t("nav.cart", { count })}</span>
      {count > 0 && (
        <span className="site-header__cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}

/** Site header: logo and the main navigation, entries shown by the feature switches. */
export function Header() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRouteLoaderData<RootData>("root");
  const switches = root?.switches;
  const signedIn = Boolean(root?.client);
  // A page that has just read the cart knows better than the cookie the root loader read beside it
  const cartPageCount = useMatches()
    .map((match) => (match.data as { cart?: { items_count?: unknown } } | undefined)?.cart?.items_count)
    .find((count): count is number => typeof count === "number");
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
      {switches?.shop && <CartLink count={cartPageCount ?? root?.cartCount ?? 0} />}
    </header>
  );
}
