import { Form, data, redirect } from "react-router";
import { labelNumber } from "#domain/littlegeste.js";
import { RETURN_OUTCOMES, type ReturnOutcome } from "#domain/operations.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/return";
import { flashNotice, requireStaff } from "../staff.server";
import { problemType } from "../problems";
import { OperationsTabs } from "./OperationsTabs";

function returnId(params: Route.LoaderArgs["params"]): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** A return, its pieces and what receiving found. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "receive:return");
  const id = returnId(args.params);
  const { data: found, response } = await api.GET("/admin/operations/returns/{id}", { params: { path: { id } } });
  if (!found) throw data(null, { status: response.status === 404 ? 404 : 502 });
  return { ret: found };
}

/**
 * Outgrown clothes found in a box's return parcel (decision 0052): their littlegeste parcel is
 * opened (once) and its grading page shown.
 */
async function gradeOutgrown(args: Route.ActionArgs, api: Awaited<ReturnType<typeof requireStaff>>["api"], id: number) {
  const {
    data: parcel,
    response,
    error,
  } = await api.POST("/admin/littlegeste/returns/{id}/parcel", {
    params: { path: { id } },
  });
  if (!parcel) {
    const type = problemType(error);
    return data(
      {
        error:
          type === "NOT_A_BOX" ? "back-office-operations.returns.NOT_A_BOX" : "back-office-operations.problem.refused",
      },
      { status: response.status >= 500 ? 502 : response.status },
    );
  }
  flashNotice(args.context, "back-office-operations.littlegeste.notice.received");
  throw redirect(`/back-office/operations/littlegeste/${labelNumber(parcel.id)}`);
}

/** Receives every piece given an outcome (a radio per piece), or opens the outgrown clothes' parcel. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "receive:return");
  const id = returnId(args.params);
  const form = await readForm(args.request);
  if (form.get("intent") === "outgrown") return gradeOutgrown(args, api, id);
  const lines = [...form.entries()].flatMap(([name, value]) => {
    const match = /^outcome-(\d+)$/.exec(name);
    const outcome = String(value) as ReturnOutcome;
    return match && RETURN_OUTCOMES.includes(outcome) ? [{ line_id: Number(match[1]), outcome }] : [];
  });
  if (lines.length === 0) return data({ error: "back-office-operations.problem.invalid" }, { status: 400 });
  const { response } = await api.POST("/admin/operations/returns/{id}/receipt", {
    params: { path: { id } },
    body: { lines },
  });
  if (!response.ok) {
    return data(
      { error: "back-office-operations.problem.refused" },
      { status: response.status >= 500 ? 502 : response.status },
    );
  }
  flashNotice(args.context, "back-office-operations.notice.received");
  throw redirect(`/back-office/operations/returns/${id}`);
}

export const meta: Route.MetaFunction = () => [{ title: "Return — back-office" }];

export default function Return({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ret } = loaderData;
  const open = ret.lines.some((line) => line.outcome === null);
  return (
    <section className="bo-page" aria-labelledby="bo-return-title">
      <h1 id="bo-return-title">
        {t("back-office-operations.returns.receive_title", { id: ret.id, order: ret.order_id })}
      </h1>
      <OperationsTabs />
      <p>
        <span className="bo-badge">{t("back-office-operations.returns.status", { status: ret.status })}</span>
      </p>
      <Form method="post">
        {actionData?.error && (
          <p role="alert" className="bo-errors">
            {t(actionData.error)}
          </p>
        )}
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("back-office-operations.col.product")}</th>
                <th scope="col">{t("back-office-operations.col.size")}</th>
                <th scope="col">{t("back-office-operations.col.ean")}</th>
                <th scope="col">{t("back-office-operations.col.outcome")}</th>
              </tr>
            </thead>
            <tbody>
              {ret.lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.product_name}</td>
                  <td>{line.size}</td>
                  <td>
                    <code>{line.ean ?? "—"}</code>
                  </td>
                  <td>
                    {line.outcome ? (
                      t(`back-office-operations.outcome.${line.outcome}`)
                    ) : (
                      <fieldset className="bo-radios">
                        <legend className="visually-hidden">
                          {line.product_name} {line.size}
                        </legend>
                        {RETURN_OUTCOMES.map((outcome) => (
                          <label key={outcome}>
                            <input type="radio" name={`outcome-${line.id}`} value={outcome} required />{" "}
                            {t(`back-office-operations.outcome.${outcome}`)}
                          </label>
                        ))}
                      </fieldset>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {open && (
          <button type="submit" className="bo-button">
            {t("back-office-operations.returns.receive_submit")}
          </button>
        )}
      </Form>
      {ret.order_kind === "BOX" && (
        <Form method="post" className="bo-card">
          <h2>{t("back-office-operations.returns.outgrown_title")}</h2>
          <p>{t("back-office-operations.returns.outgrown_intro")}</p>
          <button type="submit" name="intent" value="outgrown" className="bo-button">
            {t("back-office-operations.returns.outgrown_submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
