import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useDateFormat } from "~/lib/format";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { DATE_OUT_OF_WINDOW, deliveryMove } from "~/lib/malle";
import { deliverySchema } from "~/lib/malle-forms";
import { loadDelivery, moveDelivery } from "~/lib/malle.server";
import { pageTitle } from "~/lib/profiles.server";
import type { Route } from "./+types/delivery";
import "~/components/malle/box-page.css";
import "./malle.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /{kidId}/malle/{subscription}/delivery (§2, issue 16; signed-up guard): another delivery date
 * for the box to come of a plan ("one-shot" for a single box), within the window the delays allow
 * (a date field with its min and max, and the window in words). With JavaScript the page says how
 * much later or earlier the chosen day is; the API records it as postponed or forwarded. A box
 * being prepared can no longer move: the page says so and has no form.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  const { profile, box, window, next } = await loadDelivery(ctx, params.kidId, params.subscription);
  return {
    profile,
    box: box && { id: box.id, delivery_date: box.delivery_date },
    plannedDate: next?.delivery_date ?? null,
    window,
    title: await pageTitle(ctx, "malle.delivery.page_title", { firstname: profile.firstname }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  const loaded = await loadDelivery(ctx, params.kidId, params.subscription);
  return moveDelivery(ctx, await readForm(request), loaded);
}

export default function Delivery({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const navigation = useNavigation();
  const { profile, box, window, plannedDate } = loaderData;
  const schema = deliverySchema(window ?? { earliest: "", latest: "" });
  const [form, fields] = useSchemaForm(schema, {
    id: "malle-delivery",
    lastResult: actionData,
    defaultValue: { delivery_date: box?.delivery_date ?? undefined },
  });
  const back = href(`/${profile.id}/malle`);
  const windowWords = window && { earliest: date(window.earliest), latest: date(window.latest) };
  const meta = fields.delivery_date;
  const move = deliveryMove(box?.delivery_date ?? null, meta.value);
  const props = getInputProps(meta, { type: "date", ariaDescribedBy: meta.descriptionId });

  return (
    <section className="page malle-page" aria-labelledby="delivery-title">
      <p className="malle-page__back">
        <Link to={back}>{t("malle.delivery.back")}</Link>
      </p>
      <h1 id="delivery-title">{t("malle.delivery.title")}</h1>
      {plannedDate && (
        <p className="malle-page__intro">
          {t("malle.delivery.intro", { firstname: profile.firstname, date: date(plannedDate) })}
        </p>
      )}
      {box && window && windowWords ? (
        <Form method="post" className="malle-card malle-delivery" {...getFormProps(form)}>
          <FormErrors errors={form.errors} />
          <div className="field">
            <label htmlFor={meta.id}>{t("malle.delivery.label")}</label>
            <p id={meta.descriptionId} className="field__hint">
              {t("malle.delivery.window", windowWords)}
            </p>
            <input {...props} key={props.key} min={window.earliest} max={window.latest} />
            {meta.errors?.length ? (
              <p id={meta.errorId} className="field__error">
                {meta.errors
                  .map((error) => (error === DATE_OUT_OF_WINDOW ? t(error, windowWords) : t(error)))
                  .join(" ")}
              </p>
            ) : null}
            {/* Read from the field as it is typed: with JavaScript only, the post needs none of it */}
            <p className="malle-delivery__move" aria-live="polite">
              {move && t(`malle.delivery.${move.kind === "postponed" ? "later" : "earlier"}`, { count: move.days })}
            </p>
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {t("malle.delivery.submit")}
            </button>
            <Link to={back} className="button button--secondary">
              {t("malle.delivery.back")}
            </Link>
          </div>
        </Form>
      ) : (
        <div className="malle-card">
          <FormErrors errors={form.errors} />
          <p>{t("malle.delivery.locked")}</p>
          <Link to={back} className="button button--secondary">
            {t("malle.delivery.back")}
          </Link>
        </div>
      )}
    </section>
  );
}
