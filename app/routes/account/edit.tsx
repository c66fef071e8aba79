import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n";
import { Form, data, redirect, useNavigation } from "react-router";
import { normalizeEmail } from "#domain/email.js";
import { LOCALE_PAIRS, findLocalePair, localePairForCountry } from "#domain/locales.js";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Checkbox, Field, FieldErrors, FormErrors } from "~/components/forms/Field";
import { editInfosSchema } from "~/lib/account-forms";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { rememberLocalePair } from "~/lib/locale-choice.server";
import { localizePath } from "~/lib/paths";
import { flashNotice } from "~/lib/session.server";
import type { Route } from "./+types/edit";
import { privatePageMeta } from "~/lib/seo";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const client = (await loadClient(ctx))!;
  const pair = ctx.pair ?? localePairForCountry(client.country, client.locale);
  return {
    // An administrator connected as the client sees the e-mail but cannot change it
    connectAs: Boolean(ctx.session.get("connect_as")),
    defaultValue: {
      firstname: client.firstname ?? "",
      lastname: client.lastname ?? "",
      email: client.email,
      phone: client.phone ?? "",
      locale_pair: pair.tag,
      is_optin_kid: client.is_optin_kid ? "on" : undefined,
      is_optin_woman: client.is_optin_woman ? "on" : undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "account.edit.title");

/** Opt-in sources the CRM reads (§3): where the client ticked the box. */
const ACCOUNT_SOURCE = "Account";

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params: {} }, "lc-auth");
  const submission = parseWithZod(await readForm(request), { schema: editInfosSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { locale_pair, is_optin_kid, is_optin_woman, current_password, ...fields } = submission.value;
  const pair = findLocalePair(locale_pair)!;
  const before = (await loadClient(ctx))!;
  const hideFields = ["current_password"];
  // A new e-mail is the account's key: the client proves who they are (the API checks it too)
  const newEmail = normalizeEmail(fields.email) !== normalizeEmail(before.email);
  if (newEmail && ctx.session.get("connect_as"))
    return data(submission.reply({ fieldErrors: { email: ["account.connect_as.email_locked"] }, hideFields }), 403);
  if (newEmail && !current_password) {
    const fieldErrors = { current_password: ["account.edit.current_password_required"] };
    return data(submission.reply({ fieldErrors, hideFields }), 400);
  }
  const kid = Boolean(is_optin_kid);
  const woman = Boolean(is_optin_woman);
  const { error, response } = await ctx.api.PATCH("/clients/me", {
    body: {
      ...fields,
      ...(newEmail ? { current_password } : {}),
      phone: fields.phone ?? null,
      locale: pair.language,
      country: pair.country,
      locale_chosen: true,
      is_optin_kid: kid,
      is_optin_woman: woman,
      // A newly ticked box records where it was ticked
      ...(kid && !before.is_optin_kid ? { optin_source_kid: ACCOUNT_SOURCE } : {}),
      ...(woman && !before.is_optin_woman ? { optin_source_woman: ACCOUNT_SOURCE } : {}),
    },
  });
  if (error) {
    // The form checks what the API checks; what is left is a taken address, a wrong current
    // password or an API failure
    if (response.status === 409)
      return data(submission.reply({ fieldErrors: { email: ["form.error.email_taken"] }, hideFields }), 409);
    if ("type" in error && error.type === "INVALID_CURRENT_PASSWORD") {
      const fieldErrors = { current_password: ["account.password.wrong_current"] };
      return data(submission.reply({ fieldErrors, hideFields }), 422);
    }
    return data(
      submission.reply({ formErrors: ["account.save_failed"], hideFields }),
      response.status >= 500 ? 502 : response.status,
    );
  }
  rememberLocalePair(ctx, pair);
  flashNotice(ctx.session, newEmail ? "account.edit.email_changed" : "account.saved");
  // A new language shows the page in it (§4 locale choice)
  throw redirect(localizePath("/infos/edit", pair.language));
}

export default function EditInfos({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(editInfosSchema, {
    lastResult: actionData,
    defaultValue: loaderData.defaultValue,
  });
  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">{t("account.edit.title")}</h1>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <fieldset className="account-fieldset">
          <legend>{t("account.edit.identity")}</legend>
          <Field meta={fields.firstname} label={t("account.fields.firstname")} autoComplete="given-name" />
          <Field meta={fields.lastname} label={t("account.fields.lastname")} autoComplete="family-name" />
          {loaderData.connectAs ? (
            <div className="field">
              <span>{t("login.email")}</span>
              <p>{loaderData.defaultValue.email}</p>
              <p className="field__hint">{t("account.connect_as.email_locked")}</p>
              <input {...getInputProps(fields.email, { type: "hidden" })} key={fields.email.key} />
            </div>
          ) : (
            <>
              <Field meta={fields.email} label={t("login.email")} type="email" autoComplete="email" />
              <Field
                meta={fields.current_password}
                label={t("account.edit.current_password")}
                type="password"
                autoComplete="current-password"
                hint={t("account.edit.current_password_hint")}
              />
            </>
          )}
          <Field
            meta={fields.phone}
            label={t("account.fields.phone")}
            type="tel"
            autoComplete="tel"
            hint={t("account.fields.phone_hint")}
          />
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t("account.edit.language")}</legend>
          <div className="field">
            <label htmlFor={fields.locale_pair.id}>{t("account.fields.locale_pair")}</label>
            <select {...getSelectProps(fields.locale_pair)} key={fields.locale_pair.key}>
              {LOCALE_PAIRS.map((pair) => (
                <option key={pair.tag} value={pair.tag} lang={pair.language}>
                  {`${t(`countries.${pair.country}`)} — ${t(`languages.${pair.language}`)}`}
                </option>
              ))}
            </select>
            <FieldErrors meta={fields.locale_pair} />
          </div>
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t("account.edit.newsletters")}</legend>
          <Checkbox meta={fields.is_optin_kid} label={t("account.fields.optin_kid")} />
          <Checkbox meta={fields.is_optin_woman} label={t("account.fields.optin_woman")} />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {t("account.edit.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
