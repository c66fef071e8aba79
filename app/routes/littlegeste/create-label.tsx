import { Form, Link, data, redirect, useNavigation } from "react-router";
import { LABELS_PER_MONTH, MAX_BAGS } from "#domain/littlegeste.js";
import { useTranslation } from "~/i18n";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { legalHref } from "~/lib/legal";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { readLabelRequest, requireEligible, requireRecycle } from "./littlegeste.server";
import type { Route } from "./+types/create-label";
import "./littlegeste.css";

/**
 * /littlegeste/create-label (§2, no banner): how many bags and what is inside, the recycle terms
 * accepted; the address comes next. A signed-in family that may not create a label is sent to the
 * page saying why.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await requireRecycle(ctx);
  const eligibility = (await loadClient(ctx)) ? await requireEligible(ctx) : null;
  return {
    title: texts["littlegeste.create.title"] ?? "",
    perMonth: eligibility?.labels_per_month ?? LABELS_PER_MONTH,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await requireRecycle(ctx);
  const form = await readForm(request);
  const posted = { bags: String(form.get("bags") ?? "1"), contents: String(form.get("contents") ?? "") };
  const wanted = readLabelRequest(form);
  const error = !wanted
    ? "littlegeste.create.errors.bags"
    : form.get("terms") !== "on"
      ? "littlegeste.create.errors.terms"
      : null;
  if (error || !wanted) return data({ error, posted }, { status: 400 });
  const query = new URLSearchParams({ bags: String(wanted.bags), contents: wanted.contents });
  throw redirect(`${localizePath("/littlegeste/create-label/address", ctx.language)}?${query}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function CreateLabel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const posted = actionData?.posted;
  return (
    <section className="littlegeste" aria-labelledby="create-label-title">
      <h1 id="create-label-title">{t("littlegeste.create.title")}</h1>
      <p>{t("littlegeste.create.intro", { count: loaderData.perMonth })}</p>
      <Form method="post" className="stack" aria-describedby={actionData?.error ? "create-label-error" : undefined}>
        {actionData?.error && (
          <p className="form-error" role="alert" id="create-label-error">
            {t(actionData.error, { max: MAX_BAGS })}
          </p>
        )}
        <div className="field">
          <label htmlFor="bags">{t("littlegeste.create.bags")}</label>
          <select id="bags" name="bags" defaultValue={posted?.bags ?? "1"}>
            {Array.from({ length: MAX_BAGS }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="contents">{t("littlegeste.create.contents")}</label>
          <textarea
            id="contents"
            name="contents"
            rows={3}
            maxLength={500}
            defaultValue={posted?.contents ?? ""}
            aria-describedby="contents-hint"
          />
          <p className="field__hint" id="contents-hint">
            {t("littlegeste.create.contents_hint")}
          </p>
        </div>
        <div className="field field--checkbox">
          <label>
            <input type="checkbox" name="terms" required />
            {t("littlegeste.create.terms")}
          </label>{" "}
          <Link to={href(legalHref("recycle"))} target="_blank">
            {t("littlegeste.create.terms_link")}
          </Link>
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {t("littlegeste.create.continue")}
          </button>
        </div>
      </Form>
    </section>
  );
}
