import { Link, redirect } from "react-router";
import { i18nFor, translatorOf, useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { useDayFormat, useMomentFormat } from "~/lib/withdrawal";
import { takeCancellation } from "./withdrawal.server";
import type { Route } from "./+types/cancel-confirmation";
import "./withdrawal.css";

/**
 * /cancel-subscription/confirmation: the cancellation received (§312k BGB): its date and time, its
 * content, and that its receipt was e-mailed. The receipt comes once, flashed by the form's action;
 * without it (a reload) the visitor goes back to the form.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const cancellation = takeCancellation(ctx);
  if (!cancellation) throw redirect(localizePath("/cancel-subscription", ctx.language));
  const { t } = translatorOf(i18nFor(ctx.language, await loadTranslations(ctx.language)));
  return { cancellation, title: t("withdrawal.cancel.done_title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function CancellationConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const moment = useMomentFormat();
  const day = useDayFormat();
  const { cancellation: c } = loaderData;
  return (
    <div className="withdrawal-page withdrawal">
      <section
        className="withdrawal-page__card withdrawal__card withdrawal__card--done"
        aria-labelledby="cancellation-done"
      >
        <h1 id="cancellation-done">{t("withdrawal.cancel.done_title")}</h1>
        <p>{t("withdrawal.cancel.done_received", { moment: moment(c.declared_at) })}</p>
        <dl className="withdrawal__facts">
          <div>
            <dt>{t("withdrawal.cancel.kind")}</dt>
            <dd>{t(`withdrawal.cancel.kind_${c.kind}`)}</dd>
          </div>
          {c.reason && (
            <div>
              <dt>{t("withdrawal.cancel.reason")}</dt>
              <dd>{c.reason}</dd>
            </div>
          )}
          <div>
            <dt>{t("withdrawal.cancel.name")}</dt>
            <dd>{c.name}</dd>
          </div>
          <div>
            <dt>{t("withdrawal.cancel.email")}</dt>
            <dd>{c.email}</dd>
          </div>
          {c.contract && (
            <div>
              <dt>{t("withdrawal.cancel.contract")}</dt>
              <dd>{c.contract}</dd>
            </div>
          )}
          <div>
            <dt>{t("withdrawal.cancel.end")}</dt>
            <dd>{c.ends_on ? day(c.ends_on) : t("withdrawal.cancel.end_next_possible")}</dd>
          </div>
        </dl>
        <p>{t("withdrawal.cancel.done_emailed", { email: c.email })}</p>
        <p>{t("withdrawal.cancel.done_effect")}</p>
        <p>
          <Link to={href("/")} className="button">
            {t("withdrawal.cancel.done_home")}
          </Link>
        </p>
      </section>
    </div>
  );
}
