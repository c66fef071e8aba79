import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { mediaSrc, useDateFormat } from "~/lib/format";
import type { components } from "~/generated/api-schema";
import { useLocalizedHref } from "~/lib/links";

export type PostSummary = components["schemas"]["BlogPostSummary"];

/** When a post was published and how long it takes to read: "15 janvier 2026 · 3 min de lecture". */
export function PostFacts({ post, withAuthor = false }: { post: PostSummary; withAuthor?: boolean }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <p className="blog-facts">
      <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t("blog.reading_time", { minutes: post.reading_minutes })}</span>
      {withAuthor && post.author_name && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{t("blog.by_author", { name: post.author_name })}</span>
        </>
      )}
    </p>
  );
}

/**
 * A post in a list: its cover, category, title (the link: the whole card follows it), excerpt,
 * date and reading time. `heading` fits the card under the list's own heading.
 */
export function PostCard({ post, heading: Heading = "h2" }: { post: PostSummary; heading?: "h2" | "h3" }) {
  const href = useLocalizedHref();
  return (
    <article className="blog-card linked-card">
      {post.cover_url && (
        <img
          className="blog-card__cover"
          src={mediaSrc(post.cover_url)}
          alt={post.cover_alt ?? ""}
          width={540}
          height={540}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="blog-card__body">
        {post.category && <p className="blog-card__category">{post.category.name}</p>}
        <Heading className="blog-card__title">
          <Link to={href(`/blog/${post.slug}`)} className="linked-card__link" viewTransition>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className="blog-card__excerpt">{post.excerpt}</p>}
        <PostFacts post={post} />
      </div>
    </article>
  );
}

/** Posts as a grid of cards. */
export function PostGrid({ posts, heading }: { posts: PostSummary[]; heading?: "h2" | "h3" }) {
  return (
    <ul className="blog-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
