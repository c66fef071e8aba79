import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { previewPath } from "~/lib/preview-paths";
import { loadGuardedPreview } from "~/routes/preview/preview.server";
import { pageTitle } from "~/lib/profiles.server";
import type { Route } from "./+types/confirmation";
import "~/components/malle/box-page.css";
import "~/components/malle/badge.css";
import "./preview.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /infos/preview/{profileId}/{requestId}/confirmation (§2, issue 17; signed-up and preview guards):
 * after the box is validated, what happens next — it is shipped for its delivery date, tried at
 * home, and only what is kept is paid — with the ways back to the box and to every box. A preview
 * not validated (yet) says so and leads back to it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const { preview, profile } = await loadGuardedPreview({ ctx, request, params });
  return {
    preview: {
      profile_id: preview.profile_id,
      request_id: preview.request_id,
      status: preview.status,
      firstname: preview.firstname,
      profile_type: preview.profile_type,
      delivery_date: preview.delivery_date,
    },
    profile,
    title: await pageTitle(ctx, "preview.confirmation.page_title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const { preview } = loaderData;
  const back = href(previewPath(preview.profile_id, preview.request_id));
  if (preview.status !== "VALIDATED") {
    return (
      <section className="page page--narrow malle-page preview-page" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{t("preview.confirmation.not_validated")}</h1>
        <Link className="button" to={back}>
          {t("preview.confirmation.back_preview")}
        </Link>
      </section>
    );
  }
  const woman = preview.profile_type === "WOMAN";
  return (
    <section className="page page--narrow malle-page preview-page" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">
        {woman
          ? t("preview.confirmation.title_woman")
          : t("preview.confirmation.title", { firstname: preview.firstname })}
      </h1>
      <section className="malle-card malle-next" aria-labelledby="confirmation-next">
        <h2 id="confirmation-next">{t("preview.confirmation.next_title")}</h2>
        <ol className="preview-steps">
          <li>
            {preview.delivery_date
              ? t("preview.confirmation.step_ship", { date: date(preview.delivery_date) })
              : t("preview.confirmation.step_ship_undated")}
          </li>
          <li>{t("preview.confirmation.step_try")}</li>
          <li>{t("preview.confirmation.step_pay")}</li>
        </ol>
      </section>
      <p className="malle-links preview-links">
        <Link className="button" to={back}>
          {t("preview.confirmation.see_box")}
        </Link>
        <Link className="button button--secondary" to={href("/infos/all-boxes")}>
          {t("preview.confirmation.all_boxes")}
        </Link>
      </p>
    </section>
  );
}
