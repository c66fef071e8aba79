import { Form, Link, data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import { CARRIERS, type Carrier } from "#domain/checkout.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { useMoney } from "~/lib/format";
import type { Route } from "./+types/parcel";
import { Field } from "../Field";
import { problemType } from "../problems";
import { flashNotice, requireStaff } from "../staff.server";
import { OperationsTabs } from "./OperationsTabs";

type Kind = "box" | "order";
function parcelRef(params: Route.LoaderArgs["params"]): { kind: Kind; id: number } {
  const id = Number(params.id);
  if ((params.kind !== "box" && params.kind !== "order") || !Number.isInteger(id) || id <= 0) {
    throw data(null, { status: 404 });
  }
  return { kind: params.kind, id };
}

/** A box or shop order: its pick list, packing progress, shipment and return. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "pack:box");
  const path = parcelRef(args.params);
  const { data: parcel, response } = await api.GET("/admin/operations/parcels/{kind}/{id}", { params: { path } });
  if (!parcel) throw data(null, { status: response.status === 404 ? 404 : 502 });
  return { parcel };
}

/** Known problem codes have their own message; anything else is a plain refusal. */
const PROBLEMS = new Set([
  "UNKNOWN_CODE",
  "NOT_IN_PARCEL",
  "ALREADY_SCANNED",
  "NOT_TO_PREPARE",
  "NOT_PACKED",
  "REQUEST_BLOCKED",
  "RETURN_EXISTS",
  "ORDER_NOT_DELIVERED",
]);
const problemKey = (error: unknown) => {
  const type = problemType(error);
  return `back-office-operations.problem.${type && PROBLEMS.has(type) ? type : "refused"}`;
};
const failed = (status: number) => (status >= 500 ? 502 : status);

/** One form per step (intent): scan a piece, mark shipped, mark delivered, open a return. */
/**
 * A scanner types fast: a refused scan (a 4xx) right after a good one aborts the good one's reload,
 * and React Router does not reload after an error status, so the progress and the ship form would
 * stay one piece behind. After any post here the page reloads.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;
}

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const { api } = await requireStaff(
    args,
    intent === "scan" ? "pack:box" : intent === "return" ? "receive:return" : "ship:box",
  );
  const path = parcelRef(args.params);
  const here = `/back-office/operations/${path.kind}/${path.id}`;
  if (intent === "scan") {
    const code = String(form.get("code") ?? "").trim();
    if (!code) return data({ scan: { problem: "back-office-operations.problem.UNKNOWN_CODE", code } }, { status: 400 });
    const {
      data: scanned,
      error,
      response,
    } = await api.POST("/admin/operations/parcels/{kind}/{id}/scans", {
      params: { path },
      body: { code },
    });
    if (scanned) return { scan: { ok: scanned.progress, code } };
    return data({ scan: { problem: problemKey(error), code } }, { status: failed(response.status) });
  }
  if (intent === "ship") {
    const carrier = String(form.get("carrier") ?? "") as Carrier;
    const trackingNumber = String(form.get("tracking_number") ?? "").trim();
    if (!CARRIERS.includes(carrier) || !/^[A-Za-z0-9-]{4,40}$/.test(trackingNumber)) {
      return data({ ship: "back-office-operations.problem.invalid" }, { status: 400 });
    }
    const { error, response } = await api.POST("/admin/operations/parcels/{kind}/{id}/shipment", {
      params: { path },
      body: { carrier, tracking_number: trackingNumber },
    });
    if (!response.ok) return data({ ship: problemKey(error) }, { status: failed(response.status) });
    flashNotice(args.context, "back-office-operations.notice.shipped");
    throw redirect(here);
  }
  if (intent === "deliver") {
    const shipment = Number(form.get("shipment_id"));
    const { error, response } = await api.POST("/admin/operations/shipments/{id}/delivery", {
      params: { path: { id: shipment } },
    });
    if (!response.ok) return data({ deliver: problemKey(error) }, { status: failed(response.status) });
    flashNotice(args.context, "back-office-operations.notice.delivered");
    throw redirect(here);
  }
  if (intent === "return") {
    const lines = form.getAll("order_line_id").map(Number).filter(Number.isInteger);
    const orderId = Number(form.get("order_id"));
    if (lines.length === 0) return data({ return: "back-office-operations.problem.invalid" }, { status: 400 });
    const {
      data: opened,
      error,
      response,
    } = await api.POST("/admin/operations/returns", {
      body: { order_id: orderId, order_line_ids: lines },
    });
    if (!opened) return data({ return: problemKey(error) }, { status: failed(response.status) });
    flashNotice(args.context, "back-office-operations.notice.return_opened");
    throw redirect(`/back-office/operations/returns/${opened.id}`);
  }
  return data({ form: "back-office-operations.problem.invalid" }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: "Parcel — back-office" }];

type ActionData = {
  scan?: { ok?: { scanned: number; total: number }; problem?: string; code: string };
  ship?: string;
  deliver?: string;
  return?: string;
};

export default function Parcel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { parcel } = loaderData;
  const result = actionData as ActionData | undefined;
  const shipment = parcel.shipment;
  const title =
    parcel.kind === "box" ? "back-office-operations.parcel.title_box" : "back-office-operations.parcel.title_order";
  return (
    <section className="bo-page" aria-labelledby="bo-parcel-title">
      <h1 id="bo-parcel-title">{t(title, { id: parcel.id, name: parcel.name })}</h1>
      <OperationsTabs />
      <p>
        <span className="bo-badge">{t("back-office-operations.parcel.status", { status: parcel.status })}</span>{" "}
        <span data-testid="packing-progress">
          {t("back-office-operations.parcel.progress", parcel.progress)}
          {parcel.progress.complete && ` ${t("back-office-operations.parcel.complete")}`}
        </span>
      </p>

      {parcel.to_prepare && (
        <Form method="post" className="bo-card bo-form" aria-labelledby="bo-scan-title">
          <h2 id="bo-scan-title">{t("back-office-operations.parcel.scan_title")}</h2>
          <input type="hidden" name="intent" value="scan" />
          {result?.scan?.ok && (
            <p role="status" className="bo-badge bo-badge--ok" data-testid="scan-outcome">
              {t("back-office-operations.parcel.scanned_ok", result.scan.ok)}
            </p>
          )}
          {result?.scan?.problem && (
            <p role="alert" className="bo-errors" data-testid="scan-outcome">
              {t(result.scan.problem)} ({result.scan.code})
            </p>
          )}
          <Field
            id="scan-code"
            name="code"
            label={t("back-office-operations.parcel.scan_label")}
            hint={t("back-office-operations.parcel.scan_hint")}
            autoFocus
            autoComplete="off"
            inputMode="numeric"
            required
            // A new, empty field after each scan (with JavaScript the page is not reloaded): keyed on the answer only,
            // so the data reloaded after it does not replace the field the operator is typing in again
            key={JSON.stringify(result?.scan ?? null)}
          />
          <button type="submit" className="bo-button">
            {t("back-office-operations.parcel.scan_submit")}
          </button>
        </Form>
      )}

      <h2>{t("back-office-operations.parcel.pick_list")}</h2>
      <Form method="post" id="bo-return-form">
        <input type="hidden" name="intent" value="return" />
        <input type="hidden" name="order_id" value={parcel.order_id ?? ""} />
      </Form>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              {parcel.status === "DELIVERED" && !parcel.return_id && (
                <th scope="col">{t("back-office-operations.parcel.return_title")}</th>
              )}
              <th scope="col">{t("back-office-operations.col.location")}</th>
              <th scope="col">{t("back-office-operations.col.product")}</th>
              <th scope="col">{t("back-office-operations.col.size")}</th>
              <th scope="col">{t("back-office-operations.col.ean")}</th>
              <th scope="col">{t("back-office-operations.col.price")}</th>
              <th scope="col">{t("back-office-operations.col.progress")}</th>
            </tr>
          </thead>
          <tbody>
            {parcel.pieces.map((piece, index) => (
              <tr key={`${piece.variant_id}-${index}`}>
                {parcel.status === "DELIVERED" && !parcel.return_id && (
                  <td>
                    {piece.order_line_id && (
                      <input
                        type="checkbox"
                        name="order_line_id"
                        value={piece.order_line_id}
                        form="bo-return-form"
                        aria-label={`${piece.product_name} ${piece.size}`}
                      />
                    )}
                  </td>
                )}
                <td>{piece.location ?? "—"}</td>
                <td>{piece.product_name}</td>
                <td>{piece.size}</td>
                <td>
                  <code>{piece.ean ?? "—"}</code>
                </td>
                <td>{money(piece.unit_price_cents / 100)}</td>
                <td>
                  {piece.scanned} / {piece.quantity}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {parcel.status === "DELIVERED" && !parcel.return_id && parcel.order_id && (
        <div className="bo-card">
          <p>{t("back-office-operations.parcel.return_hint")}</p>
          {result?.return && (
            <p role="alert" className="bo-errors">
              {t(result.return)}
            </p>
          )}
          <button type="submit" className="bo-button" form="bo-return-form">
            {t("back-office-operations.parcel.return_submit")}
          </button>
        </div>
      )}
      {parcel.return_id && (
        <p>
          <Link to={`/back-office/operations/returns/${parcel.return_id}`}>
            {t("back-office-operations.parcel.return_link", { id: parcel.return_id })}
          </Link>
        </p>
      )}

      {parcel.to_prepare && parcel.progress.complete && (
        <Form method="post" className="bo-card bo-form" aria-labelledby="bo-ship-title">
          <h2 id="bo-ship-title">{t("back-office-operations.parcel.ship_title")}</h2>
          <input type="hidden" name="intent" value="ship" />
          {result?.ship && (
            <p role="alert" className="bo-errors">
              {t(result.ship)}
            </p>
          )}
          <div className="field">
            <label htmlFor="ship-carrier">{t("back-office-operations.parcel.carrier")}</label>
            <select id="ship-carrier" name="carrier" defaultValue="colissimo">
              {CARRIERS.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {CARRIER_NAMES[carrier]}
                </option>
              ))}
            </select>
          </div>
          <Field
            id="ship-tracking"
            name="tracking_number"
            label={t("back-office-operations.parcel.tracking_number")}
            required
            minLength={4}
            maxLength={40}
            pattern="[A-Za-z0-9\-]+"
            autoComplete="off"
          />
          <button type="submit" className="bo-button">
            {t("back-office-operations.parcel.ship_submit")}
          </button>
        </Form>
      )}

      {shipment && (
        <div className="bo-card" data-testid="shipment">
          <p>
            {t("back-office-operations.parcel.shipped", {
              carrier: CARRIER_NAMES[shipment.carrier],
              number: shipment.tracking_number ?? "—",
            })}{" "}
            {shipment.tracking_url && (
              <a href={shipment.tracking_url} rel="noreferrer noopener" target="_blank">
                {t("back-office-operations.parcel.tracking_link")}
              </a>
            )}
          </p>
          {shipment.status === "DELIVERED" ? (
            <p>{t("back-office-operations.parcel.delivered")}</p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="deliver" />
              <input type="hidden" name="shipment_id" value={shipment.id} />
              {result?.deliver && (
                <p role="alert" className="bo-errors">
                  {t(result.deliver)}
                </p>
              )}
              <button type="submit" className="bo-button">
                {t("back-office-operations.parcel.deliver_submit")}
              </button>
            </Form>
          )}
        </div>
      )}
    </section>
  );
}
