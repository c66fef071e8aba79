import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import { useDeadlineFormat } from "~/routes/preview/PreviewWords";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { previewPath } from "~/lib/preview-paths";
import { loadWaitingPreviews } from "~/routes/preview/preview.server";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/list";
import "~/components/malle/box-page.css";
import "~/components/malle/badge.css";
import "./preview.css";

/**
 * /infos/preview (§2, issue 17; signed-up guard): the boxes whose preview waits for the client's
 * answer (GET clients/me/requests?status=PREVIEW_SENT), each with its profile's first name, its
 * delivery date, the deadline to answer and the way to its preview; an empty state otherwise.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  return { previews: await loadWaitingPreviews(ctx) };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "preview.list.title");

export default function PreviewList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const deadline = useDeadlineFormat();
  const { previews } = loaderData;
  return (
    <section aria-labelledby="previews-title" className="preview-list">
      <h1 id="previews-title">{t("preview.list.title")}</h1>
      {previews.length === 0 ? (
        <div className="account-card">
          <p>{t("preview.list.empty")}</p>
          <Link className="button button--secondary" to={href("/infos/all-boxes")}>
            {t("preview.list.empty_cta")}
          </Link>
        </div>
      ) : (
        <>
          <p className="malle-page__intro">{t("preview.list.intro")}</p>
          <ul className="preview-waiting">
            {previews.map((preview) => {
              const woman = preview.profileType === "WOMAN";
              return (
                <li key={preview.requestId} className="malle-card preview-waiting__item">
                  <h2>
                    {woman ? t("preview.list.for_woman") : t("preview.list.for", { firstname: preview.firstname })}
                  </h2>
                  <ul className="preview-waiting__facts">
                    {preview.deliveryDate && (
                      <li>{t("preview.list.delivery", { date: date(preview.deliveryDate) })}</li>
                    )}
                    {preview.expiresAt && (
                      <li className="preview-waiting__deadline">
                        {t("preview.list.deadline", { date: deadline(preview.expiresAt) })}
                      </li>
                    )}
                    {preview.pieces !== null && <li>{t("preview.list.pieces", { count: preview.pieces })}</li>}
                  </ul>
                  <Link className="button" to={href(previewPath(preview.profileId, preview.requestId))}>
                    {woman ? t("preview.list.see_woman") : t("preview.list.see", { firstname: preview.firstname })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
