import { Form, data, redirect } from "react-router";
import { CONTENT_LOCALES, type LocalizedText } from "#domain/locales.js";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/categories";
import { Field } from "../../Field";
import { problemType } from "../../problems";
import { flashNotice, requireStaff } from "../../staff.server";
import { BlogLinks } from "./BlogLinks";
import "./blog.css";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NAME_MAX = 80;
const HERE = "/back-office/content/blog/categories";

type Typed = { slug: string; position: string; name: LocalizedText };

/** /back-office/content/blog/categories (manage:content): the blog's categories, named in every language. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:content");
  return { categories: await api.GET("/admin/blog/categories").then(orThrow) };
}

/** The category's fields as typed, and what is wrong with them (an error key per field). */
function readCategory(form: FormData): { typed: Typed; errors: Record<string, string> } {
  const typed: Typed = {
    slug: String(form.get("slug") ?? "").trim(),
    position: String(form.get("position") ?? "").trim(),
    name: Object.fromEntries(
      CONTENT_LOCALES.map((locale) => [locale, String(form.get(`name_${locale}`) ?? "").trim()]),
    ) as LocalizedText,
  };
  const errors: Record<string, string> = {};
  if (!SLUG.test(typed.slug) || typed.slug.length > 120) errors.slug = "error.slug";
  if (!/^\d{1,5}$/.test(typed.position) || Number(typed.position) > 10_000) errors.position = "error.position";
  for (const locale of CONTENT_LOCALES) {
    if (!typed.name[locale]) errors[`name_${locale}`] = "error.required";
    else if (typed.name[locale].length > NAME_MAX) errors[`name_${locale}`] = "error.too_long";
  }
  return { typed, errors };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const form = await readForm(args.request);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  const target = intent === "create" ? "create" : String(id);
  if (intent !== "create" && (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647))
    throw data(null, { status: 400 });

  if (intent === "delete") {
    const { response } = await api.DELETE("/admin/blog/categories/{id}", { params: { path: { id } } });
    if (!response.ok && response.status !== 404)
      return data(
        { target, typed: null, errors: { form: "error.category_refused" } as Record<string, string> },
        { status: 409 },
      );
    flashNotice(args.context, "back-office-blog.category_deleted");
    throw redirect(HERE);
  }

  const { typed, errors } = readCategory(form);
  if (Object.keys(errors).length > 0) return data({ target, typed, errors }, { status: 400 });
  const body = { slug: typed.slug, name: typed.name, position: Number(typed.position) };
  const { error, response } =
    intent === "create"
      ? await api.POST("/admin/blog/categories", { body })
      : await api.PATCH("/admin/blog/categories/{id}", { params: { path: { id } }, body });
  if (!response.ok) {
    const refused: Record<string, string> =
      problemType(error) === "SLUG_TAKEN" ? { slug: "error.slug_taken" } : { form: "error.category_refused" };
    return data({ target, typed, errors: refused }, { status: response.status >= 500 ? 502 : 400 });
  }
  flashNotice(
    args.context,
    intent === "create" ? "back-office-blog.category_created" : "back-office-blog.category_saved",
  );
  throw redirect(HERE);
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories } = loaderData;
  const refused = (target: string) => (actionData?.target === target ? actionData : undefined);
  const created = refused("create");
  return (
    <section className="bo-page bo-blog" aria-labelledby="bo-blog-categories-title">
      <h1 id="bo-blog-categories-title">{t("back-office-content.title")}</h1>
      <BlogLinks />
      <p>{t("back-office-blog.categories_intro")}</p>
      {categories.map((category) => {
        const mine = refused(String(category.id));
        return (
          <CategoryForm
            key={`${category.id}:${category.slug}:${Object.values(category.name).join("|")}:${category.position}`}
            prefix={`category-${category.id}`}
            heading={`${category.name.fr} · ${t("back-office-blog.category_posts", { count: String(category.post_count) })}`}
            typed={mine?.typed ?? { ...category, position: String(category.position) }}
            errors={mine?.errors ?? {}}
          >
            <input type="hidden" name="id" value={category.id} />
            <button type="submit" name="intent" value="rename" className="bo-button">
              {t("back-office-blog.save")}
            </button>
            <button type="submit" name="intent" value="delete" className="bo-button bo-button--danger">
              {t("back-office-blog.category_delete")}
            </button>
            {category.post_count > 0 && (
              <span className="field__hint">
                {t("back-office-blog.category_delete_hint", { count: String(category.post_count) })}
              </span>
            )}
          </CategoryForm>
        );
      })}
      <CategoryForm
        prefix="category-new"
        heading={t("back-office-blog.category_new")}
        typed={created?.typed ?? { slug: "", position: String(categories.length), name: emptyNames() }}
        errors={created?.errors ?? {}}
      >
        <button type="submit" name="intent" value="create" className="bo-button">
          {t("back-office-blog.category_create")}
        </button>
      </CategoryForm>
    </section>
  );
}

const emptyNames = () => Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, ""])) as LocalizedText;

/** One category's form: its address, its order and its name in each language, then its buttons. */
function CategoryForm({
  prefix,
  heading,
  typed,
  errors,
  children,
}: {
  prefix: string;
  heading: string;
  typed: Typed;
  errors: Record<string, string>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const input = (name: string, label: string, value: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field
      key={name}
      id={`${prefix}-${name}`}
      name={name}
      label={label}
      defaultValue={value}
      error={errors[name] && `back-office-blog.${errors[name]}`}
      {...extra}
    />
  );
  return (
    <Form method="post" className="bo-card" aria-label={heading} noValidate>
      <h2>{heading}</h2>
      {errors.form && (
        <p className="bo-errors" role="alert">
          {t(`back-office-blog.${errors.form}`)}
        </p>
      )}
      {!errors.form && Object.keys(errors).length > 0 && (
        <p className="bo-errors" role="alert">
          {t("back-office-blog.error.check_fields")}
        </p>
      )}
      <div className="bo-grid bo-blog-names">
        {input("slug", t("back-office-blog.field.slug"), typed.slug, { maxLength: 120, required: true })}
        {input("position", t("back-office-blog.field.position"), typed.position, { inputMode: "numeric" })}
        {CONTENT_LOCALES.map((locale) =>
          input(
            `name_${locale}`,
            t("back-office-blog.field.name_in", { language: t(`back-office-content.locale_${locale}`) }),
            typed.name[locale],
            { maxLength: NAME_MAX, required: true, lang: locale },
          ),
        )}
      </div>
      <p className="bo-actions">{children}</p>
    </Form>
  );
}
