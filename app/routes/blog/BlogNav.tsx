import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { Pager } from "~/components/Pager";
import type { components } from "~/generated/api-schema";
import { useLocalizedHref } from "~/lib/links";

type Category = components["schemas"]["BlogCategory"];

/** The blog's categories, "all posts" first; the page being shown is marked as current. */
export function CategoryNav({ categories, current }: { categories: Category[]; current: string | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const links = [
    { key: "all", to: href("/blog"), label: t("blog.all_posts"), current: current === null },
    ...categories.map((category) => ({
      key: category.slug,
      to: href(`/blog/category/${category.slug}`),
      label: category.name,
      current: current === category.slug,
    })),
  ];
  return (
    <nav className="blog-categories" aria-label={t("blog.categories_label")}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} aria-current={link.current ? "page" : undefined} viewTransition>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The blog's pager: newer posts before, older ones after. */
export function BlogPager({ page, pages, path }: { page: number; pages: number; path: string }) {
  const { t } = useTranslation();
  const labels = {
    label: t("blog.pagination_label"),
    previous: t("blog.newer_posts"),
    next: t("blog.older_posts"),
    page: t("blog.page_word"),
  };
  return <Pager page={page} pages={pages} path={path} labels={labels} />;
}
