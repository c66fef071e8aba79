import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/parcels";
import { requireStaff } from "../staff.server";
import { OperationsTabs } from "./OperationsTabs";

/** Boxes and shop orders to prepare (or, with ?stage=shipped, those on their way). */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "pack:box");
  const stage = new URL(args.request.url).searchParams.get("stage") === "shipped" ? "shipped" : "to_prepare";
  const { data } = await api.GET("/admin/operations/parcels", { params: { query: { stage } } });
  return { stage, items: data?.items ?? [] };
}

export const meta: Route.MetaFunction = () => [{ title: "Operations — back-office" }];

export default function Parcels({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { stage, items } = loaderData;
  return (
    <section className="bo-page" aria-labelledby="bo-operations-title">
      <h1 id="bo-operations-title">
        {t("back-office-operations.title")} —{" "}
        {t(stage === "shipped" ? "back-office-operations.shipped_tab" : "back-office-operations.to_prepare")}
      </h1>
      <OperationsTabs />
      {items.length === 0 ? (
        <p>{t("back-office-operations.empty")}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("back-office-operations.col.parcel")}</th>
                <th scope="col">{t("back-office-operations.col.name")}</th>
                <th scope="col">{t("back-office-operations.col.date")}</th>
                <th scope="col">
                  {t(
                    stage === "shipped" ? "back-office-operations.col.tracking" : "back-office-operations.col.progress",
                  )}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.kind}-${item.id}`}>
                  <td>
                    <Link to={`/back-office/operations/${item.kind}/${item.id}`}>
                      {t(`back-office-operations.kind.${item.kind}`)} {item.id}
                    </Link>
                  </td>
                  <td>{item.name}</td>
                  <td>{item.date ? date(item.date) : "—"}</td>
                  <td>
                    {item.shipment
                      ? (item.shipment.tracking_number ?? "—")
                      : `${item.scanned ?? 0} / ${item.pieces ?? 0}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
