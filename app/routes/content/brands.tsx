import { BrandCards } from "~/routes/content/BrandCards";
import { ContentList, ListPage } from "~/routes/content/ListPage";
import { loadListPage } from "~/routes/content/list-page.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/brands";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";

export async function loader(args: Route.LoaderArgs) {
  // Brands are not sorted by audience: every published one is listed
  const { seo, items } = await loadListPage(args, "brands", (ctx) => ctx.api.GET("/website/brands"));
  return { seo, brands: items };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /brands: every brand we sell, each leading to its own page. */
export default function Brands({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  return (
    <ListPage page="brands" empty={brands.length === 0}>
      <ContentList>
        <BrandCards brands={brands} />
      </ContentList>
    </ListPage>
  );
}
