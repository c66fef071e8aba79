import { Form, Link, data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/stock";
import { Field } from "../Field";
import { problemType } from "../problems";
import { flashNotice, requireStaff } from "../staff.server";
import { GarmentSummary } from "./GarmentSummary";
import { OperationsTabs } from "./OperationsTabs";

const PER_PAGE = 50;

/** Stock levels: search, low stock only, paged. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "adjust:stock");
  const url = new URL(args.request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) || undefined;
  const low = url.searchParams.get("low") === "true";
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const { data: found } = await api.GET("/admin/stock", {
    params: { query: { q, low: low ? "true" : undefined, page, per_page: PER_PAGE } },
  });
  return { q: q ?? "", low, page, items: found?.items ?? [], total: found?.total ?? 0 };
}

/** A hand adjustment: signed units and a reason (the API refuses going below zero). */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "adjust:stock");
  const form = await readForm(args.request);
  const values = {
    variant_id: String(form.get("variant_id") ?? "").trim(),
    units: String(form.get("units") ?? "").trim(),
    reason: String(form.get("reason") ?? "").trim(),
  };
  const variantId = Number(values.variant_id);
  const units = Number(values.units.replace("−", "-"));
  if (
    !Number.isInteger(variantId) ||
    variantId <= 0 ||
    !Number.isInteger(units) ||
    units === 0 ||
    values.reason.length < 3
  ) {
    return data({ error: "back-office-operations.problem.invalid", values }, { status: 400 });
  }
  const { error, response } = await api.POST("/admin/stock/adjustments", {
    body: { variant_id: variantId, units, reason: values.reason },
  });
  if (!response.ok) {
    const key = problemType(error) === "NOT_ENOUGH_STOCK" ? "NOT_ENOUGH_STOCK" : "refused";
    return data(
      { error: `back-office-operations.problem.${key}`, values },
      { status: response.status >= 500 ? 502 : response.status },
    );
  }
  flashNotice(args.context, "back-office-operations.notice.adjusted");
  throw redirect(`/back-office/operations/stock/${variantId}`);
}

export const meta: Route.MetaFunction = () => [{ title: "Stock — back-office" }];

export default function Stock({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, low, page, items, total } = loaderData;
  const pageLink = (to: number) =>
    `?${new URLSearchParams({ ...(q ? { q } : {}), ...(low ? { low: "true" } : {}), page: String(to) })}`;
  return (
    <section className="bo-page" aria-labelledby="bo-stock-title">
      <h1 id="bo-stock-title">{t("back-office-operations.stock.title")}</h1>
      <OperationsTabs />
      <Form method="get" className="bo-toolbar" role="search">
        <Field id="stock-q" name="q" type="search" label={t("back-office-operations.stock.search")} defaultValue={q} />
        <label className="field field--checkbox">
          <input type="checkbox" name="low" value="true" defaultChecked={low} />{" "}
          {t("back-office-operations.stock.low_only")}
        </label>
        <button type="submit" className="bo-button">
          {t("back-office-operations.stock.search_submit")}
        </button>
      </Form>
      {items.length === 0 ? (
        <p>{t("back-office-operations.empty")}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("back-office-operations.col.product")}</th>
                <th scope="col">{t("back-office-operations.col.garment")}</th>
                <th scope="col">{t("back-office-operations.col.size")}</th>
                <th scope="col">{t("back-office-operations.stock.variant_id")}</th>
                <th scope="col">{t("back-office-operations.col.ean")}</th>
                <th scope="col">{t("back-office-operations.col.location")}</th>
                <th scope="col">{t("back-office-operations.col.stock")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.variant_id}>
                  <td>
                    {item.product_name} <small>{item.reference}</small>
                  </td>
                  <td>
                    <GarmentSummary item={item} />
                  </td>
                  <td>{item.size}</td>
                  <td>{item.variant_id}</td>
                  <td>
                    <code>{item.ean ?? "—"}</code>
                  </td>
                  <td>{item.location ?? "—"}</td>
                  <td>
                    <Link
                      to={`/back-office/operations/stock/${item.variant_id}`}
                      aria-label={t("back-office-operations.stock.ledger_link")}
                    >
                      {item.stock}
                    </Link>{" "}
                    {item.is_low && (
                      <span className="bo-badge bo-badge--danger">{t("back-office-operations.stock.low")}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="bo-actions">
        {page > 1 && <Link to={pageLink(page - 1)}>{t("back-office-operations.previous")}</Link>}
        {page * PER_PAGE < total && <Link to={pageLink(page + 1)}>{t("back-office-operations.next")}</Link>}
      </p>

      <h2 id="bo-adjust-title">{t("back-office-operations.stock.adjust_title")}</h2>
      <Form method="post" className="bo-card bo-form" aria-labelledby="bo-adjust-title">
        {actionData?.error && (
          <p role="alert" className="bo-errors">
            {t(actionData.error)}
          </p>
        )}
        <Field
          id="adjust-variant"
          name="variant_id"
          label={t("back-office-operations.stock.variant_id")}
          inputMode="numeric"
          required
          defaultValue={actionData?.values.variant_id}
        />
        <Field
          id="adjust-units"
          name="units"
          label={t("back-office-operations.stock.units")}
          inputMode="numeric"
          required
          defaultValue={actionData?.values.units}
        />
        <Field
          id="adjust-reason"
          name="reason"
          label={t("back-office-operations.stock.reason")}
          required
          minLength={3}
          maxLength={500}
          defaultValue={actionData?.values.reason}
        />
        <button type="submit" className="bo-button">
          {t("back-office-operations.stock.adjust_submit")}
        </button>
      </Form>
    </section>
  );
}
