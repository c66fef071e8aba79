import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { FormErrors } from "~/components/forms/Field";
import { useDateFormat, useMoney } from "~/lib/format";
import { PieceSummary, PreviewStatusBadge, ReasonList, useDeadlineFormat } from "~/routes/preview/PreviewWords";
import { getRequestContext } from "~/lib/context.server";
import { drainUnread } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { isOpen } from "~/lib/preview";
import { commentPath, previewListPath, replacePath } from "~/lib/preview-paths";
import { loadGuardedPreview, readIds, validatePreview } from "~/routes/preview/preview.server";
import { pageTitle } from "~/lib/profiles.server";
import type { Route } from "./+types/preview";
import "~/components/malle/box-page.css";
import "~/components/malle/badge.css";
import "./preview.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /infos/preview/{profileId}/{requestId} (§2, issue 17; signed-up and preview guards): the box the
 * stylist composed, its pieces grouped by look with their photos, brand, name, size, price and
 * the reasons they were chosen, the total, the deadline to answer (after it the box is validated
 * for the client) and the comment. While it waits: replace a piece (its own page), comment (its
 * own page), validate (a plain form posted here). Validated or skipped: the same, read-only.
 * Another client's request, or one without a preview, is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const { preview, profile } = await loadGuardedPreview({ ctx, request, params });
  const woman = preview.profile_type === "WOMAN";
  return {
    preview,
    profile,
    title: woman
      ? await pageTitle(ctx, "preview.page.title_woman")
      : await pageTitle(ctx, "preview.page.title", { firstname: preview.firstname }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The one post of this page: validate the box (its confirmation page follows). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "preview");
  await drainUnread(request);
  return validatePreview(ctx, readIds(params));
}

export default function PreviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const deadline = useDeadlineFormat();
  const money = useMoney();
  const navigation = useNavigation();
  const { preview, title } = loaderData;
  const open = isOpen(preview);
  const woman = preview.profile_type === "WOMAN";
  const who = { firstname: preview.firstname, profile_type: preview.profile_type };
  const refused = (actionData as { formErrors?: string[] } | undefined)?.formErrors;
  let shown = 0;

  return (
    <section className="page malle-page preview-page" aria-labelledby="preview-title">
      <p className="malle-page__back">
        <Link to={href(previewListPath)}>{t("preview.page.back")}</Link>
      </p>
      <h1 id="preview-title">{title}</h1>
      <p className="malle-page__intro">
        {woman ? t("preview.page.intro_woman") : t("preview.page.intro", { firstname: preview.firstname })}
      </p>
      <FormErrors errors={refused} />

      <section className="malle-card malle-next preview-summary" aria-labelledby="preview-summary">
        <h2 id="preview-summary" className="visually-hidden">
          {t("preview.page.state")}
        </h2>
        <dl className="malle-facts">
          <div>
            <dt>{t("preview.page.state")}</dt>
            <dd>
              <PreviewStatusBadge status={preview.status} />
            </dd>
          </div>
          {preview.delivery_date && (
            <div>
              <dt>{t("preview.page.delivery")}</dt>
              <dd>{date(preview.delivery_date)}</dd>
            </div>
          )}
          {open && preview.expires_at && (
            <div>
              <dt>{t("preview.page.deadline")}</dt>
              <dd className="preview-summary__deadline">{deadline(preview.expires_at)}</dd>
            </div>
          )}
          <div>
            <dt>{t("preview.page.total")}</dt>
            <dd className="preview-summary__total" data-total={preview.total}>
              {money(preview.total)}
            </dd>
          </div>
        </dl>
        <p className="preview-summary__note">
          {open ? `${t("preview.page.deadline_note")} ` : `${t(`preview.closed.${preview.status}`)} `}
          {t("preview.page.total_note")}
        </p>
      </section>

      {preview.stylist_note && (
        <section className="malle-card preview-stylist-note" aria-labelledby="preview-stylist-note">
          <h2 id="preview-stylist-note">{t("preview.page.stylist_note_title")}</h2>
          <blockquote className="preview-comment__text" data-testid="stylist-note">
            {preview.stylist_note}
          </blockquote>
        </section>
      )}

      {preview.looks.map((look) => (
        <section
          key={look.look_index}
          className="preview-look"
          aria-labelledby={`look-${look.look_index}`}
          data-look-index={look.look_index}
        >
          <h2 id={`look-${look.look_index}`}>
            {look.look
              ? look.look.name
                ? t("preview.page.look", { name: look.look.name })
                : t("preview.page.look_unnamed")
              : t("preview.page.alone")}
          </h2>
          <ul className="preview-pieces">
            {look.items.map((item) => (
              <li
                key={item.item_index}
                className="preview-piece"
                data-testid="preview-piece"
                data-variant-id={item.variant_id}
              >
                <PieceSummary item={item} eager={shown++ < 2} />
                {item.replaced && (
                  <p className="preview-piece__replaced">
                    {t("preview.page.replaced", {
                      name: item.replaced.product_name,
                      reason: t(`preview.replacement_reason.${item.replaced.reason}`),
                    })}
                  </p>
                )}
                <ReasonList item={item} who={who} />
                {open && (
                  <Link
                    className="button button--secondary preview-piece__replace"
                    to={href(replacePath(preview.profile_id, preview.request_id, look.look_index, item.item_index))}
                    aria-label={t("preview.page.replace_label", { name: item.product.name })}
                  >
                    {t("preview.page.replace")}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section className="malle-card preview-comment" aria-labelledby="preview-comment">
        <h2 id="preview-comment">{t("preview.page.comment_title")}</h2>
        {preview.comment ? (
          <blockquote className="preview-comment__text">{preview.comment}</blockquote>
        ) : (
          <p>{t("preview.page.comment_none")}</p>
        )}
        {open && (
          <Link className="button button--secondary" to={href(commentPath(preview.profile_id, preview.request_id))}>
            {preview.comment ? t("preview.page.comment_edit") : t("preview.page.comment_add")}
          </Link>
        )}
      </section>

      {open && (
        <>
          <section className="malle-card preview-validate" aria-labelledby="preview-validate">
            <h2 id="preview-validate">{t("preview.page.validate_title")}</h2>
            <p>{t("preview.page.validate_text")}</p>
            <Form method="post">
              <button type="submit" className="button button--accent" disabled={navigation.state === "submitting"}>
                {t("preview.page.validate")}
              </button>
            </Form>
          </section>
          <section className="malle-card preview-skip" aria-labelledby="preview-skip">
            <h2 id="preview-skip">{t("preview.page.skip_title")}</h2>
            <p>{t("preview.page.skip_text")}</p>
          </section>
        </>
      )}
    </section>
  );
}
