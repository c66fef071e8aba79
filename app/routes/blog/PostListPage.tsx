import { useTranslation } from "~/i18n";
import { EmptyState, PageHeader } from "~/components/content/PageHeader";
import { BlogPager, CategoryNav } from "./BlogNav";
import { PostGrid, type PostSummary } from "./PostCard";

type Props = {
  title: string;
  intro: string;
  /** The category shown, or null for every post. */
  category: { slug: string; name: string } | null;
  categories: { slug: string; name: string; post_count: number }[];
  page: { page: number; pages: number; total: number; posts: PostSummary[] };
};

/** /blog and /blog/category/{name}: the heading, the categories, a page of posts and the pager. */
export function PostListPage({ title, intro, category, categories, page }: Props) {
  const { t } = useTranslation();
  const path = category ? `/blog/category/${category.slug}` : "/blog";
  return (
    <div className="home content-page blog">
      <PageHeader
        eyebrow={category ? t("blog.title") : undefined}
        title={title}
        intro={intro}
        trail={category ? [{ to: "/blog", label: t("blog.title") }] : undefined}
      >
        {page.pages > 1 && <p className="blog-page-of">{t("blog.page_of", { page: page.page, pages: page.pages })}</p>}
      </PageHeader>
      <div className="blog__inner">
        {categories.length > 0 && <CategoryNav categories={categories} current={category?.slug ?? null} />}
        {page.posts.length > 0 ? <PostGrid posts={page.posts} /> : <EmptyState text={t("blog.empty")} />}
        <BlogPager page={page.page} pages={page.pages} path={path} />
      </div>
    </div>
  );
}
