import { Form, Link, data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { readForm } from "~/lib/form.server";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/post";
import { flashNotice, requireStaff } from "../../staff.server";
import { BlogLinks } from "./BlogLinks";
import { FormErrors, PostFields } from "./PostFields";
import { StatusBadge } from "./StatusBadge";
import { postBody, postRefusal, postValues, readPost } from "./post-form";
import "./blog.css";

const postId = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response("Not Found", { status: 404 });
  return id;
};

/** A date and time typed in the form (UTC), as the API takes it; empty is now. */
function publicationTime(typed: string): string | undefined {
  if (!typed) return new Date().toISOString();
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed) && !Number.isNaN(Date.parse(`${typed}:00Z`))
    ? `${typed}:00Z`
    : undefined;
}

/** /back-office/content/blog/{postId} (manage:content): the post's texts, its publication, its deletion. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const id = postId(args.params.postId);
  const [post, categories] = await Promise.all([
    api.GET("/admin/blog/posts/{id}", { params: { path: { id } } }).then(orThrow),
    api.GET("/admin/blog/categories").then(orThrow),
  ]);
  return { post, categories };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const id = postId(args.params.postId);
  const path = { params: { path: { id } } };
  const form = await readForm(args.request, 1024 * 1024);
  const intent = form.get("intent");
  const back = `/back-office/content/blog/${id}`;

  if (intent === "delete") {
    if (form.get("confirm") !== "yes")
      return data({ kind: "delete" as const, error: "error.confirm_delete" }, { status: 400 });
    await api.DELETE("/admin/blog/posts/{id}", path).then((result) => {
      if (!result.response.ok) throw new Response(null, { status: result.response.status === 404 ? 404 : 502 });
    });
    flashNotice(args.context, "back-office-blog.deleted");
    throw redirect("/back-office/content/blog");
  }

  if (intent === "publish" || intent === "unpublish") {
    const typed = String(form.get("published_at") ?? "");
    const when = intent === "publish" ? publicationTime(typed) : null;
    if (when === undefined)
      return data({ kind: "publish" as const, published_at: typed, error: "error.date" }, { status: 400 });
    const { response } = await api.PATCH("/admin/blog/posts/{id}", { ...path, body: { published_at: when } });
    if (!response.ok)
      return data({ kind: "publish" as const, published_at: typed, error: "error.refused" }, { status: 502 });
    flashNotice(args.context, intent === "publish" ? "back-office-blog.published" : "back-office-blog.unpublished");
    throw redirect(back);
  }

  const values = readPost(form);
  const checked = postBody(values);
  if (checked.errors) return data({ kind: "save" as const, values, errors: checked.errors }, { status: 400 });
  const { published_at: _kept, ...body } = checked.body;
  const { data: saved, error, response } = await api.PATCH("/admin/blog/posts/{id}", { ...path, body });
  if (!saved)
    return data(
      { kind: "save" as const, values, errors: postRefusal(error) },
      { status: response.status >= 500 ? 502 : 400 },
    );
  flashNotice(args.context, "back-office-blog.saved");
  throw redirect(back);
}

export default function Post({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const { post, categories } = loaderData;
  const language = i18n.language === "en" ? "en" : "fr";
  const saving = actionData?.kind === "save" ? actionData : undefined;
  const publishing = actionData?.kind === "publish" ? actionData : undefined;
  const deleting = actionData?.kind === "delete" ? actionData : undefined;
  const errors = saving?.errors ?? {};
  return (
    <section className="bo-page bo-blog" aria-labelledby="bo-blog-post-title">
      <h1 id="bo-blog-post-title">{t("back-office-content.title")}</h1>
      <BlogLinks />
      <p>
        <Link to="/back-office/content/blog">{t("back-office-blog.back")}</Link>
      </p>
      <h2>{post.title[language]}</h2>

      <section className="bo-card" aria-labelledby="bo-blog-publication">
        <h3 id="bo-blog-publication">{t("back-office-blog.publication")}</h3>
        <p>
          <StatusBadge status={post.status} />{" "}
          {post.published_at && t("back-office-blog.published_on", { date: date(post.published_at) })}
        </p>
        {post.status === "draft" ? (
          <Form method="post" className="bo-toolbar" noValidate>
            <div className="field">
              <label htmlFor="post-published-at">{t("back-office-blog.field.published_at")}</label>
              <p className="field__hint" id="post-published-at-hint">
                {t("back-office-blog.field.published_at_hint")}
              </p>
              <input
                id="post-published-at"
                name="published_at"
                type="datetime-local"
                defaultValue={publishing?.published_at ?? ""}
                aria-describedby={
                  publishing ? "post-published-at-hint post-published-at-error" : "post-published-at-hint"
                }
                aria-invalid={publishing ? true : undefined}
              />
              {publishing && (
                <p className="field__error" id="post-published-at-error" role="alert">
                  {t(`back-office-blog.${publishing.error}`)}
                </p>
              )}
            </div>
            <button type="submit" name="intent" value="publish" className="bo-button">
              {t("back-office-blog.publish")}
            </button>
          </Form>
        ) : (
          <Form method="post" className="bo-actions">
            {publishing && (
              <p className="bo-errors" role="alert">
                {t(`back-office-blog.${publishing.error}`)}
              </p>
            )}
            {post.status === "published" && (
              <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer">
                {t("back-office-blog.view")}
              </a>
            )}
            <button type="submit" name="intent" value="unpublish" className="bo-button bo-button--quiet">
              {t("back-office-blog.unpublish")}
            </button>
          </Form>
        )}
      </section>

      <Form method="post" className="bo-card" noValidate>
        <h3>{t("back-office-blog.texts")}</h3>
        <p>{t("back-office-blog.reading", { minutes: String(post.reading_minutes) })}</p>
        <FormErrors errors={errors} />
        <PostFields values={saving?.values ?? postValues(post)} errors={errors} categories={categories} />
        <p className="bo-actions">
          <button type="submit" name="intent" value="save" className="bo-button">
            {t("back-office-blog.save")}
          </button>
        </p>
      </Form>

      <Form method="post" className="bo-card" aria-labelledby="bo-blog-delete">
        <h3 id="bo-blog-delete">{t("back-office-blog.delete_title")}</h3>
        {deleting && (
          <p className="bo-errors" role="alert">
            {t(`back-office-blog.${deleting.error}`)}
          </p>
        )}
        <div className="field">
          <label>
            <input type="checkbox" name="confirm" value="yes" /> {t("back-office-blog.delete_confirm")}
          </label>
        </div>
        <p className="bo-actions">
          <button type="submit" name="intent" value="delete" className="bo-button bo-button--danger">
            {t("back-office-blog.delete")}
          </button>
        </p>
      </Form>
    </section>
  );
}
