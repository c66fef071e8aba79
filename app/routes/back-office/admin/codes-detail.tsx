import { Form, Link, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { readForm } from "~/lib/form.server";
import { useDateFormat, useMoney } from "~/lib/format";
import { flashNotice, requireStaff } from "../staff.server";
import type { Route } from "./+types/codes-detail";

const codeId = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return id;
};

/** /back-office/codes/{codeId} (manage:codes): the code, who used it, disable or enable it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "manage:codes");
  const id = codeId(params.codeId);
  return { code: await staff.api.GET("/admin/codes/{id}", { params: { path: { id } } }).then(orThrow) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, "manage:codes");
  const id = codeId(params.codeId);
  const form = await readForm(request);
  const active = form.get("is_active") === "true";
  await staff.api.PATCH("/admin/codes/{id}", { params: { path: { id } }, body: { is_active: active } }).then(orThrow);
  flashNotice(context, active ? "back-office-admin.codes.detail.enabled" : "back-office-admin.codes.detail.disabled");
  return redirect(`/back-office/codes/${id}`);
}

export default function CodeDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const euros = useMoney();
  const date = useDateFormat();
  const { code } = loaderData;
  const k = (key: string, values?: Record<string, unknown>) => t(`back-office-admin.codes.${key}`, values);
  return (
    <div className="bo-page">
      <p>
        <Link to="/back-office/codes">{k("detail.back")}</Link>
      </p>
      <h1>{k("detail.title", { code: code.code })}</h1>
      <p>
        <span className="bo-badge">{code.is_active ? k("active") : k("disabled")}</span> · {k(`kinds.${code.kind}`)} ·{" "}
        {code.uses} {k("uses").toLowerCase()}
      </p>
      <Form method="post" className="bo-actions">
        <input type="hidden" name="is_active" value={code.is_active ? "false" : "true"} />
        <button type="submit">{code.is_active ? k("detail.disable") : k("detail.enable")}</button>
      </Form>
      <h2>{k("detail.redemptions")}</h2>
      {code.redemptions.length === 0 ? (
        <p>{k("detail.none")}</p>
      ) : (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{k("detail.client")}</th>
              <th scope="col">{k("detail.order")}</th>
              <th scope="col">{k("detail.discount")}</th>
              <th scope="col">{t("back-office-customers.table.date")}</th>
            </tr>
          </thead>
          <tbody>
            {code.redemptions.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/back-office/customers/${r.client_id}`}>{r.email}</Link>
                </td>
                <td>{r.order_id ?? "—"}</td>
                <td>{euros(r.discount_cents / 100)}</td>
                <td>{date(r.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
