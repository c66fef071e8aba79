import { Form, Link, data, redirect, useNavigation } from "react-router";
import { countryEntry } from "#domain/countries.js";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { createLabel, loadShippingAddresses, readLabelRequest, requireEligible } from "./littlegeste.server";
import type { Route } from "./+types/create-label-address";
import "./littlegeste.css";

/**
 * /littlegeste/create-label/address (guard littlegeste): the sender's address among the family's
 * addresses (checked by §5's rules when saved) and whether the carrier collects the bags; posted,
 * the label is created and the confirmation shows it, or the blocked page says why not.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "littlegeste");
  await requireEligible(ctx);
  const wanted = readLabelRequest(new URL(request.url).searchParams);
  if (!wanted) throw redirect(localizePath("/littlegeste/create-label", ctx.language));
  const addresses = await loadShippingAddresses(ctx);
  return { wanted, addresses };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "littlegeste");
  const form = await readForm(request);
  const wanted = readLabelRequest(form);
  if (!wanted) throw redirect(localizePath("/littlegeste/create-label", ctx.language));
  const addressId = Number(form.get("address_id"));
  const pickup = form.get("pickup") === "yes";
  if (!Number.isSafeInteger(addressId) || addressId <= 0) {
    return data({ error: "littlegeste.address.errors.address", pickup }, { status: 400 });
  }
  const id = await createLabel(ctx, {
    address_id: addressId,
    pickup,
    bags: wanted.bags,
    ...(wanted.contents ? { contents: wanted.contents } : {}),
  });
  throw redirect(`${localizePath("/littlegeste/create-label/confirmation", ctx.language)}?label=${id}`);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "littlegeste.address.title");

export default function LabelAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const language = useLanguage();
  const navigation = useNavigation();
  const { wanted, addresses } = loaderData;
  return (
    <section className="littlegeste" aria-labelledby="label-address-title">
      <h1 id="label-address-title">{t("littlegeste.address.title")}</h1>
      <p>{t("littlegeste.address.intro")}</p>
      {addresses.length === 0 ? (
        <p>
          {t("littlegeste.address.none")} <Link to={href("/infos/edit/addresses")}>{t("littlegeste.address.add")}</Link>
        </p>
      ) : (
        <Form method="post" className="stack" aria-describedby={actionData?.error ? "label-address-error" : undefined}>
          {actionData?.error && (
            <p className="form-error" role="alert" id="label-address-error">
              {t(actionData.error)}
            </p>
          )}
          <input type="hidden" name="bags" value={wanted.bags} />
          <input type="hidden" name="contents" value={wanted.contents} />
          <fieldset className="littlegeste__choices">
            <legend>{t("littlegeste.address.legend")}</legend>
            {addresses.map((address, index) => (
              <label key={address.id} className="littlegeste__choice">
                <input type="radio" name="address_id" value={address.id} defaultChecked={index === 0} />{" "}
                {[address.firstname, address.lastname].filter(Boolean).join(" ")} {address.street}, {address.postcode}{" "}
                {address.city}, {countryEntry(address.country_code, language).name}
              </label>
            ))}
          </fieldset>
          <p>
            <Link to={href("/infos/edit/addresses")}>{t("littlegeste.address.add")}</Link>
          </p>
          <fieldset className="littlegeste__choices">
            <legend>{t("littlegeste.address.mode")}</legend>
            <label className="littlegeste__choice">
              <input type="radio" name="pickup" value="no" defaultChecked={!actionData?.pickup} />{" "}
              {t("littlegeste.address.dropoff")}
            </label>
            <label className="littlegeste__choice">
              <input type="radio" name="pickup" value="yes" defaultChecked={actionData?.pickup} />{" "}
              {t("littlegeste.address.pickup")}
            </label>
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {t("littlegeste.address.submit")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
