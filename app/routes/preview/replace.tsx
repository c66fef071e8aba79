import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form, Link, data, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { CATEGORY_FILTERS } from "#domain/catalogue.js";
import { sizePhrase } from "#domain/profiles.js";
import { FieldErrors, FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { mediaSrc, useMoney } from "~/lib/format";
import { PieceSummary } from "~/routes/preview/PreviewWords";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import {
  ANY_CATEGORY,
  REPLACEMENT_REASONS,
  SAME_CATEGORY,
  choiceValue,
  fittingVariants,
  isOpen,
  readIndex,
} from "~/lib/preview";
import { previewPath, replacePath } from "~/lib/preview-paths";
import { replaceSchema } from "~/lib/preview-forms";
import { redirectRequestZero } from "~/lib/malle.server";
import { loadReplace, readIds, replacePiece } from "~/routes/preview/preview.server";
import { pageTitle } from "~/lib/profiles.server";
import type { Route } from "./+types/replace";
import "~/components/malle/box-page.css";
import "~/components/malle/badge.css";
import "./preview.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /infos/preview/{profileId}/{requestId}/replace/{lookIndex}/{itemIndex} (issue 17; signed-up and
 * preview guards): why the piece is replaced (one of the §3 reasons, required) and what replaces it,
 * chosen among the preview's search (GET …/preview/search: the same category first, another or any
 * category by a plain GET form, 24 a page, the profile's sizes: one radio per product and size in
 * stock). The post goes to this page's action; success: back to the preview with a confirmation,
 * a refusal: in the page's words with what was chosen kept.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "preview");
  await redirectRequestZero(ctx, request, params, "preview");
  const loaded = await loadReplace(ctx, params, new URL(request.url));
  const { profile } = loaded;
  return {
    ...loaded,
    // Read by the layout: a WOMAN profile's box is in the women's area (§2)
    profile: {
      id: profile.id,
      profile_type: profile.profile_type,
      top_size: profile.top_size,
      bottom_size: profile.bottom_size,
      shoe_size: profile.shoe_size,
    },
    title: await pageTitle(ctx, "preview.replace.page_title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "preview");
  const ids = readIds(params);
  const lookIndex = readIndex(params.lookIndex);
  const itemIndex = readIndex(params.itemIndex);
  if (lookIndex === undefined || itemIndex === undefined)
    throw data(null, { status: 404, statusText: "Page Not Found" });
  return replacePiece(ctx, await readForm(request), { ...ids, lookIndex, itemIndex });
}

export default function Replace({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { preview, item, lookIndex, itemIndex, filter, search, page } = loaderData;
  const back = href(previewPath(preview.profile_id, preview.request_id));
  const here = href(replacePath(preview.profile_id, preview.request_id, lookIndex, itemIndex));
  const categoryQuery = filter === SAME_CATEGORY ? "" : `category=${filter}`;
  const pageHref = (n: number) => {
    const query = [categoryQuery, n > 1 ? `page=${n}` : ""].filter(Boolean).join("&");
    return query ? `${here}?${query}` : here;
  };

  return (
    <section className="page malle-page preview-page preview-replace" aria-labelledby="replace-title">
      <p className="malle-page__back">
        <Link to={back}>{t("preview.replace.cancel")}</Link>
      </p>
      <h1 id="replace-title">{t("preview.replace.title", { name: item.product.name })}</h1>

      <section className="malle-card preview-replace__current" aria-labelledby="replace-current">
        <h2 id="replace-current">{t("preview.replace.current")}</h2>
        <div className="preview-piece preview-piece--row">
          <PieceSummary item={item} eager />
        </div>
      </section>

      {!isOpen(preview) || !search ? (
        <div className="malle-card">
          <p>{t("preview.replace.closed")}</p>
          <Link className="button button--secondary" to={back}>
            {t("preview.replace.cancel")}
          </Link>
        </div>
      ) : (
        <>
          <Form method="get" className="preview-filter" preventScrollReset>
            <div className="field">
              <label htmlFor="replace-category">{t("preview.replace.category")}</label>
              <select id="replace-category" name="category" defaultValue={filter} key={filter}>
                <option value={SAME_CATEGORY}>{t("preview.replace.same_category")}</option>
                <option value={ANY_CATEGORY}>{t("preview.replace.all_categories")}</option>
                {CATEGORY_FILTERS.map((category) => (
                  <option key={category.code} value={category.code}>
                    {t(`category.${category.code}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--secondary">
              {t("preview.replace.filter")}
            </button>
          </Form>
          <ReplaceForm
            data={loaderData}
            lastResult={actionData}
            back={back}
            pager={
              search.pages > 1 ? (
                <nav className="pager preview-pager" aria-label={t("preview.replace.pager.label")}>
                  <ul>
                    {page > 1 && (
                      <li>
                        <Link to={pageHref(page - 1)} rel="prev">
                          <span aria-hidden="true">← </span>
                          {t("preview.replace.pager.previous")}
                        </Link>
                      </li>
                    )}
                    <li aria-current="page">{t("preview.replace.pager.page", { page, pages: search.pages })}</li>
                    {page < search.pages && (
                      <li>
                        <Link to={pageHref(page + 1)} rel="next">
                          {t("preview.replace.pager.next")}
                          <span aria-hidden="true"> →</span>
                        </Link>
                      </li>
                    )}
                  </ul>
                </nav>
              ) : null
            }
          />
        </>
      )}
    </section>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

function ReplaceForm({
  data,
  lastResult,
  back,
  pager,
}: {
  data: Loaded;
  lastResult: Route.ComponentProps["actionData"];
  back: string;
  pager: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(replaceSchema, { id: "preview-replace", lastResult });
  const products = data.search?.products ?? [];
  const choices = products.flatMap((product) => {
    const variants = fittingVariants(product, data.profile);
    return variants.length > 0 ? [{ product, variants }] : [];
  });
  const chosen = String(fields.choice.initialValue ?? "");

  return (
    <Form method="post" className="preview-replace__form" {...getFormProps(form)}>
      <FormErrors errors={form.errors} />
      <ReasonRadios meta={fields.replacement_reason} />
      <fieldset
        className="preview-choices"
        aria-invalid={fields.choice.errors?.length ? true : undefined}
        aria-describedby={fields.choice.errors?.length ? fields.choice.errorId : undefined}
      >
        <legend>{t("preview.replace.choices_legend")}</legend>
        <p className="field__hint">{t("preview.replace.results", { count: data.search?.total ?? 0 })}</p>
        <FieldErrors meta={fields.choice} />
        {choices.length === 0 ? (
          <p className="preview-choices__none">{t("preview.replace.none")}</p>
        ) : (
          <ul className="preview-choices__list">
            {choices.map(({ product, variants }, index) => (
              <li key={product.id} className="preview-choice" data-testid="replace-choice">
                <img
                  src={mediaSrc(product.image_url)}
                  alt={`${product.brand.name} – ${product.name}`}
                  width={150}
                  height={188}
                  loading={index < 4 ? "eager" : "lazy"}
                  decoding="async"
                />
                <div className="preview-choice__text">
                  <p className="preview-piece__brand">{product.brand.name}</p>
                  <p className="preview-choice__name" id={`choice-${product.id}`}>
                    {product.name}
                  </p>
                  <p className="preview-choice__price">{money(product.lc_price)}</p>
                  <div className="preview-choice__sizes" role="group" aria-labelledby={`choice-${product.id}`}>
                    {variants.map((variant) => {
                      const value = choiceValue(product.id, variant.variant_id);
                      const id = `choice-${product.id}-${variant.variant_id}`;
                      return (
                        <label key={variant.variant_id} htmlFor={id} className="malle-pill">
                          <input
                            type="radio"
                            id={id}
                            name={fields.choice.name}
                            value={value}
                            form={form.id}
                            defaultChecked={chosen === value}
                          />
                          <span>
                            {sizePhrase(variant.size, i18n.language, (size) =>
                              t("preview.replace.choice_size", { size }),
                            )}
                          </span>
                        </label>
                      );
                    })}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {pager}
      <div className="form-actions">
        <button type="submit" className="button" disabled={navigation.state === "submitting" || choices.length === 0}>
          {t("preview.replace.submit")}
        </button>
        <Link to={back} className="button button--secondary">
          {t("preview.replace.cancel")}
        </Link>
      </div>
    </Form>
  );
}

function ReasonRadios({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation();
  const invalid = Boolean(meta.errors?.length);
  const chosen = String(meta.initialValue ?? "");
  return (
    <fieldset
      className="preview-reasons"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
    >
      <legend>{t("preview.replace.reason_legend")}</legend>
      <FieldErrors meta={meta} />
      <div className="preview-reasons__list">
        {REPLACEMENT_REASONS.map((reason) => {
          const id = `${meta.id}-${reason}`;
          return (
            <label key={reason} htmlFor={id} className="preview-reason">
              <input
                type="radio"
                id={id}
                name={meta.name}
                value={reason}
                form={meta.formId}
                defaultChecked={chosen === reason}
              />
              <span>{t(`preview.replacement_reason.${reason}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
