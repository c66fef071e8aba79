import { Form, Link, data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/post-new";
import { flashNotice, requireStaff } from "../../staff.server";
import { BlogLinks } from "./BlogLinks";
import { FormErrors, PostFields } from "./PostFields";
import { blankPost, postBody, postRefusal, readPost } from "./post-form";
import "./blog.css";

/** /back-office/content/blog/new (manage:content): a new post, saved as a draft. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:content");
  return { categories: await api.GET("/admin/blog/categories").then(orThrow) };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const values = readPost(await readForm(args.request, 1024 * 1024));
  const checked = postBody(values);
  if (checked.errors) return data({ values, errors: checked.errors }, { status: 400 });
  const { data: post, error, response } = await api.POST("/admin/blog/posts", { body: checked.body });
  if (!post) return data({ values, errors: postRefusal(error) }, { status: response.status >= 500 ? 502 : 400 });
  flashNotice(args.context, "back-office-blog.created");
  throw redirect(`/back-office/content/blog/${post.id}`);
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errors = actionData?.errors ?? {};
  return (
    <section className="bo-page bo-blog" aria-labelledby="bo-blog-new-title">
      <h1 id="bo-blog-new-title">{t("back-office-content.title")}</h1>
      <BlogLinks />
      <p>
        <Link to="/back-office/content/blog">{t("back-office-blog.back")}</Link>
      </p>
      <h2>{t("back-office-blog.new_title")}</h2>
      <p>{t("back-office-blog.new_intro")}</p>
      <Form method="post" className="bo-card" noValidate>
        <FormErrors errors={errors} />
        <PostFields values={actionData?.values ?? blankPost()} errors={errors} categories={loaderData.categories} />
        <p className="bo-actions">
          <button type="submit" className="bo-button">
            {t("back-office-blog.create")}
          </button>
        </p>
      </Form>
    </section>
  );
}
