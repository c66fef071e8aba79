import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { useCents } from "./ChargeSummary";
import { loadFailedBoxes } from "./settlement.server";
import type { Route } from "./+types/failed-payments";
import "./settlement.css";

/** /infos/failed-payment (§2, decision 0047): the boxes whose charge failed, each with its amount and a way to pay. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  return { boxes: await loadFailedBoxes(ctx) };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "settlement.meta.failed");

export default function FailedPayments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const cents = useCents();
  const { boxes } = loaderData;
  return (
    <section className="settlement" aria-labelledby="failed-title">
      <h1 id="failed-title">{t("settlement.failed.title")}</h1>
      {boxes.length === 0 ? (
        <p className="settlement__intro">{t("settlement.failed.empty")}</p>
      ) : (
        <ul className="settlement__failed">
          {boxes.map((box) => (
            <li key={box.order_id} className="settlement-card">
              <p>
                <strong>
                  {box.profile
                    ? t("settlement.title_profile", { name: box.profile.firstname })
                    : t("settlement.title", { id: box.order_id })}
                </strong>
                {" · "}
                {t("settlement.title", { id: box.order_id })}
              </p>
              <p>{t("settlement.failed.amount", { amount: cents(box.charge?.due_cents ?? 0) })}</p>
              <Link className="button" to={href(`/infos/failed-payment/${box.order_id}`)}>
                {t("settlement.failed.pay")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
