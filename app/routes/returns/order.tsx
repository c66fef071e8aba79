import { Form, Link, data, redirect, useNavigation } from "react-router";
import { RETURN_REASONS } from "#domain/returns.js";
import { sizeLabel } from "#domain/profiles.js";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { useDateFormat, useMoney } from "~/lib/format";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { idParam, loadReturnable, openReturn, readReturnForm, type PostedReturn } from "./returns.server";
import type { Route } from "./+types/order";
import "./returns.css";

/**
 * /infos/returns/order/{orderId}: the pieces of a delivered shop order to send back — how many of
 * each and why (a fixed list) — and where the refund goes (the card or the wallet). A plain form
 * posted to this route's action; a mistake comes back in the visitor's language with what was
 * chosen kept; sent, the success page says what happens next.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const [order, texts] = await Promise.all([
    loadReturnable(ctx, idParam(params.orderId)),
    loadTranslations(ctx.language),
  ]);
  return { order, title: texts["returns.order.title"] ?? "" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const orderId = idParam(params.orderId);
  const [form, order] = await Promise.all([readForm(request), loadReturnable(ctx, orderId)]);
  const { posted, lines, errors } = readReturnForm(form, order.lines);
  if (Object.keys(errors).length > 0) return data({ posted, errors }, { status: 400 });
  const opened = await openReturn(ctx, { order_id: orderId, lines, refund_to_wallet: posted.refundTo === "wallet" });
  if ("error" in opened) return data({ posted, errors: { form: opened.error } }, { status: 400 });
  throw redirect(localizePath(`/infos/returns/order/${orderId}/success`, ctx.language));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ReturnOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const language = useLanguage();
  const day = useDateFormat();
  const money = useMoney();
  const navigation = useNavigation();
  const { order } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const posted: PostedReturn | undefined = actionData?.posted;
  const lines = order.lines.filter((l) => l.returnable_quantity > 0);
  return (
    <section aria-labelledby="return-order-title" className="returns">
      <p>
        <Link to={href(`/infos/orders/${order.order_id}`)}>{t("returns.order.back")}</Link>
      </p>
      <h1 id="return-order-title">{t("returns.order.title")}</h1>
      {!order.returnable || !order.deadline ? (
        <p className="account-card">{t("returns.order.closed")}</p>
      ) : (
        <>
          <p>{t("returns.order.intro", { id: order.order_id, date: day(order.deadline) })}</p>
          <Form method="post" className="stack" aria-describedby={errors.form ? "return-order-error" : undefined}>
            {errors.form && (
              <p className="form-error" role="alert" id="return-order-error">
                {t(errors.form)}
              </p>
            )}
            <ul className="returns__list return-lines">
              {lines.map((line) => {
                const error = errors[`line_${line.id}`];
                const errorId = `return-line-${line.id}-error`;
                return (
                  <li key={line.id} className="account-card return-line">
                    <p className="return-line__name" id={`return-line-${line.id}`}>
                      {line.product_name} · {t("returns.detail.size", { size: sizeLabel(line.size, language) })} ·{" "}
                      {money(line.unit_price_cents / 100)}
                    </p>
                    <p className="field__hint">{t("returns.order.bought", { count: line.quantity })}</p>
                    <div className="return-line__fields">
                      <div className="field">
                        <label htmlFor={`quantity_${line.id}`}>{t("returns.order.quantity")}</label>
                        <select
                          id={`quantity_${line.id}`}
                          name={`quantity_${line.id}`}
                          defaultValue={posted?.quantities[line.id] ?? "0"}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                        >
                          {Array.from({ length: line.returnable_quantity + 1 }, (_, n) => (
                            <option key={n} value={String(n)}>
                              {n}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div className="field">
                        <label htmlFor={`reason_${line.id}`}>{t("returns.order.reason")}</label>
                        <select
                          id={`reason_${line.id}`}
                          name={`reason_${line.id}`}
                          defaultValue={posted?.reasons[line.id] ?? ""}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                        >
                          <option value="">{t("returns.order.reason_choose")}</option>
                          {RETURN_REASONS.map((reason) => (
                            <option key={reason} value={reason}>
                              {t(`returns.reasons.${reason}`)}
                            </option>
                          ))}
                        </select>
                      </div>
                    </div>
                    {error && (
                      <p className="field__error" id={errorId}>
                        {t(error)}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            <fieldset className="return-modes">
              <legend>{t("returns.order.refund_legend")}</legend>
              <label className="return-mode return-refund">
                <input type="radio" name="refund_to" value="card" defaultChecked={posted?.refundTo !== "wallet"} />{" "}
                {t("returns.order.refund_card")}
              </label>
              <label className="return-mode return-refund">
                <input type="radio" name="refund_to" value="wallet" defaultChecked={posted?.refundTo === "wallet"} />{" "}
                {t("returns.order.refund_wallet")}
              </label>
            </fieldset>
            <div className="form-actions">
              <button type="submit" className="button" disabled={navigation.state === "submitting"}>
                {t("returns.order.submit")}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
