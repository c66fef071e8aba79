import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { loadPost } from "~/routes/blog/blog.server";
import { PostFacts, PostGrid } from "~/routes/blog/PostCard";
import { PageHeader } from "~/components/content/PageHeader";
import { contentMeta } from "~/components/content/meta";
import { SignupCallToAction } from "~/components/content/SignupCallToAction";
import { Section } from "~/components/home/Section";
import { mediaSrc } from "~/lib/format";
import { useLocalizedHref } from "~/lib/links";
import type { Route } from "./+types/post";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";
import "./slide-left.css";
import "./blog.css";

export async function loader(args: Route.LoaderArgs) {
  // §2 names the segment {page}: it is the post's slug
  return loadPost(args, args.params.page);
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo, loaderData?.jsonLd);

/** /blog/{page}: a post, where it sits (breadcrumb, category), its body, and posts to read next. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { post, html } = loaderData;
  const category = post.category;
  return (
    <div className="home content-page blog">
      <article className="blog-post">
        <PageHeader
          title={post.title}
          intro={post.excerpt ?? undefined}
          trail={[
            { to: "/blog", label: t("blog.title") },
            ...(category ? [{ to: `/blog/category/${category.slug}`, label: category.name }] : []),
          ]}
          aside={
            post.cover_url && (
              <img
                className="blog-post__cover"
                src={mediaSrc(post.cover_url)}
                alt={post.cover_alt ?? ""}
                width={420}
                height={420}
                fetchPriority="high"
              />
            )
          }
        >
          <PostFacts post={post} withAuthor />
          {category && (
            <p className="blog-post__category">
              {t("blog.in_category")}{" "}
              <Link to={href(`/blog/category/${category.slug}`)} viewTransition>
                {category.name}
              </Link>
            </p>
          )}
        </PageHeader>
        <div className="blog-post__body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>

      {post.related.length > 0 && (
        <Section
          id="related"
          tone="soft"
          title={t("blog.related_title")}
          more={{ to: href("/blog"), label: t("blog.back_to_blog") }}
        >
          <PostGrid posts={post.related} heading="h3" />
        </Section>
      )}

      <SignupCallToAction />
    </div>
  );
}
