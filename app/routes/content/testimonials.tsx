import { ContentList, ListPage } from "~/routes/content/ListPage";
import { loadListPage } from "~/routes/content/list-page.server";
import { TestimonialList } from "~/components/home/People";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/testimonials";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";

export async function loader(args: Route.LoaderArgs) {
  const { seo, items } = await loadListPage(args, "testimonials", (ctx, profile_type) =>
    ctx.api.GET("/website/testimonials", { params: { query: { profile_type } } }),
  );
  return { seo, testimonials: items };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /testimonials: every published testimonial, with its rating, author and date. */
export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  return (
    <ListPage page="testimonials" empty={testimonials.length === 0} signup>
      <ContentList>
        <TestimonialList testimonials={testimonials} dated />
      </ContentList>
    </ListPage>
  );
}
