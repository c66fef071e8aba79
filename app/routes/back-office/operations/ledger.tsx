import { Form, Link, data, redirect } from "react-router";
import { GARMENT_DETAILS, GARMENT_TYPES, PRODUCT_SEASONS, isGarmentDetail, isGarmentType } from "#domain/garments.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/ledger";
import { flashNotice, requireStaff } from "../staff.server";
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

/** What the size's product is for the styling engine: its garment type, season and details. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "adjust:stock");
  const form = await readForm(args.request);
  const productId = Number(form.get("product_id"));
  const garmentType = String(form.get("garment_type") ?? "");
  const season = PRODUCT_SEASONS.find((s) => s === form.get("season"));
  const details = form.getAll("details").map(String);
  if (!Number.isInteger(productId) || productId <= 0 || !isGarmentType(garmentType) || !season) {
    return data({ error: "back-office-operations.problem.invalid" }, { status: 400 });
  }
  const { response } = await api.PUT("/admin/products/{id}/attributes", {
    params: { path: { id: productId } },
    body: { garment_type: garmentType, season, details: details.filter(isGarmentDetail) },
  });
  if (!response.ok) {
    return data(
      { error: "back-office-operations.problem.refused" },
      { status: response.status >= 500 ? 502 : response.status },
    );
  }
  flashNotice(args.context, "back-office-operations.garment.saved");
  throw redirect(new URL(args.request.url).pathname);
}

export const meta: Route.MetaFunction = () => [{ title: "Stock ledger — back-office" }];

export default function Ledger({ loaderData, actionData }: Route.ComponentProps) {
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
      <Form method="post" className="bo-card bo-form" aria-labelledby="bo-garment-title">
        <h2 id="bo-garment-title">{t("back-office-operations.garment.title")}</h2>
        {actionData?.error && (
          <p role="alert" className="bo-errors">
            {t(actionData.error)}
          </p>
        )}
        <input type="hidden" name="product_id" value={variant.product_id} />
        <div className="field">
          <label htmlFor="garment-type">{t("back-office-operations.garment.type")}</label>
          <select id="garment-type" name="garment_type" defaultValue={variant.garment_type}>
            {GARMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`back-office-operations.garment.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="garment-season">{t("back-office-operations.garment.season")}</label>
          <p className="field__hint" id="garment-season-hint">
            {t("back-office-operations.garment.season_hint")}
          </p>
          <select
            id="garment-season"
            name="season"
            defaultValue={variant.season}
            aria-describedby="garment-season-hint"
          >
            {PRODUCT_SEASONS.map((season) => (
              <option key={season} value={season}>
                {t(`back-office-operations.garment.seasons.${season}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field">
          <legend>{t("back-office-operations.garment.details")}</legend>
          {GARMENT_DETAILS.map((detail) => (
            <label key={detail} className="field--checkbox">
              <input type="checkbox" name="details" value={detail} defaultChecked={variant.details.includes(detail)} />{" "}
              {t(`back-office-operations.garment.detail.${detail}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="bo-button">
          {t("back-office-operations.garment.submit")}
        </button>
      </Form>
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
