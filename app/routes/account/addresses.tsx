import { FormProvider, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { ADDRESS_KINDS, type AddressKind } from "#domain/addresses.js";
import { countryList, type CountryEntry } from "#domain/countries.js";
import { LOCALE_PAIRS } from "#domain/locales.js";
import { AddressFields } from "~/components/AddressFields";
import { Checkbox, FormErrors } from "~/components/forms/Field";
import {
  addressApiErrors,
  addressBody,
  addressDefaults,
  addressShape,
  withPostcodeRule,
  type SavedAddress,
} from "~/lib/address-form";
import { orThrow, type Api } from "~/lib/api.server";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { flashNotice } from "~/lib/session.server";
import type { Route } from "./+types/addresses";
import "./addresses.css";
import { privatePageMeta } from "~/lib/seo";

/** /infos/edit/addresses: the client's shipping and billing addresses (§2 account, §7 addresses). */
const PAGE = "/infos/edit/addresses";

const saveSchema = withPostcodeRule(
  z.object({
    ...addressShape,
    kind: z.enum(ADDRESS_KINDS, { error: "form.error.required" }),
    /** Set when a saved address is being changed. */
    id: z.coerce.number<string>().int().positive().optional(),
    set_default: z.literal("on").optional(),
  }),
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const [client, shipping, billing] = await Promise.all([
    loadClient(ctx),
    ctx.api.GET("/clients/me/shipping-addresses").then(orThrow),
    ctx.api.GET("/clients/me/billing-addresses").then(orThrow),
  ]);
  // ?edit=<id> opens a saved address in the form: a plain link, so it works without JavaScript
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const editing = [...shipping, ...billing].find((address) => address.id === editId) ?? null;
  // A new address starts in the country the client most likely lives in
  const defaultCountry =
    client?.default_shipping_address?.country_code ??
    client?.country ??
    (ctx.pair ?? LOCALE_PAIRS.find((pair) => pair.language === ctx.language))?.country ??
    "FR";
  return { shipping, billing, editing, defaultCountry, countries: countryList(ctx.language) };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "addresses.title");

const listPath = (kind: AddressKind) =>
  kind === "shipping" ? ("/clients/me/shipping-addresses" as const) : ("/clients/me/billing-addresses" as const);
const itemPath = (kind: AddressKind) =>
  kind === "shipping"
    ? ("/clients/me/shipping-addresses/{id}" as const)
    : ("/clients/me/billing-addresses/{id}" as const);

/** Delete, or make the default: one-button forms beside each saved address. */
async function changeSaved(api: Api, intent: "delete" | "set-default", form: FormData) {
  const kind = ADDRESS_KINDS.find((candidate) => candidate === form.get("kind"));
  const id = String(form.get("id") ?? "");
  if (!kind || !/^[1-9][0-9]{0,8}$/.test(id)) throw data(null, { status: 400 });
  const path = { params: { path: { id } } };
  const { response } =
    intent === "delete"
      ? await api.DELETE(itemPath(kind), path)
      : await api.PATCH(itemPath(kind), { ...path, body: { set_default: true } });
  if (response.ok) return intent === "delete" ? "addresses.notice.deleted" : "addresses.notice.default_set";
  return response.status === 404 ? "addresses.notice.gone" : "addresses.error.action_failed";
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params: {} }, "lc-auth");
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "delete" || intent === "set-default") {
    flashNotice(ctx.session, await changeSaved(ctx.api, intent, form));
    throw redirect(localizePath(PAGE, ctx.language));
  }

  const submission = parseWithZod(form, { schema: saveSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { kind, id, set_default: setDefault, ...address } = submission.value;
  const body = { ...addressBody(address), set_default: setDefault === "on" };
  const { error, response } = id
    ? await ctx.api.PATCH(itemPath(kind), { params: { path: { id: String(id) } }, body })
    : await ctx.api.POST(listPath(kind), { body });
  if (response.status === 404) {
    flashNotice(ctx.session, "addresses.notice.gone");
    throw redirect(localizePath(PAGE, ctx.language));
  }
  if (error) {
    return data(submission.reply(addressApiErrors(error)), { status: response.status >= 500 ? 502 : response.status });
  }
  flashNotice(ctx.session, id ? "addresses.notice.updated" : "addresses.notice.added");
  throw redirect(localizePath(PAGE, ctx.language));
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shipping, billing, editing, countries, defaultCountry } = loaderData;
  return (
    <section aria-labelledby="addresses-title" className="addresses">
      <h1 id="addresses-title">{t("addresses.title")}</h1>
      <p className="addresses__intro">{t("addresses.intro")}</p>
      <div className="address-book">
        <AddressList kind="shipping" addresses={shipping} countries={countries} />
        <AddressList kind="billing" addresses={billing} countries={countries} />
      </div>
      <AddressForm
        // A new form after each saved change (the list changes, or the edited address closes); the
        // same one after a refusal, so what was typed stays
        key={`${editing?.id ?? "new"}:${[...shipping, ...billing].map((address) => address.id).join(",")}`}
        editing={editing}
        countries={countries}
        defaultCountry={defaultCountry}
        lastResult={actionData}
      />
    </section>
  );
}

