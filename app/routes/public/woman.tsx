import { getRequestContext } from "~/services/context.server";
import { loadSeo } from "~/services/seo.server";
import { seoMeta } from "~/services/seo";
import type { Route } from "./+types/woman";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  return { seo: await loadSeo(ctx, request, "woman") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function WomanHome({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.seo.title}</h1>;
}
