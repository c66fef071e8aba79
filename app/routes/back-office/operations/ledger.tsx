import { Link, data } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/ledger";
import { requireStaff } from "../staff.server";
import { OperationsTabs } from "./OperationsTabs";

const PER_PAGE = 50;

/** One size's stock ledger, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "adjust:stock");
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const page = Math.max(1, Math.min(10_000, Number(new URL(args.request.url).searchParams.get("page")) || 1));
  const { data: ledger, response } = await api.GET("/admin/stock/{id}/movements", {
    params: { path: { id }, query: { page, per_page: PER_PAGE } },
  });
  if (!ledger) throw data(null, { status: response.status === 404 ? 404 : 502 });
  return { ledger };
}

export const meta: Route.MetaFunction = () => [{ title: "Stock ledger — back-office" }];

export default function Ledger({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { variant, items, page, total } = loaderData.ledger;
  const refs = (m: (typeof items)[number]) =>
    [
      m.request_id && t("back-office-operations.ref.request", { id: m.request_id }),
      m.order_id && t("back-office-operations.ref.order", { id: m.order_id }),
      m.return_id && t("back-office-operations.ref.return", { id: m.return_id }),
    ]
      .filter(Boolean)
      .join(", ") || "—";
  return (
    <section className="bo-page" aria-labelledby="bo-ledger-title">
      <h1 id="bo-ledger-title">
        {t("back-office-operations.stock.ledger_title", { product: variant.product_name, size: variant.size })}
      </h1>
      <OperationsTabs />
      <p data-testid="stock-now">{t("back-office-operations.stock.now", { stock: variant.stock })}</p>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("back-office-operations.col.when")}</th>
              <th scope="col">{t("back-office-operations.col.kind")}</th>
              <th scope="col">{t("back-office-operations.col.units")}</th>
              <th scope="col">{t("back-office-operations.col.after")}</th>
              <th scope="col">{t("back-office-operations.col.for")}</th>
              <th scope="col">{t("back-office-operations.col.reason")}</th>
              <th scope="col">{t("back-office-operations.col.by")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m.id}>
                <td>{date(m.created_at)}</td>
                <td>{t(`back-office-operations.movement.${m.kind}`)}</td>
                <td>{m.units > 0 ? `+${m.units}` : m.units}</td>
                <td>{m.stock_after}</td>
                <td>{refs(m)}</td>
                <td>{m.reason ?? "—"}</td>
                <td>{m.staff_name ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="bo-actions">
        {page > 1 && <Link to={`?page=${page - 1}`}>{t("back-office-operations.previous")}</Link>}
        {page * PER_PAGE < total && <Link to={`?page=${page + 1}`}>{t("back-office-operations.next")}</Link>}
      </p>
    </section>
  );
}
