import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { FieldErrors, FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useHydrated } from "~/components/use-hydrated";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { COMMENT_MAX_LENGTH, isOpen } from "~/lib/preview";
import { previewPath } from "~/lib/preview-paths";
import { commentSchema } from "~/lib/preview-forms";
import { loadGuardedPreview, readIds, saveComment } from "~/routes/preview/preview.server";
import { pageTitle } from "~/lib/profiles.server";
import type { Route } from "./+types/comment";
import "~/components/malle/box-page.css";
import "~/components/malle/badge.css";
import "./preview.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /infos/preview/{profileId}/{requestId}/comment (§2, issue 17; signed-up and preview guards): a
 * word for the stylist (POST …/preview/comment: at most 1000 characters, trimmed, empty clears it),
 * a textarea with its label and limit (a counter with JavaScript); back to the preview with a
 * confirmation. A preview no longer waiting shows the comment read-only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const { preview, profile } = await loadGuardedPreview({ ctx, request, params });
  return {
    preview: {
      profile_id: preview.profile_id,
      request_id: preview.request_id,
      status: preview.status,
      comment: preview.comment,
    },
    profile,
    title: await pageTitle(ctx, "preview.comment.page_title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "preview");
  return saveComment(ctx, await readForm(request), readIds(params));
}

export default function Comment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { preview } = loaderData;
  const [form, fields] = useSchemaForm(commentSchema, {
    id: "preview-comment",
    lastResult: actionData,
    defaultValue: { comment: preview.comment ?? "" },
  });
  const meta = fields.comment;
  const [typed, setTyped] = useState<string>(String(meta.initialValue ?? preview.comment ?? ""));
  const back = href(previewPath(preview.profile_id, preview.request_id));
  const props = getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId });
  const count = [...typed].length;

  return (
    <section className="page page--narrow malle-page preview-page" aria-labelledby="comment-title">
      <p className="malle-page__back">
        <Link to={back}>{t("preview.comment.cancel")}</Link>
      </p>
      <h1 id="comment-title">{t("preview.comment.page_title")}</h1>
      {isOpen(preview) ? (
        <Form method="post" className="malle-card preview-comment-form" {...getFormProps(form)}>
          <p>{t("preview.comment.intro")}</p>
          <FormErrors errors={form.errors} />
          <div className="field">
            <label htmlFor={meta.id}>{t("preview.comment.label")}</label>
            <p id={meta.descriptionId} className="field__hint">
              {t("preview.comment.hint", { max: COMMENT_MAX_LENGTH })}
            </p>
            <textarea
              {...props}
              key={props.key}
              rows={8}
              maxLength={COMMENT_MAX_LENGTH}
              onInput={(event) => setTyped(event.currentTarget.value)}
            />
            {hydrated && (
              <p
                className="preview-counter"
                data-over={count > COMMENT_MAX_LENGTH || undefined}
                aria-live="polite"
                aria-atomic="true"
              >
                {t("preview.comment.counter", { count, max: COMMENT_MAX_LENGTH })}
              </p>
            )}
            <FieldErrors meta={meta} />
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {t("preview.comment.submit")}
            </button>
            <Link to={back} className="button button--secondary">
              {t("preview.comment.cancel")}
            </Link>
          </div>
        </Form>
      ) : (
        <div className="malle-card">
          {preview.comment && <blockquote className="preview-comment__text">{preview.comment}</blockquote>}
          <p>{t("preview.comment.closed")}</p>
          <Link to={back} className="button button--secondary">
            {t("preview.comment.cancel")}
          </Link>
        </div>
      )}
    </section>
  );
}
