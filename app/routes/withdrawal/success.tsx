import { sizeLabel } from "#domain/profiles.js";
import { Link, redirect } from "react-router";
import { i18nFor, translatorOf, useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLocalizedHref, useLanguage } from "~/lib/links";
import { orderIdParam } from "~/lib/orders";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { useDayFormat, useMomentFormat } from "~/lib/withdrawal";
import { loadWithdrawalState } from "./withdrawal.server";
import type { Route } from "./+types/success";
import "./withdrawal.css";

/**
 * /infos/orders/{orderId}/withdrawal/success: the withdrawal received — when (date and time), what,
 * where its receipt was e-mailed, and what happens next. Not withdrawn yet → the confirmation step.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const id = orderIdParam(params.orderId);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const [state, texts] = await Promise.all([loadWithdrawalState(ctx, id), loadTranslations(ctx.language)]);
  if (!state.withdrawal) throw redirect(localizePath(`/infos/orders/${id}/withdrawal`, ctx.language));
  const { t } = translatorOf(i18nFor(ctx.language, texts));
  return { withdrawal: state.withdrawal, title: t("withdrawal.success.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function WithdrawalSuccess({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const moment = useMomentFormat();
  const day = useDayFormat();
  const { withdrawal } = loaderData;
  return (
    <section aria-labelledby="withdrawal-title" className="withdrawal">
      <h1 id="withdrawal-title">{t("withdrawal.success.title")}</h1>
      <div className="account-card withdrawal__card withdrawal__card--done">
        <p>
          {t(withdrawal.order_kind === "BOX" ? "withdrawal.success.received_box" : "withdrawal.success.received", {
            id: withdrawal.order_id,
            moment: moment(withdrawal.declared_at),
          })}
        </p>
        <p>{t("withdrawal.success.emailed", { email: withdrawal.email })}</p>
        <h2>{t("withdrawal.confirm.pieces")}</h2>
        <ul className="withdrawal__pieces">
          {withdrawal.lines.map((line) => (
            <li key={line.order_line_id}>
              {line.name} <span className="withdrawal__size">({sizeLabel(line.size, language)})</span> × {line.quantity}
            </li>
          ))}
        </ul>
        <h2>{t("withdrawal.success.next_title")}</h2>
        <p>{t("withdrawal.success.send_back", { day: day(withdrawal.send_back_by) })}</p>
        <p>{t("withdrawal.success.refund")}</p>
        <p>
          <Link to={href(`/infos/orders/${withdrawal.order_id}`)} className="button">
            {t("withdrawal.success.order")}
          </Link>
        </p>
      </div>
    </section>
  );
}
