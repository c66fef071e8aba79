import { Link } from "react-router";
import { sizeLabel } from "#domain/profiles.js";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { useDateFormat, useMoney } from "~/lib/format";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { idParam, loadReturn } from "./returns.server";
import type { Route } from "./+types/detail";
import "./returns.css";

/**
 * /infos/returns/{id}: one return — its pieces with the units sent back, received and damaged, its
 * refund (how much and where, or where it will go), and its label while the parcel is to send.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const [ret, texts] = await Promise.all([loadReturn(ctx, idParam(params.returnId)), loadTranslations(ctx.language)]);
  return { ret, title: (texts["returns.detail.title"] ?? "").replace("{{number}}", ret.number) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ReturnDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const language = useLanguage();
  const day = useDateFormat();
  const money = useMoney();
  const { ret } = loaderData;
  const amount = money(ret.refund_amount_cents / 100);
  // The number is never cut at its hyphen on a phone
  const title = t("returns.detail.title", { number: "\u0001" }).split("\u0001");
  const refund =
    ret.order_kind !== "SHOP"
      ? t("returns.detail.box")
      : ret.status === "REFUNDED"
        ? t(ret.refund_to_wallet ? "returns.detail.refund_wallet" : "returns.detail.refund_card", { amount })
        : ret.status === "RECEIVED"
          ? t("returns.detail.received_only")
          : t(ret.refund_to_wallet ? "returns.detail.pending_wallet" : "returns.detail.pending_card");
  return (
    <section aria-labelledby="return-title" className="returns">
      <p>
        <Link to={href("/infos/returns")}>{t("returns.detail.back")}</Link>
      </p>
      <h1 id="return-title">
        {title[0]}
        <span className="return-number">{ret.number}</span>
        {title[1]}
      </h1>
      <dl className="definition-list account-card">
        <dt>{t("returns.detail.order")}</dt>
        <dd>
          <Link to={href(`/infos/orders/${ret.order_id}`)}>{t("returns.list.order", { id: ret.order_id })}</Link>
        </dd>
        <dt>{t("returns.detail.created")}</dt>
        <dd>{day(ret.created_at)}</dd>
        <dt>{t("returns.detail.status")}</dt>
        <dd>{t(`returns.status.${ret.status}`)}</dd>
        <dt>{t("returns.detail.refund")}</dt>
        <dd data-testid="return-refund">{refund}</dd>
      </dl>
      {ret.label_available && (
        <p>
          <a className="button" href={href(`/infos/return-labels/${ret.id}/label.pdf`)} target="_blank" rel="noopener">
            {t("returns.detail.print")}
          </a>
        </p>
      )}
      {ret.status === "REFUNDED" && ret.refund_to_wallet && (
        <p>
          <Link to={href("/infos/wallet")}>{t("returns.detail.wallet_link")}</Link>
        </p>
      )}
      <h2>{t("returns.detail.pieces")}</h2>
      <ul className="returns__list return-lines">
        {ret.lines.map((line) => (
          <li key={line.id} className="account-card return-line">
            <p className="return-line__name">
              {line.product_name} · {t("returns.detail.size", { size: sizeLabel(line.size, language) })}
            </p>
            <dl className="return-line__counts">
              <div>
                <dt>{t("returns.detail.requested")}</dt>
                <dd>{line.quantity}</dd>
              </div>
              <div>
                <dt>{t("returns.detail.received")}</dt>
                <dd>{line.received_quantity}</dd>
              </div>
              {line.damaged_quantity > 0 && (
                <div>
                  <dt>{t("returns.detail.damaged")}</dt>
                  <dd>{line.damaged_quantity}</dd>
                </div>
              )}
              {line.reason && (
                <div>
                  <dt>{t("returns.detail.reason")}</dt>
                  <dd>{t(`returns.reasons.${line.reason}`)}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
