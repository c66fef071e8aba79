import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { useDateFormat, useMoney } from "~/lib/format";
import { requireStaff } from "../staff.server";
import { createCodeAction } from "./codes.server";
import { CodesSearch } from "./codes-search";
import type { Route } from "./+types/codes";

/** /back-office/codes (manage:codes): the codes with their use, a search, the new-code form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "manage:codes");
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const codes = await staff.api.GET("/admin/codes", { params: { query: { q, page: 1, per_page: 100 } } }).then(orThrow);
  return { q, codes };
}

export async function action({ request, context }: Route.ActionArgs) {
  return createCodeAction({ request, context });
}

export default function Codes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const euros = useMoney();
  const date = useDateFormat();
  const { q, codes } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const error = (field: string) =>
    errors[field] ? (
      <p className="bo-errors" id={`code-${field}-error`}>
        {t(errors[field]!)}
      </p>
    ) : null;
  const k = (key: string) => t(`back-office-admin.codes.${key}`);
  return (
    <div className="bo-page">
      <h1>{k("title")}</h1>
      <CodesSearch
        label={k("search")}
        submit={k("filter")}
        query={q}
        other={{ to: "/back-office/gift-cards", label: t("back-office-admin.gift_cards.title") }}
      />
      {codes.items.length === 0 ? (
        <p>{k("none")}</p>
      ) : (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{k("code")}</th>
              <th scope="col">{k("kind")}</th>
              <th scope="col">{k("benefit")}</th>
              <th scope="col">{k("uses")}</th>
              <th scope="col">{k("validity")}</th>
              <th scope="col">{k("active")}</th>
            </tr>
          </thead>
          <tbody>
            {codes.items.map((code) => (
              <tr key={code.id}>
                <td>
                  <Link to={`/back-office/codes/${code.id}`}>{code.code}</Link>
                </td>
                <td>{k(`kinds.${code.kind}`)}</td>
                <td>
                  {[
                    code.percent !== null ? `${code.percent} %` : null,
                    code.amount_cents !== null ? euros(code.amount_cents / 100) : null,
                    code.shipping_fee_offered ? k("free_shipping") : null,
                  ]
                    .filter(Boolean)
                    .join(" + ")}
                </td>
                <td>
                  {code.uses}
                  {code.max_uses !== null ? ` / ${code.max_uses}` : ""}
                </td>
                <td>
                  {code.starts_at ? date(code.starts_at) : "…"} – {code.expires_at ? date(code.expires_at) : "…"}
                </td>
                <td>
                  <span className="bo-badge">{code.is_active ? k("active") : k("disabled")}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <section className="bo-card" aria-labelledby="new-code">
        <h2 id="new-code">{k("create.title")}</h2>
        <Form method="post" className="bo-grid">
          <label className="field">
            <span>{k("create.code")}</span>
            <input name="code" required maxLength={40} defaultValue={values.code} />
          </label>
          {error("code")}
          <label className="field">
            <span>{k("kind")}</span>
            <select name="kind" defaultValue={values.kind ?? "DISCOUNT"}>
              {(["DISCOUNT", "COUPON", "BIRTHDAY"] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {k(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>{k("benefit")}</legend>
            <p className="field__hint">{k("create.benefit_hint")}</p>
            <label className="field">
              <span>{k("create.percent")}</span>
              <input name="percent" inputMode="numeric" pattern="\d{1,3}" defaultValue={values.percent} />
            </label>
            {error("percent")}
            <label className="field">
              <span>{k("create.amount")}</span>
              <input name="amount" inputMode="decimal" pattern="\d{1,6}([.,]\d{1,2})?" defaultValue={values.amount} />
            </label>
            {error("amount")}
            <label>
              <input
                type="checkbox"
                name="shipping_fee_offered"
                defaultChecked={values.shipping_fee_offered === "on"}
              />{" "}
              {k("create.shipping")}
            </label>
          </fieldset>
          <label className="field">
            <span>{k("create.applies_to")}</span>
            <select name="applies_to" defaultValue={values.applies_to ?? ""}>
              <option value="">{k("create.any")}</option>
              <option value="BOX">{k("create.box")}</option>
              <option value="SHOP">{k("create.shop")}</option>
            </select>
          </label>
          <label className="field">
            <span>{k("create.target")}</span>
            <select name="target" defaultValue={values.target ?? ""}>
              <option value="">{k("create.any")}</option>
              <option value="KID">{k("create.kid")}</option>
              <option value="WOMAN">{k("create.woman")}</option>
            </select>
          </label>
          <label className="field">
            <span>{k("create.min_points")}</span>
            <input name="min_loyalty_points" inputMode="numeric" defaultValue={values.min_loyalty_points} />
          </label>
          {error("min_loyalty_points")}
          <label className="field">
            <span>{k("create.max_uses")}</span>
            <input name="max_uses" inputMode="numeric" defaultValue={values.max_uses} />
          </label>
          {error("max_uses")}
          <label className="field">
            <span>{k("create.max_uses_per_client")}</span>
            <input name="max_uses_per_client" inputMode="numeric" defaultValue={values.max_uses_per_client ?? "1"} />
          </label>
          {error("max_uses_per_client")}
          <label className="field">
            <span>{k("create.starts_at")}</span>
            <input type="date" name="starts_at" defaultValue={values.starts_at} />
          </label>
          <label className="field">
            <span>{k("create.expires_at")}</span>
            <input type="date" name="expires_at" defaultValue={values.expires_at} />
          </label>
          {error("expires_at")}
          {error("form")}
          <div className="bo-actions">
            <button type="submit">{k("create.submit")}</button>
          </div>
        </Form>
      </section>
    </div>
  );
}
