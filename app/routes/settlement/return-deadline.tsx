import { Form, Link, data, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { useDateFormat } from "~/lib/format";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { extend, loadBox } from "./settlement.server";
import type { Route } from "./+types/return-deadline";
import "./settlement.css";

/**
 * /infos/edit/return-deadline/{orderId} (§2, decision 0047): the box's deadline to say what is
 * kept, extended once by BOX_DEADLINE_EXTENSION_DAYS while it has not passed and nothing was
 * declared; the page says the new date, or why it cannot move.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  return { box: await loadBox(ctx, params.orderId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const box = await loadBox(ctx, params.orderId);
  await readForm(request);
  const result = await extend(ctx, box);
  return data(result, { status: result.error ? 409 : 200 });
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "settlement.meta.deadline");

export default function ReturnDeadline({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const day = useDateFormat();
  const navigation = useNavigation();
  const box = actionData?.box ?? loaderData.box;
  const back = href(`/infos/rating/${box.order_id}`);
  return (
    <section className="page settlement" aria-labelledby="deadline-title">
      <p className="settlement__back">
        <Link to={back}>
          <span aria-hidden="true">← </span>
          {t("settlement.deadline.back")}
        </Link>
      </p>
      <h1 id="deadline-title">{t("settlement.deadline.title")}</h1>
      {actionData?.box && box.deadline ? (
        <p className="settlement__notice" role="status">
          {t("settlement.deadline.done", { date: day(box.deadline) })}
        </p>
      ) : box.extension_deadline && box.deadline ? (
        <>
          {actionData?.error && (
            <p className="form-error" role="alert">
              {t(actionData.error)}
            </p>
          )}
          <p className="settlement__intro">
            {t("settlement.deadline.current", { date: day(box.deadline), until: day(box.extension_deadline) })}
          </p>
          <Form method="post">
            <button type="submit" className="button" disabled={navigation.state !== "idle"}>
              {t("settlement.deadline.submit", { date: day(box.extension_deadline) })}
            </button>
          </Form>
        </>
      ) : (
        <p className="settlement__intro">
          {box.deadline_extended && box.deadline
            ? t("settlement.deadline.already", { date: day(box.deadline) })
            : t("settlement.deadline.not_possible")}
        </p>
      )}
    </section>
  );
}
