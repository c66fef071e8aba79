import { useTranslation } from "~/i18n";
import { Link, useRouteLoaderData } from "react-router";
import { clientKind, type ClientKind } from "#domain/account.js";
import type { RootData } from "~/root";
import { BoxList } from "~/components/malle/BoxList";
import { loadClient } from "~/lib/client.server";
import { boxesIn } from "~/lib/malle";
import { loadAllBoxes } from "~/lib/malle.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import type { Route } from "./+types/infos";
import { privatePageMeta } from "~/lib/seo";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const [signedIn, boxes] = await Promise.all([loadClient(ctx), loadAllBoxes(ctx)]);
  const client = signedIn!;
  return {
    kind: clientKind(client),
    // The boxes that are not past yet, each for what it is: a preview waiting for an answer first
    currentBoxes: [...boxesIn(boxes, "waiting"), ...boxesIn(boxes, "on_its_way"), ...boxesIn(boxes, "to_come")],
    client: {
      firstname: client.firstname,
      lastname: client.lastname,
      email: client.email,
      phone: client.phone,
      shipping: client.default_shipping_address,
      is_optin_kid: client.is_optin_kid,
      is_optin_woman: client.is_optin_woman,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "account.nav.label");

/** What the overview puts first for each kind of client (§4): the next useful step. */
const NEXT_STEP: Record<Exclude<ClientKind, "visitor">, { path: string }> = {
  // The quiz: it resumes where it stopped, or starts with a new kid (/quiz/{code}, start.tsx)
  prospect: { path: "/quiz/signup" },
  subscriber: { path: "/infos/kids" },
  paused: { path: "/infos/help" },
  shop_client: { path: "/shop" },
  gift_card_giver: { path: "/shop" },
};

export default function Infos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRouteLoaderData<RootData>("root");
  const { client, kind, currentBoxes } = loaderData;
  const next = kind === "visitor" ? null : NEXT_STEP[kind];
  // Shop links only while the shop is open
  const showNext = next && (next.path !== "/shop" || root?.switches.shop);
  return (
    <section aria-labelledby="infos-title">
      <h1 id="infos-title">{t("infos.title", { firstname: client.firstname ?? "" })}</h1>
      <div className="account-card" data-kind={kind}>
        <h2>{t(`account.kind.${kind}.title`)}</h2>
        <p>{t(`account.kind.${kind}.text`)}</p>
        {showNext && (
          <Link className="button button--accent" to={href(next.path)}>
            {t(`account.kind.${kind}.cta`)}
          </Link>
        )}
      </div>
      {currentBoxes.length > 0 && (
        <section className="account-card account-boxes" aria-labelledby="account-boxes">
          <h2 id="account-boxes">{t("malle.home.title")}</h2>
          <BoxList boxes={currentBoxes} />
          <Link to={href("/infos/all-boxes")}>{t("malle.home.see_all")}</Link>
        </section>
      )}
      <div className="account-summary">
        <div>
          <h2>{t("account.summary.details")}</h2>
          <p>{[client.firstname, client.lastname].filter(Boolean).join(" ")}</p>
          <p>{client.email}</p>
          {client.phone && <p>{client.phone}</p>}
          <Link to={href("/infos/edit")}>{t("account.summary.edit_details")}</Link>
        </div>
        <div>
          <h2>{t("account.summary.shipping")}</h2>
          {client.shipping ? (
            <address>
              {client.shipping.street}
              <br />
              {client.shipping.postcode} {client.shipping.city}
            </address>
          ) : (
            <p>{t("account.summary.no_address")}</p>
          )}
          <Link to={href("/infos/edit/addresses")}>{t("account.summary.edit_addresses")}</Link>
        </div>
        <div>
          <h2>{t("account.summary.newsletters")}</h2>
          <p>{t(client.is_optin_kid ? "account.summary.optin_kid_on" : "account.summary.optin_kid_off")}</p>
          <p>{t(client.is_optin_woman ? "account.summary.optin_woman_on" : "account.summary.optin_woman_off")}</p>
          <Link to={href("/infos/edit")}>{t("account.summary.edit_newsletters")}</Link>
        </div>
        <div>
          <h2>{t("returns.infos.title")}</h2>
          <p>{t("returns.infos.text")}</p>
          <p>
            <Link to={href("/infos/return-labels")}>{t("returns.infos.labels_link")}</Link>
          </p>
          <Link to={href("/infos/edit/return-mode")}>{t("returns.infos.mode_link")}</Link>
        </div>
        <div>
          <h2>{t("payment-methods.infos.title")}</h2>
          <p>{t("payment-methods.infos.text")}</p>
          <Link to={href("/infos/add/payment")}>{t("payment-methods.infos.link")}</Link>
        </div>
      </div>
    </section>
  );
}
