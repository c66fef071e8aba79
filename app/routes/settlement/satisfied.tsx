import { Form, Link, data, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { ChargeSummary, useCents } from "./ChargeSummary";
import { declare, loadBox } from "./settlement.server";
import { chargeOf, keepingAll } from "./settlement";
import type { Route } from "./+types/satisfied";
import "./settlement.css";

/**
 * /{orderId}/satisfied (§2, decision 0047): "we keep everything", from the box's e-mail — the
 * whole box with its keep-everything discount, one button to declare and pay it, and a way to
 * choose piece by piece instead. A box already declared says so and links to it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  return { box: await loadBox(ctx, params.orderId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  const box = await loadBox(ctx, params.orderId);
  await readForm(request);
  const refused = await declare(ctx, box, undefined);
  return data(refused, { status: 409 });
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "settlement.meta.satisfied");

export default function Satisfied({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const cents = useCents();
  const navigation = useNavigation();
  const { box } = loaderData;
  const charge = chargeOf(box, keepingAll(box));
  const rating = href(`/infos/rating/${box.order_id}`);
  return (
    <section className="page settlement" aria-labelledby="satisfied-title">
      <h1 id="satisfied-title">{t("settlement.satisfied.title")}</h1>
      {box.declarable ? (
        <>
          <p className="settlement__intro">
            {t("settlement.satisfied.intro", {
              count: box.pieces.length,
              name: box.profile?.firstname ?? "",
            })}
          </p>
          {actionData?.error && (
            <p className="form-error" role="alert">
              {t(actionData.error)}
            </p>
          )}
          <ul className="settlement__names">
            {box.pieces.map((piece) => (
              <li key={piece.order_line_id}>
                {piece.name} · {piece.brand} · {cents(piece.price_cents)}
              </li>
            ))}
          </ul>
          <div className="settlement__summary">
            <ChargeSummary box={box} charge={charge} kept={box.pieces.length} />
            <Form method="post">
              <button type="submit" className="button" disabled={navigation.state !== "idle"}>
                {charge.dueCents > 0
                  ? t("settlement.satisfied.submit", { amount: cents(charge.dueCents) })
                  : t("settlement.satisfied.submit_free")}
              </button>
            </Form>
            <p>
              <Link to={rating}>{t("settlement.satisfied.choose")}</Link>
            </p>
          </div>
        </>
      ) : (
        <>
          <p className="settlement__intro">
            {box.declared_at ? t("settlement.satisfied.already") : t("settlement.not_delivered")}
          </p>
          <p>
            <Link className="button" to={rating}>
              {t("settlement.satisfied.see_box")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
