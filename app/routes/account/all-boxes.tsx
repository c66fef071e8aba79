import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { Pager } from "~/components/Pager";
import { useDateFormat } from "~/components/home/format";
import { BoxStateBadge } from "~/components/malle/PlanWords";
import { getRequestContext } from "~/services/context.server";
import { guard } from "~/services/guards.server";
import { useLocalizedHref } from "~/services/links";
import { pageOf } from "~/services/malle";
import { loadAllBoxes } from "~/services/malle.server";
import { pageParam } from "~/services/orders";
import { privatePageMeta } from "~/services/seo";
import type { Route } from "./+types/all-boxes";
import "~/styles/malle.css";

/**
 * /infos/all-boxes (§2, issue 16): every box of every profile of the client, newest first, with
 * its state and the way to its profile's box page; 20 a page (?page=2…). A page past the last is
 * a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const boxes = pageOf(await loadAllBoxes(ctx), page);
  if (page > boxes.pages) throw new Response("Not Found", { status: 404 });
  return { boxes };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "malle.all_boxes.title");

export default function AllBoxes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const { boxes } = loaderData;
  const labels = {
    label: t("malle.all_boxes.pager.label"),
    previous: t("malle.all_boxes.pager.newer"),
    next: t("malle.all_boxes.pager.older"),
    page: t("malle.all_boxes.pager.page"),
  };
  return (
    <section aria-labelledby="all-boxes-title" className="malle-all-boxes">
      <h1 id="all-boxes-title">{t("malle.all_boxes.title")}</h1>
      {boxes.total === 0 ? (
        <div className="account-card">
          <p>{t("malle.all_boxes.empty")}</p>
        </div>
      ) : (
        <>
          <p className="malle-page__intro">{t("malle.all_boxes.intro")}</p>
          <ol className="malle-boxes">
            {boxes.items.map((box) => (
              <li key={box.id} className="malle-box">
                <span className="malle-box__who">{t("malle.all_boxes.for", { firstname: box.firstname })}</span>
                <span className="malle-box__date">
                  {box.delivery_date
                    ? t("malle.all_boxes.date", { date: date(box.delivery_date) })
                    : t("malle.all_boxes.undated")}
                </span>
                <BoxStateBadge box={box} />
                <Link className="malle-box__link" to={href(`/${box.profile_id}/malle`)}>
                  {t("malle.all_boxes.see", { firstname: box.firstname })}
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
      <Pager page={boxes.page} pages={boxes.pages} path="/infos/all-boxes" labels={labels} />
    </section>
  );
}
