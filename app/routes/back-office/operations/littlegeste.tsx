import { Form, Link, data, redirect } from "react-router";
import { GARMENT_TYPES, isGarmentType } from "#domain/garments.js";
import { GRADES, labelNumber, parseLabelNumber, type Grade } from "#domain/littlegeste.js";
import { GENDERS } from "#domain/profiles.js";
import { useTranslation } from "~/i18n";
import { useMoney } from "~/lib/format";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/littlegeste";
import { flashNotice, requireStaff } from "../staff.server";
import { problemType } from "../problems";
import { OperationsTabs } from "./OperationsTabs";

/** Empty rows the grading form offers; ?rows= asks for more (a big parcel). */
const ROWS = 8;
const MAX_ROWS = 60;

function number(params: Route.LoaderArgs["params"]): string {
  const id = parseLabelNumber(params.number ?? "");
  if (id === null) throw data(null, { status: 404 });
  return labelNumber(id);
}

/** A received littlegeste parcel: the family, what it declared, and its pieces to grade or graded. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "receive:return");
  const path = { number: number(args.params) };
  const { data: label, response } = await api.GET("/admin/littlegeste/labels/{number}", { params: { path } });
  if (!label) throw data(null, { status: response.status === 404 ? 404 : 502 });
  const rows = Math.min(MAX_ROWS, Math.max(ROWS, Number(new URL(args.request.url).searchParams.get("rows")) || ROWS));
  return { label, rows };
}

const FIELDS = ["grade", "garment_type", "brand", "size", "barcode", "description", "gender"] as const;
type Row = Record<(typeof FIELDS)[number], string>;

/** The grading as posted: every row with a grade, the rest ignored. */
function postedRows(form: FormData): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < MAX_ROWS; i++) {
    const row = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(`${f}-${i}`) ?? "").trim()])) as Row;
    if ((GRADES as readonly string[]).includes(row.grade)) rows.push(row);
  }
  return rows;
}

/** Cancels a label whose parcel has not come (decision 0052), with the reason the family sees. */
async function cancel(args: Route.ActionArgs, api: Awaited<ReturnType<typeof requireStaff>>["api"], form: FormData) {
  const path = { number: number(args.params) };
  const reason = String(form.get("reason") ?? "").trim();
  if (reason.length < 3) {
    return data({ error: "back-office-operations.littlegeste.problem.reason", reason }, { status: 400 });
  }
  const { response, error } = await api.POST("/admin/littlegeste/labels/{number}/cancellation", {
    params: { path },
    body: { reason },
  });
  if (!response.ok) {
    const type = problemType(error);
    const key = response.status === 400 ? "reason" : type === "NOT_CANCELLABLE" ? type : null;
    return data(
      {
        error: key ? `back-office-operations.littlegeste.problem.${key}` : "back-office-operations.problem.refused",
        reason,
      },
      { status: response.status >= 500 ? 502 : response.status },
    );
  }
  flashNotice(args.context, "back-office-operations.littlegeste.notice.cancelled");
  throw redirect(`/back-office/operations/littlegeste/${path.number}`);
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "receive:return");
  const path = { number: number(args.params) };
  const form = await readForm(args.request);
  if (form.get("intent") === "cancel") return cancel(args, api, form);
  const rows = postedRows(form);
  if (rows.length === 0) return data({ error: "back-office-operations.littlegeste.problem.none" }, { status: 400 });
  const pieces = rows.map((row) => ({
    grade: row.grade as Grade,
    ...(isGarmentType(row.garment_type) ? { garment_type: row.garment_type } : {}),
    ...(row.brand ? { brand: row.brand } : {}),
    ...(row.size ? { size: row.size } : {}),
    ...(row.barcode ? { barcode: row.barcode } : {}),
    ...(row.description ? { description: row.description } : {}),
    ...(GENDERS.includes(row.gender as never) ? { gender: row.gender as never } : {}),
  }));
  const { response, error } = await api.POST("/admin/littlegeste/labels/{number}/grading", {
    params: { path },
    body: { pieces },
  });
  if (!response.ok) {
    const type = problemType(error);
    const key =
      response.status === 400 ? "missing" : type === "ALREADY_GRADED" || type === "NOT_RECEIVED" ? type : null;
    return data(
      { error: key ? `back-office-operations.littlegeste.problem.${key}` : "back-office-operations.problem.refused" },
      { status: response.status >= 500 ? 502 : response.status },
    );
  }
  flashNotice(args.context, "back-office-operations.littlegeste.notice.graded");
  throw redirect(`/back-office/operations/littlegeste/${path.number}`);
}

export const meta: Route.MetaFunction = () => [{ title: "Littlegeste parcel — back-office" }];

