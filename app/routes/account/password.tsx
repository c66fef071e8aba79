import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n";
import { Form, data, redirect, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Field, FormErrors, NewPasswordFields } from "~/components/forms/Field";
import { changePasswordSchema, weakPasswordErrors } from "~/lib/account-forms";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { localizePath } from "~/lib/paths";
import { flashNotice } from "~/lib/session.server";
import type { Route } from "./+types/password";
import { privatePageMeta } from "~/lib/seo";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  // An administrator connected as the client cannot change the password: the page says so
  return { connectAs: Boolean(ctx.session.get("connect_as")) };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "account.password.title");

const hideFields = ["current_password", "password", "password_confirmation"];

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params: {} }, "lc-auth");
  const submission = parseWithZod(await readForm(request), { schema: changePasswordSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  if (ctx.session.get("connect_as"))
    return data(submission.reply({ formErrors: ["account.connect_as.password_locked"], hideFields }), 403);
  const { current_password, password } = submission.value;
  const { error, response } = await ctx.api.PATCH("/clients/me", { body: { current_password, password } });
  if (error) {
    const wrongCurrent = "type" in error && error.type === "INVALID_CURRENT_PASSWORD";
    const weak = weakPasswordErrors(error);
    const reply = wrongCurrent
      ? submission.reply({ fieldErrors: { current_password: ["account.password.wrong_current"] }, hideFields })
      : weak
        ? submission.reply({ fieldErrors: weak, hideFields })
        : submission.reply({ formErrors: ["account.save_failed"], hideFields });
    return data(reply, { status: response.status >= 500 ? 502 : response.status });
  }
  flashNotice(ctx.session, "account.password.changed");
  throw redirect(localizePath("/infos", ctx.language));
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">{t("account.password.title")}</h1>
      {loaderData.connectAs ? (
        <p role="status">{t("account.connect_as.password_locked")}</p>
      ) : (
        <ChangePasswordForm lastResult={actionData} />
      )}
    </section>
  );
}

function ChangePasswordForm({ lastResult }: { lastResult: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(changePasswordSchema, { lastResult });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors errors={form.errors} />
      <Field
        meta={fields.current_password}
        label={t("account.password.current")}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("account.password.save")}
        </button>
      </div>
    </Form>
  );
}
