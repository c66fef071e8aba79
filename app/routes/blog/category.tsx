import { useTranslation } from "~/i18n";
import { loadPostList } from "~/routes/blog/blog.server";
import { PostListPage } from "~/routes/blog/PostListPage";
import { contentMeta } from "~/components/content/meta";
import type { Route } from "./+types/category";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";
import "./slide-left.css";
import "./blog.css";

export async function loader(args: Route.LoaderArgs) {
  return loadPostList(args, args.params.name);
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo, loaderData?.jsonLd);

/** /blog/category/{name}: the posts of one category (an unknown one is a 404). */
export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const name = loaderData.category?.name ?? loaderData.title;
  return <PostListPage {...loaderData} intro={t("blog.category_intro", { name })} />;
}