export default function LittlegesteParcel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { label, rows } = loaderData;
  const lg = (key: string, values?: Record<string, unknown>) => t(`back-office-operations.littlegeste.${key}`, values);
  const name = [label.client.firstname, label.client.lastname].filter(Boolean).join(" ");
  return (
    <section className="bo-page" aria-labelledby="bo-lg-title">
      <h1 id="bo-lg-title">{lg("label_title", { number: label.number })}</h1>
      <OperationsTabs />
      <p>
        <span className="bo-badge">{lg("status", { status: label.status })}</span> {lg("bags", { count: label.bags })}
      </p>
      <p>
        {lg("family")} : <Link to={`/back-office/customers/${label.client.id}`}>{name || label.client.email}</Link>
      </p>
      {label.return_id !== null && (
        <p>
          {lg("box_return")} :{" "}
          <Link to={`/back-office/operations/returns/${label.return_id}`}>
            {lg("box_return_link", { id: label.return_id })}
          </Link>
        </p>
      )}
      {label.cancel_reason && <p>{lg("cancelled_because", { reason: label.cancel_reason })}</p>}
      {label.contents && (
        <p>
          {lg("contents")} : {label.contents}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="bo-errors">
          {t(actionData.error)}
        </p>
      )}
      {label.pieces.length > 0 && (
        <>
          <h2>{lg("pieces")}</h2>
          <p>{lg("earned", { amount: money(label.earned) })}</p>
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{lg("col.description")}</th>
                  <th scope="col">{lg("col.size")}</th>
                  <th scope="col">{lg("col.grade")}</th>
                  <th scope="col">{lg("col.price")}</th>
                  <th scope="col">{lg("col.credit")}</th>
                  <th scope="col">{lg("col.piece_status")}</th>
                </tr>
              </thead>
              <tbody>
                {label.pieces.map((piece) => (
                  <tr key={piece.id}>
                    <td>{piece.description}</td>
                    <td>{piece.size}</td>
                    <td>{piece.grade ? lg(`grades.${piece.grade}`) : "—"}</td>
                    <td>{piece.price === null ? "—" : money(piece.price)}</td>
                    <td>{money(piece.earned)}</td>
                    <td>{piece.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {label.status === "CREATED" && (
        <Form method="post" className="bo-form">
          <h2>{lg("cancel_title")}</h2>
          <p>{lg("cancel_intro")}</p>
          <label htmlFor="lg-reason">{lg("cancel_reason")}</label>
          <textarea
            id="lg-reason"
            name="reason"
            required
            minLength={3}
            maxLength={500}
            rows={3}
            defaultValue={actionData && "reason" in actionData ? String(actionData.reason) : ""}
          />
          <p className="bo-actions">
            <button type="submit" name="intent" value="cancel" className="bo-button">
              {lg("cancel_submit")}
            </button>
          </p>
        </Form>
      )}
      {label.status === "RECEIVED" && (
        <Form method="post">
          <h2>{lg("grade_title")}</h2>
          <p>{lg("grade_intro")}</p>
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  {FIELDS.map((field) => (
                    <th key={field} scope="col">
                      {lg(`col.${field === "garment_type" ? "type" : field}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: rows }, (_, i) => (
                  <tr key={i}>
                    <td>
                      <select name={`grade-${i}`} aria-label={`${lg("col.grade")} ${i + 1}`} defaultValue="">
                        <option value="">{lg("blank")}</option>
                        {GRADES.map((grade) => (
                          <option key={grade} value={grade}>
                            {lg(`grades.${grade}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <select name={`garment_type-${i}`} aria-label={`${lg("col.type")} ${i + 1}`} defaultValue="">
                        <option value="">{lg("blank")}</option>
                        {GARMENT_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {t(`back-office-operations.garment.types.${type}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    {(["brand", "size", "barcode", "description"] as const).map((field) => (
                      <td key={field}>
                        <input
                          name={`${field}-${i}`}
                          aria-label={`${lg(`col.${field}`)} ${i + 1}`}
                          autoComplete="off"
                        />
                      </td>
                    ))}
                    <td>
                      <select name={`gender-${i}`} aria-label={`${lg("col.gender")} ${i + 1}`} defaultValue="">
                        <option value="">{lg("both")}</option>
                        {GENDERS.map((gender) => (
                          <option key={gender} value={gender}>
                            {lg(`genders.${gender}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="bo-actions">
            <button type="submit" className="bo-button">
              {lg("submit")}
            </button>
            <Link to={`?rows=${Math.min(MAX_ROWS, rows + ROWS)}`}>{lg("more_rows")}</Link>
          </p>
        </Form>
      )}
    </section>
  );
}
