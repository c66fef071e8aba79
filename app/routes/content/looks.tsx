import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "~/components/content/PageHeader";
import { audienceOf } from "~/components/content/content.server";
import { seoMeta } from "~/services/seo";
import { useShopLinks } from "~/components/content/shop";
import { CallToAction } from "~/components/home/CallToAction";
import { LookList } from "~/components/home/LookList";
import { Section } from "~/components/home/Section";
import { pageTexts, section, titleWithBrand, unlessEverythingFailed } from "~/components/home/content.server";
import type { ProfileType } from "~/components/home/types";
import { getRequestContext } from "~/services/context.server";
import { useLocalizedHref } from "~/services/links";
import { loadSeo } from "~/services/seo.server";
import type { Route } from "./+types/looks";
import "~/styles/home.css";
import "~/styles/content-pages.css";

/** The universes in the order the page shows them: the kids' looks first (§2: /looks is a kids' page). */
const UNIVERSES: { type: ProfileType; key: "kid" | "woman" }[] = [
  { type: "KID", key: "kid" },
  { type: "WOMAN", key: "woman" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const profile_type = audienceOf(texts);
  const [seo, looks] = await Promise.all([
    loadSeo(ctx, request, "looks", {
      fallbackTitle: titleWithBrand(texts["pages.looks.title"]),
      fallbackDescription: texts["pages.looks.intro"],
    }),
    section("looks", () => ctx.api.GET("/website/looks", { params: { query: { profile_type } } })),
  ]);
  unlessEverythingFailed([looks], texts["error.unknown_message"]);
  // A look whose pieces are all gone from the catalogue has nothing left to show
  const shown = (looks ?? []).filter((look) => look.products.length > 0);
  const groups = UNIVERSES.map(({ type, key }) => ({ key, looks: shown.filter((look) => look.profile_type === type) }));
  return { seo, groups: groups.filter((group) => group.looks.length > 0) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /looks: every look with its pieces and prices; with the shop open, each piece links to its page. */
export default function Looks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const shopLinks = useShopLinks();
  const shop = shopLinks && {
    productHref: shopLinks.productHref,
    lookLink: { to: shopLinks.allProducts, label: t("pages.looks.shop_look") },
  };
  const { groups } = loaderData;
  return (
    <div className="home content-page">
      <PageHeader eyebrow={t("pages.looks.eyebrow")} title={t("pages.looks.title")} intro={t("pages.looks.intro")} />
      {groups.length === 0 && (
        <div className="home-section content-list">
          <div className="home-section__inner">
            <EmptyState text={t("pages.looks.empty")} />
          </div>
        </div>
      )}
      {groups.map((group, index) => (
        <Section
          key={group.key}
          id={`looks-${group.key}`}
          tone={index % 2 === 1 ? "soft" : "plain"}
          title={t(`pages.looks.${group.key}_title`)}
          intro={t(`pages.looks.${group.key}_intro`)}
        >
          <LookList looks={group.looks} pictured={4} shop={shop} />
        </Section>
      ))}
      <CallToAction
        id="start"
        title={t("pages.cta.title")}
        text={t("pages.cta.text")}
        actions={[{ to: href("/quiz/signup/kid"), label: t("pages.cta.button") }]}
      />
    </div>
  );
}
