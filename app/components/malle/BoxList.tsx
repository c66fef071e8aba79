import { Link } from "react-router";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import type { Carrier } from "#domain/checkout.js";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import { BoxStateBadge, useDeadlineDay } from "~/components/malle/PlanWords";
import type { components } from "~/generated/api-schema";
import { useLocalizedHref } from "~/lib/links";
import { boxPhase } from "~/lib/malle";
import { previewPath } from "~/lib/preview-paths";
import "./box-list.css";

type ClientBox = components["schemas"]["ClientBoxRequest"];

/**
 * Boxes one line each: for whom, when, the state, and the way on — to the preview for a box
 * waiting for an answer (with its deadline), else to the profile's box page; a box on its way
 * also links to the carrier's tracking page, and once delivered to saying what is kept (or paying a
 * refused charge, decision 0047). Used by /infos/all-boxes and the account home.
 */
export function BoxList({ boxes }: { boxes: readonly ClientBox[] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const deadline = useDeadlineDay();
  return (
    <ol className="malle-boxes">
      {boxes.map((box) => {
        const waiting = boxPhase(box) === "waiting";
        return (
          <li key={box.id} className="malle-box">
            <span className="malle-box__who">{t("malle.all_boxes.for", { firstname: box.firstname })}</span>
            <span className="malle-box__date">
              {box.delivery_date
                ? t("malle.all_boxes.date", { date: date(box.delivery_date) })
                : t("malle.all_boxes.undated")}
            </span>
            <BoxStateBadge box={box} />
            {waiting && box.preview_expires_at && (
              <span className="malle-box__deadline">
                {t("malle.waiting.by", { date: deadline(box.preview_expires_at) })}
              </span>
            )}
            {box.tracking?.url && (
              <a className="malle-box__link" href={box.tracking.url} rel="noreferrer noopener" target="_blank">
                {t("malle.on_its_way.track", {
                  carrier: CARRIER_NAMES[box.tracking.carrier as Carrier] ?? box.tracking.carrier,
                  number: box.tracking.number ?? "",
                })}
              </a>
            )}
            {box.order?.declarable && (
              <Link className="malle-box__link" to={href(`/infos/rating/${box.order.id}`)}>
                {t("orders.box_decide")}
              </Link>
            )}
            {box.order?.status === "PAYMENT_FAILED" && (
              <Link className="malle-box__link" to={href(`/infos/failed-payment/${box.order.id}`)}>
                {t("orders.box_pay")}
              </Link>
            )}
            {waiting ? (
              <Link className="malle-box__link" to={href(previewPath(box.profile_id, box.id))}>
                {t("malle.all_boxes.answer")}
              </Link>
            ) : (
              <Link className="malle-box__link" to={href(`/${box.profile_id}/malle`)}>
                {t("malle.all_boxes.see", { firstname: box.firstname })}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
