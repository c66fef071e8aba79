import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { useDateFormat } from "~/lib/format";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { idParam, loadReturn, loadReturns } from "./returns.server";
import type { Route } from "./+types/success";
import "./returns.css";

/**
 * /infos/returns/order/{orderId}/success (after the form) and /infos/returns/{id}/success: the
 * return is registered; what happens next — the label to print, the last day, the refund once the
 * pieces are back — with the labels' page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  let returnId: number | undefined;
  if (params.returnId) returnId = idParam(params.returnId);
  else {
    const orderId = idParam(params.orderId);
    returnId = (await loadReturns(ctx)).find((r) => r.order_id === orderId && r.status !== "CANCELLED")?.id;
  }
  if (!returnId) throw new Response("Not Found", { status: 404 });
  const [ret, texts] = await Promise.all([loadReturn(ctx, returnId), loadTranslations(ctx.language)]);
  return { ret, title: texts["returns.success.title"] ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ReturnSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const day = useDateFormat();
  const { ret } = loaderData;
  return (
    <section aria-labelledby="return-success-title" className="returns">
      <h1 id="return-success-title">{t("returns.success.title")}</h1>
      <p className="return-success__number">{t("returns.success.number", { number: ret.number })}</p>
      <ol className="return-success__steps">
        <li>{t("returns.success.step_label")}</li>
        {ret.deadline && <li>{t("returns.success.step_send", { date: day(ret.deadline) })}</li>}
        <li>{t(ret.refund_to_wallet ? "returns.success.step_refund_wallet" : "returns.success.step_refund_card")}</li>
      </ol>
      <p className="form-actions">
        <Link className="button" to={href("/infos/return-labels")}>
          {t("returns.success.print")}
        </Link>
        <Link className="button button--secondary" to={href(`/infos/returns/${ret.id}`)}>
          {t("returns.success.view")}
        </Link>
      </p>
    </section>
  );
}
