import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "~/components/content/PageHeader";
import { audienceOf } from "~/components/content/content.server";
import { seoMeta } from "~/services/seo";
import { CallToAction } from "~/components/home/CallToAction";
import { StylistList } from "~/components/home/People";
import { pageTexts, section, titleWithBrand, unlessEverythingFailed } from "~/components/home/content.server";
import { getRequestContext } from "~/services/context.server";
import { useLocalizedHref } from "~/services/links";
import { loadSeo } from "~/services/seo.server";
import type { Route } from "./+types/stylists";
import "~/styles/home.css";
import "~/styles/content-pages.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const profile_type = audienceOf(texts);
  const [seo, stylists] = await Promise.all([
    loadSeo(ctx, request, "stylists", {
      fallbackTitle: titleWithBrand(texts["pages.stylists.title"]),
      fallbackDescription: texts["pages.stylists.intro"],
    }),
    section("stylists", () => ctx.api.GET("/website/stylists", { params: { query: { profile_type } } })),
  ]);
  unlessEverythingFailed([stylists], texts["error.unknown_message"]);
  return { seo, stylists: stylists ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /stylists: the team composing the trunks, each leading to her or his page. */
export default function Stylists({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { stylists } = loaderData;
  return (
    <div className="home content-page">
      <PageHeader
        eyebrow={t("pages.stylists.eyebrow")}
        title={t("pages.stylists.title")}
        intro={t("pages.stylists.intro")}
      />
      <div className="home-section content-list">
        <div className="home-section__inner">
          {stylists.length > 0 ? <StylistList stylists={stylists} /> : <EmptyState text={t("pages.stylists.empty")} />}
        </div>
      </div>
      <CallToAction
        id="start"
        title={t("pages.cta.title")}
        text={t("pages.cta.text")}
        actions={[{ to: href("/quiz/signup/kid"), label: t("pages.cta.button") }]}
      />
    </div>
  );
}
