import { useTranslation } from "~/i18n";
import { ListPage } from "~/routes/content/ListPage";
import { loadListPage } from "~/routes/content/list-page.server";
import { useShopLinks } from "~/routes/content/shop";
import { LookList } from "~/components/home/LookList";
import { Section } from "~/components/home/Section";
import type { ProfileType } from "~/lib/content-types";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/looks";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";

/** The universes in the order the page shows them: the kids' looks first (§2: /looks is a kids' page). */
const UNIVERSES: { type: ProfileType; key: "kid" | "woman" }[] = [
  { type: "KID", key: "kid" },
  { type: "WOMAN", key: "woman" },
];

export async function loader(args: Route.LoaderArgs) {
  const { seo, items: looks } = await loadListPage(args, "looks", (ctx, profile_type) =>
    ctx.api.GET("/website/looks", { params: { query: { profile_type } } }),
  );
  // A look whose pieces are all gone from the catalogue has nothing left to show
  const shown = looks.filter((look) => look.products.length > 0);
  const groups = UNIVERSES.map(({ type, key }) => ({ key, looks: shown.filter((look) => look.profile_type === type) }));
  return { seo, groups: groups.filter((group) => group.looks.length > 0) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /looks: every look with its pieces and prices; with the shop open, each piece links to its page. */
export default function Looks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shopLinks = useShopLinks();
  const shop = shopLinks && {
    productHref: shopLinks.productHref,
    lookLink: { to: shopLinks.allProducts, label: t("pages.looks.shop_look") },
  };
  const { groups } = loaderData;
  return (
    <ListPage page="looks" empty={groups.length === 0} signup>
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
    </ListPage>
  );
}
