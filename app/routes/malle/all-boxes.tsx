import { useTranslation } from "~/i18n";
import { Pager } from "~/components/Pager";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { BoxList } from "~/components/malle/BoxList";
import { boxesIn, pageOf, type BoxPhase } from "~/lib/malle";
import { loadAllBoxes } from "~/lib/malle.server";
import { pageParam } from "~/lib/orders";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/all-boxes";
import "~/components/malle/box-page.css";
import "~/components/malle/box-list.css";
import "./malle.css";

/**
 * /infos/all-boxes (§2, issue 16): every box of every profile of the client, each for what it is
 * (issue 23): the previews waiting for an answer (the deadline and the way to the preview), the
 * boxes to come and on their way (the way to their profile's box page), then the previous boxes,
 * newest first, 20 a page (?page=2…; the current boxes head the first page). A page past the last
 * is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const boxes = await loadAllBoxes(ctx);
  const past = pageOf(boxesIn(boxes, "past"), page);
  if (page > past.pages) throw new Response("Not Found", { status: 404 });
  const current = (phase: BoxPhase) => (page === 1 ? boxesIn(boxes, phase) : []);
  return {
    total: boxes.length,
    sections: [
      { phase: "waiting" as const, items: current("waiting") },
      { phase: "to_come" as const, items: current("to_come") },
      { phase: "on_its_way" as const, items: current("on_its_way") },
      { phase: "past" as const, items: past.items },
    ].filter((section) => section.items.length > 0),
    past,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "malle.all_boxes.title");

export default function AllBoxes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { total, sections, past } = loaderData;
  const labels = {
    label: t("malle.all_boxes.pager.label"),
    previous: t("malle.all_boxes.pager.newer"),
    next: t("malle.all_boxes.pager.older"),
    page: t("malle.all_boxes.pager.page"),
  };
  return (
    <section aria-labelledby="all-boxes-title" className="malle-all-boxes">
      <h1 id="all-boxes-title">{t("malle.all_boxes.title")}</h1>
      {total === 0 ? (
        <div className="account-card">
          <p>{t("malle.all_boxes.empty")}</p>
        </div>
      ) : (
        <>
          <p className="malle-page__intro">{t("malle.all_boxes.intro")}</p>
          {sections.map((section) => (
            <section key={section.phase} aria-labelledby={`all-boxes-${section.phase}`}>
              <h2 id={`all-boxes-${section.phase}`}>{t(`malle.all_boxes.sections.${section.phase}`)}</h2>
              <BoxList boxes={section.items} />
            </section>
          ))}
        </>
      )}
      <Pager page={past.page} pages={past.pages} path="/infos/all-boxes" labels={labels} />
    </section>
  );
}
