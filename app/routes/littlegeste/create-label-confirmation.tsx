import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { labelIdParam, loadLabel } from "./littlegeste.server";
import type { Route } from "./+types/create-label-confirmation";
import "./littlegeste.css";

/** /littlegeste/create-label/confirmation?label={id} (guard littlegeste): the label to print, a PDF. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "littlegeste");
  const label = await loadLabel(ctx, labelIdParam(new URL(request.url).searchParams.get("label")));
  return { label };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "littlegeste.confirmation.title");

export default function LabelConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { label } = loaderData;
  return (
    <section className="littlegeste" aria-labelledby="label-confirmation-title">
      <h1 id="label-confirmation-title">{t("littlegeste.confirmation.title")}</h1>
      <p>{t("littlegeste.confirmation.text", { number: label.number })}</p>
      <p className="form-actions">
        <a className="button" href={href(`/infos/littlegeste/${label.id}/label.pdf`)} target="_blank" rel="noopener">
          {t("littlegeste.confirmation.download")}
        </a>
        <Link to={href("/infos/littlegeste")}>{t("littlegeste.confirmation.account")}</Link>
      </p>
    </section>
  );
}
