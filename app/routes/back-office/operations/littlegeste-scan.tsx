import { Form, data, redirect } from "react-router";
import { labelNumber, parseLabelNumber } from "#domain/littlegeste.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/littlegeste-scan";
import { flashNotice, requireStaff } from "../staff.server";
import { problemType } from "../problems";
import { OperationsTabs } from "./OperationsTabs";

/**
 * Littlegeste parcels: the label's number scanned receives the parcel, then its pieces are graded;
 * or the label is opened without receiving it (to cancel it).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "receive:return");
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "receive:return");
  const form = await readForm(args.request);
  const scanned = String(form.get("number") ?? "");
  const id = parseLabelNumber(scanned);
  if (id === null)
    return data({ error: "back-office-operations.littlegeste.problem.not_found", scanned }, { status: 400 });
  const number = labelNumber(id);
  // Opening a label without receiving it: to cancel one whose parcel never came
  if (form.get("intent") === "open") throw redirect(`/back-office/operations/littlegeste/${number}`);
  const { response, error } = await api.POST("/admin/littlegeste/labels/{number}/receipt", {
    params: { path: { number } },
  });
  if (!response.ok) {
    const type = problemType(error);
    const key = response.status === 404 ? "not_found" : type === "LABEL_CANCELLED" ? type : null;
    return data(
      {
        error: key ? `back-office-operations.littlegeste.problem.${key}` : "back-office-operations.problem.refused",
        scanned,
      },
      { status: response.status >= 500 ? 502 : response.status },
    );
  }
  flashNotice(args.context, "back-office-operations.littlegeste.notice.received");
  throw redirect(`/back-office/operations/littlegeste/${number}`);
}

export const meta: Route.MetaFunction = () => [{ title: "Littlegeste — back-office" }];

export default function LittlegesteScan({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="bo-page" aria-labelledby="bo-littlegeste-title">
      <h1 id="bo-littlegeste-title">{t("back-office-operations.littlegeste.title")}</h1>
      <OperationsTabs />
      <Form method="post" className="bo-toolbar">
        {actionData?.error && (
          <p role="alert" className="bo-errors">
            {t(actionData.error)}
          </p>
        )}
        <label htmlFor="lg-number">{t("back-office-operations.littlegeste.scan")}</label>
        <input id="lg-number" name="number" required autoComplete="off" defaultValue={actionData?.scanned ?? ""} />
        <button type="submit" className="bo-button">
          {t("back-office-operations.littlegeste.receive")}
        </button>
        <button type="submit" name="intent" value="open" className="bo-button bo-button--quiet">
          {t("back-office-operations.littlegeste.open")}
        </button>
      </Form>
    </section>
  );
}
