import { Link, data } from "react-router";
import { isBlockedReason } from "#domain/littlegeste.js";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { requireRecycle } from "./littlegeste.server";
import type { Route } from "./+types/create-label-blocked";
import "./littlegeste.css";

/** /littlegeste/create-label/blocked/{reason} (§2, no guard): why a label cannot be created. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const texts = await requireRecycle(getRequestContext(context));
  if (!isBlockedReason(params.reason)) throw data(null, { status: 404, statusText: "Page Not Found" });
  return { reason: params.reason, title: texts["littlegeste.blocked.title"] ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function LabelBlocked({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section className="littlegeste" aria-labelledby="label-blocked-title">
      <h1 id="label-blocked-title">{t("littlegeste.blocked.title")}</h1>
      <p role="alert">{t(`littlegeste.blocked.${loaderData.reason}`)}</p>
      <p className="form-actions">
        <Link className="button" to={href("/littlegeste")}>
          {t("littlegeste.blocked.back")}
        </Link>
        <Link to={href("/contact")}>{t("littlegeste.blocked.contact")}</Link>
      </p>
    </section>
  );
}
