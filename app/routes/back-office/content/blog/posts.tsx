import { Link } from "react-router";
import { CONTENT_LOCALES } from "#domain/locales.js";
import { Pager } from "~/components/Pager";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/posts";
import { requireStaff } from "../../staff.server";
import { BlogLinks } from "./BlogLinks";
import { StatusBadge } from "./StatusBadge";
import "./blog.css";

const PER_PAGE = 25;

/**
 * /back-office/content/blog (manage:content): every post, newest first (by publication, a draft by
 * its creation), with its state and the languages whose texts are complete.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const asked = Number(new URL(args.request.url).searchParams.get("page"));
  const [posts, categories] = await Promise.all([
    api.GET("/admin/blog/posts").then(orThrow),
    api.GET("/admin/blog/categories").then(orThrow),
  ]);
  const newest = posts
    .map((post) => ({ post, at: post.published_at ?? post.created_at }))
    .sort((a, b) => b.at.localeCompare(a.at) || b.post.id - a.post.id);
  const pages = Math.max(1, Math.ceil(newest.length / PER_PAGE));
  const page = Number.isInteger(asked) && asked > 1 ? Math.min(asked, pages) : 1;
  const rows = newest.slice((page - 1) * PER_PAGE, page * PER_PAGE).map(({ post, at }) => ({
    id: post.id,
    slug: post.slug,
    status: post.status,
    title: post.title,
    at,
    category: categories.find((category) => category.slug === post.category)?.name ?? null,
    // A language is complete when its summary (and its cover's description, with a cover) is written too
    complete: CONTENT_LOCALES.filter(
      (locale) => post.excerpt?.[locale] && (!post.cover_url || post.cover_alt?.[locale]),
    ),
  }));
  return { rows, page, pages, total: posts.length };
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const language = i18n.language === "en" ? "en" : "fr";
  const { rows, page, pages, total } = loaderData;
  return (
    <section className="bo-page bo-blog" aria-labelledby="bo-blog-title">
      <h1 id="bo-blog-title">{t("back-office-content.title")}</h1>
      <BlogLinks />
      <p className="bo-actions">
        <Link to="/back-office/content/blog/new" className="bo-button">
          {t("back-office-blog.new")}
        </Link>
      </p>
      <p role="status">{t("back-office-blog.count", { total: String(total) })}</p>
      {rows.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">{t("back-office-blog.posts_title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("back-office-blog.field.title")}</th>
                <th scope="col">{t("back-office-blog.state")}</th>
                <th scope="col">{t("back-office-blog.date")}</th>
                <th scope="col">{t("back-office-blog.field.category")}</th>
                <th scope="col">{t("back-office-blog.languages")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/back-office/content/blog/${row.id}`}>{row.title[language]}</Link>
                  </th>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>{date(row.at)}</td>
                  <td>{row.category?.[language] ?? "—"}</td>
                  <td>
                    <span className="bo-blog-locales">
                      {CONTENT_LOCALES.map((locale) => (
                        <abbr
                          key={locale}
                          title={t(`back-office-content.locale_${locale}`)}
                          className={`bo-badge ${row.complete.includes(locale) ? "bo-badge--ok" : "bo-badge--warn"}`}
                        >
                          {locale.toUpperCase()}
                        </abbr>
                      ))}
                    </span>
                    <span className="visually-hidden">
                      {row.complete.length === CONTENT_LOCALES.length
                        ? t("back-office-blog.complete")
                        : t("back-office-blog.incomplete", {
                            locales: CONTENT_LOCALES.filter((locale) => !row.complete.includes(locale))
                              .map((locale) => t(`back-office-content.locale_${locale}`))
                              .join(", "),
                          })}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pages={pages}
        path="/back-office/content/blog"
        labels={{
          label: t("back-office-blog.pager"),
          previous: t("back-office-content.previous"),
          next: t("back-office-content.next"),
          page: t("back-office-content.page"),
        }}
      />
    </section>
  );
}
