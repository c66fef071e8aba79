import { useTranslation } from "~/i18n";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import type { Route } from "./+types/layout";
import "./account.css";

/**
 * The boxes whose charge failed (decision 0047): every account page says so until they are paid.
 * A visitor not signed in gets nothing here (each page's guard sends them to sign in).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  if (!ctx.session.get("access_token")) return { failedBoxes: [] as number[] };
  const { data } = await ctx.api.GET("/clients/me/failed-boxes");
  return { failedBoxes: data?.items.map((box) => box.order_id) ?? [] };
}

/** Where a signed-in client manages the account: each page's guard decides who may see it (a link behind a switch hides with it). */
const ACCOUNT_LINKS: readonly { path: string; label: string; end: boolean; switch?: "loyalty" | "recycle" }[] = [
  { path: "/infos", label: "account.nav.overview", end: true },
  { path: "/infos/orders", label: "orders.title", end: false },
  { path: "/infos/returns", label: "returns.list.title", end: false },
  { path: "/infos/return-labels", label: "returns.nav", end: true },
  { path: "/infos/wallet", label: "giftcard.nav.wallet", end: true },
  { path: "/infos/littlegeste", label: "littlegeste.account.title", end: true, switch: "recycle" },
  { path: "/infos/add-giftcard", label: "giftcard.nav.add", end: true },
  { path: "/infos/loyalty", label: "loyalty.nav", end: false, switch: "loyalty" },
  { path: "/infos/referral", label: "referral.nav", end: true },
  { path: "/infos/kids", label: "account.nav.profiles", end: false },
  { path: "/infos/subscriptions", label: "malle.nav.subscriptions", end: false },
  { path: "/infos/all-boxes", label: "malle.nav.all_boxes", end: true },
  { path: "/infos/preview", label: "preview.nav", end: true },
  { path: "/infos/edit", label: "account.nav.details", end: true },
  { path: "/infos/edit/addresses", label: "account.nav.addresses", end: true },
  { path: "/infos/edit/return-mode", label: "returns.mode.nav", end: false },
  { path: "/infos/add/payment", label: "payment-methods.title", end: true },
  { path: "/infos/edit/password", label: "account.nav.password", end: true },
  { path: "/infos/help", label: "account.nav.help", end: true },
];

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failed = loaderData?.failedBoxes ?? [];
  const href = useLocalizedHref();
  const switches = useRouteLoaderData<RootData>("root")?.switches;
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the links scroll sideways: bring the current page's link into view
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && list.current && list.current.scrollWidth > list.current.clientWidth) {
      list.current.scrollLeft = current.offsetLeft - list.current.offsetLeft - 16;
    }
  }, [pathname]);
  return (
    <div className="account page">
      <nav className="account__nav" aria-label={t("account.nav.label")}>
        <ul ref={list}>
          {ACCOUNT_LINKS.filter((link) => !link.switch || switches?.[link.switch]).map((link) => (
            <li key={link.path}>
              <NavLink to={href(link.path)} end={link.end} prefetch="intent">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action={href("/logout")}>
          <button type="submit" className="button button--secondary account__logout">
            {t("logout.submit")}
          </button>
        </Form>
      </nav>
      <div className="account__content">
        {failed.length > 0 && !pathname.includes("/infos/failed-payment") && (
          <p className="account__alert" role="alert">
            {t("settlement.banner.text", { count: failed.length })}{" "}
            <Link to={href(failed.length === 1 ? `/infos/failed-payment/${failed[0]}` : "/infos/failed-payment")}>
              {t("settlement.banner.link")}
            </Link>
          </p>
        )}
        <Outlet />
      </div>
    </div>
  );
}
