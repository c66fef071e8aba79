import { Form, Link, data, redirect, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { todayIn } from "#domain/profiles.js";
import { PaymentChoice } from "~/components/payments/PaymentChoice";
import { orThrow } from "~/lib/api.server";
import { paymentChoice, usableMethods } from "~/lib/checkout";
import { getRequestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { useCents } from "./ChargeSummary";
import { loadBox } from "./settlement.server";
import { refusalReasonKey } from "./settlement";
import type { Route } from "./+types/failed-payment";
import "~/components/checkout/checkout.css";
import "./settlement.css";

/** Where a failed box's payment comes back, and where a paid one is thanked for. */
const successPath = (orderId: number) => `/infos/failed-payment/${orderId}/success`;

/**
 * /infos/failed-payment/{orderId} (§2, decision 0047): a box whose charge was refused, why, and how
 * to pay it — a saved method charged at once, or the provider's secure page (3-D Secure, another
 * card). A box paid meanwhile goes to the thanks page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const box = await loadBox(ctx, params.orderId);
  if (box.status === "PAID") throw redirect(localizePath(successPath(box.order_id), ctx.language));
  const [methods, platforms] = await Promise.all([
    ctx.api.GET("/clients/me/payment-methods").then(orThrow),
    ctx.api.GET("/clients/me/available_payment_platforms", { params: { query: { for_shop: "false" } } }).then(orThrow),
  ]);
  return {
    box,
    methods: usableMethods(methods, todayIn()),
    platforms: platforms.filter((platform) => platform.startsWith("card_")),
    flash: (ctx.session.get("payment_error") as string | undefined) ?? null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const box = await loadBox(ctx, params.orderId);
  const form = await readForm(request);
  const methods = await ctx.api.GET("/clients/me/payment-methods").then(orThrow);
  const choice = paymentChoice(String(form.get("platform") ?? ""), methods);
  if (!choice.platform) return data({ error: "settlement.failed.choose" }, { status: 400 });
  const success = localizePath(successPath(box.order_id), ctx.language);
  const { data: payment, response } = await ctx.api.POST("/clients/me/boxes/{id}/payment", {
    params: { path: { id: box.order_id } },
    body: {
      platform: choice.platform as never,
      payment_method_id: choice.paymentMethodId,
      return_url: `${env.siteUrl}${success}`,
      embedded: false,
    },
  });
  if (!payment) {
    return data(
      { error: response.status === 409 ? "settlement.errors.not_payable" : "settlement.errors.unavailable" },
      { status: 409 },
    );
  }
  if (payment.status === "PAID") throw redirect(success);
  if (payment.status === "PAYMENT_FAILED" || !payment.redirect_url) {
    return data({ error: refusalReasonKey(payment.error_code) }, { status: 402 });
  }
  throw redirect(payment.redirect_url);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "settlement.meta.failed");

export default function FailedPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const cents = useCents();
  const navigation = useNavigation();
  const { box, methods, platforms, flash } = loaderData;
  const due = box.charge?.due_cents ?? 0;
  const error = actionData?.error ?? flash;
  return (
    <section className="settlement checkout" aria-labelledby="pay-title">
      <p className="settlement__back">
        <Link to={href("/infos/failed-payment")}>
          <span aria-hidden="true">← </span>
          {t("settlement.failed.title")}
        </Link>
      </p>
      <h1 id="pay-title">{t("settlement.failed.pay_title", { id: box.order_id })}</h1>
      {box.status === "PAYMENT_FAILED" ? (
        <>
          <p className="settlement__intro">
            {t("settlement.failed.why", { amount: cents(due) })} {t(refusalReasonKey(box.error_code))}
          </p>
          {error && (
            <p className="form-error" role="alert">
              {t(error)}
            </p>
          )}
          <Form method="post" className="settlement__pay">
            <PaymentChoice
              back={`/infos/failed-payment/${box.order_id}`}
              platforms={platforms}
              chosen={undefined}
              error={undefined}
              methods={methods}
            />
            <button type="submit" className="button" disabled={navigation.state !== "idle"}>
              {t("settlement.failed.submit", { amount: cents(due) })}
            </button>
          </Form>
        </>
      ) : (
        <p className="settlement__intro">{t("settlement.failed.nothing")}</p>
      )}
    </section>
  );
}
