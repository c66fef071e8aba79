import { useTranslation } from "~/i18n";
import { Outlet, useMatches, useRouteLoaderData } from "react-router";
import { Banner } from "~/components/Banner";
import { ConnectAsBanner } from "~/components/ConnectAsBanner";
import { ErrorPage, errorMeta } from "~/components/ErrorPage";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { IdlePrefetch } from "~/components/IdlePrefetch";
import type { RootData } from "~/root";
import { isWomanArea } from "~/lib/woman-area";
import type { Route } from "./+types/default";

/** §2: no banner on routes whose name contains one of these. */
const NO_BANNER = ["create-label", "quiz", "signup", "shop-cart", "shop-checkout", "giftcard-checkout", "login"];

function Chrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  // Route ids are file paths ("de/routes/shop/cart"): as a name, "de-routes-shop-cart"
  const routeName = (leaf?.id ?? "").replaceAll("/", "-");
  const showBanner = !NO_BANNER.some((part) => routeName.includes(part));
  const blog = routeName.includes("-blog");
  const woman = isWomanArea(leaf?.pathname ?? "/", matches);
  return (
    <div className={woman ? "theme-woman" : "theme-kid"}>
      <a className="skip-link" href="#main">
        {t("nav.skip_to_content")}
      </a>
      {root?.client?.connected_as && <ConnectAsBanner firstname={root.client.firstname} />}
      <Header />
      {showBanner && <Banner />}
      {root?.notice && (
        <p className="notice" role="status">
          {t(root.notice)}
        </p>
      )}
      <main id="main" tabIndex={-1} className={blog ? "slide-left" : undefined} key={blog ? leaf?.pathname : "main"}>
        {children}
      </main>
      <Footer woman={woman} />
      <IdlePrefetch />
    </div>
  );
}

export default function DefaultLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** Errors below the layout keep the header and footer around the error page (§2). */
export const meta: Route.MetaFunction = errorMeta;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Chrome>
      <ErrorPage error={error} />
    </Chrome>
  );
}
