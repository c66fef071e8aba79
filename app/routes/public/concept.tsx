import { getRequestContext } from "~/services/context.server";
import { loadSeo } from "~/services/seo.server";
import { seoMeta } from "~/services/seo";
import type { Route } from "./+types/concept";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  return { seo: await loadSeo(ctx, request, "concept") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Concept({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.seo.title}</h1>;
}
