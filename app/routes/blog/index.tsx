import { useTranslation } from "~/i18n";
import { loadPostList } from "~/routes/blog/blog.server";
import { PostListPage } from "~/routes/blog/PostListPage";
import { contentMeta } from "~/components/content/meta";
import type { Route } from "./+types/index";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";
import "./slide-left.css";
import "./blog.css";

export async function loader(args: Route.LoaderArgs) {
  return loadPostList(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo, loaderData?.jsonLd);

/** /blog: the latest posts, page by page (?page=2), with the categories. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <PostListPage {...loaderData} intro={t("blog.intro")} />;
}
