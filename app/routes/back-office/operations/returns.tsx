import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/returns";
import { requireStaff } from "../staff.server";
import { OperationsTabs } from "./OperationsTabs";

/** The returns still to receive. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "receive:return");
  const { data } = await api.GET("/admin/operations/returns");
  return { items: data?.items ?? [] };
}

export const meta: Route.MetaFunction = () => [{ title: "Returns — back-office" }];

export default function Returns({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <section className="bo-page" aria-labelledby="bo-returns-title">
      <h1 id="bo-returns-title">{t("back-office-operations.returns.title")}</h1>
      <OperationsTabs />
      {loaderData.items.length === 0 ? (
        <p>{t("back-office-operations.empty")}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("back-office-operations.col.parcel")}</th>
                <th scope="col">{t("back-office-operations.col.name")}</th>
                <th scope="col">{t("back-office-operations.col.date")}</th>
                <th scope="col">{t("back-office-operations.col.received")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={`/back-office/operations/returns/${item.id}`}>
                      {t("back-office-operations.ref.return", { id: item.id })}
                    </Link>
                  </td>
                  <td>{item.name}</td>
                  <td>{date(item.created_at)}</td>
                  <td>
                    {item.received} / {item.lines}
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