function AddressList({
  kind,
  addresses,
  countries,
}: {
  kind: AddressKind;
  addresses: SavedAddress[];
  countries: CountryEntry[];
}) {
  const { t } = useTranslation();
  const titleId = `addresses-${kind}`;
  return (
    <section aria-labelledby={titleId} className="address-book__kind">
      <h2 id={titleId}>{t(`addresses.${kind}`)}</h2>
      {addresses.length === 0 ? (
        <p className="address-book__empty">{t(`addresses.empty_${kind}`)}</p>
      ) : (
        <ul className="address-book__list">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} countries={countries} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddressCard({ address, countries }: { address: SavedAddress; countries: CountryEntry[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const country = countries.find((entry) => entry.code === address.country_code);
  const recipient = [address.firstname, address.lastname].filter(Boolean).join(" ");
  // Buttons say which address they act on, for screen readers listing the page's buttons
  const which = <span className="visually-hidden">{` — ${address.street}, ${address.city}`}</span>;
  const oneButton = (intent: "delete" | "set-default", label: string, className = "button button--secondary") => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={address.kind} />
      <input type="hidden" name="id" value={address.id} />
      <button type="submit" className={className} disabled={navigation.state === "submitting"}>
        {label}
        {which}
      </button>
    </Form>
  );
  return (
    <li className={address.is_default ? "address-card address-card--default" : "address-card"}>
      {address.is_default && <p className="address-card__default">{t("addresses.default")}</p>}
      <address>
        {recipient && <span>{recipient}</span>}
        <span>{address.street}</span>
        {address.complement && <span>{address.complement}</span>}
        <span>{`${address.postcode} ${address.city}`}</span>
        <span>{country?.name ?? address.country_code}</span>
        <span>{address.phone}</span>
      </address>
      <div className="address-card__actions">
        <Link to={`?edit=${address.id}#address-form`} className="button button--secondary" preventScrollReset>
          {t("addresses.edit")}
          {which}
        </Link>
        {!address.is_default && oneButton("set-default", t("addresses.make_default"))}
        {oneButton("delete", t("addresses.delete"), "button button--secondary address-card__delete")}
      </div>
    </li>
  );
}

function AddressForm({
  editing,
  countries,
  defaultCountry,
  lastResult,
}: {
  editing: SavedAddress | null;
  countries: CountryEntry[];
  defaultCountry: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: editing ? `address-${editing.id}` : "address-new",
    lastResult,
    defaultValue: editing
      ? { ...addressDefaults(editing), kind: editing.kind }
      : { country_code: defaultCountry, kind: "shipping" },
    constraint: getZodConstraint(saveSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveSchema }),
  });
  const title = editing ? t("addresses.form.edit_title") : t("addresses.form.add_title");
  return (
    <section id="address-form" aria-labelledby="address-form-title" className="address-form">
      <h2 id="address-form-title">{title}</h2>
      <FormProvider context={form.context}>
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="save" />
          <FormErrors errors={form.errors} />
          {editing ? (
            <>
              <input type="hidden" name="id" value={editing.id} />
              <input type="hidden" name={fields.kind.name} value={editing.kind} />
              <p className="address-form__kind">
                {t("addresses.form.kind_value", { kind: t(`addresses.kind.${editing.kind}`) })}
              </p>
            </>
          ) : (
            <fieldset className="address-form__kinds">
              <legend>{t("addresses.form.kind")}</legend>
              {ADDRESS_KINDS.map((kind) => (
                <label key={kind}>
                  <input
                    type="radio"
                    name={fields.kind.name}
                    value={kind}
                    defaultChecked={(fields.kind.initialValue ?? "shipping") === kind}
                  />
                  {t(`addresses.kind.${kind}`)}
                </label>
              ))}
            </fieldset>
          )}
          <AddressFields fields={fields} countries={countries} />
          {!editing?.is_default && <Checkbox meta={fields.set_default} label={t("addresses.form.set_default")} />}
          <div className="form-actions">
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {editing ? t("addresses.form.save") : t("addresses.form.add")}
            </button>
            {editing && (
              <Link to={href(PAGE)} className="button button--secondary">
                {t("addresses.form.cancel")}
              </Link>
            )}
          </div>
        </Form>
      </FormProvider>
    </section>
  );
}
