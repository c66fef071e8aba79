import { ContentList, ListPage } from "~/routes/content/ListPage";
import { loadListPage } from "~/routes/content/list-page.server";
import { StylistList } from "~/components/home/People";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/stylists";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";

export async function loader(args: Route.LoaderArgs) {
  const { seo, items } = await loadListPage(args, "stylists", (ctx, profile_type) =>
    ctx.api.GET("/website/stylists", { params: { query: { profile_type } } }),
  );
  return { seo, stylists: items };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /stylists: the team composing the trunks, each leading to her or his page. */
export default function Stylists({ loaderData }: Route.ComponentProps) {
  const { stylists } = loaderData;
  return (
    <ListPage page="stylists" empty={stylists.length === 0} signup>
      <ContentList>
        <StylistList stylists={stylists} />
      </ContentList>
    </ListPage>
  );
}
