import { useTranslation } from "~/i18n";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/content/PageHeader";
import { contentMeta } from "~/components/content/meta";
import { pageTexts, titleWithBrand } from "~/lib/page-content.server";
import { Section } from "~/components/home/Section";
import { ListingResults } from "~/routes/shop/components/ListingResults";
import { ShopProductGrid } from "~/routes/shop/components/ShopProductGrid";
import { canonicalWithPage, parseListingQuery } from "~/routes/shop/listing";
import { PERSONAL_LISTS, isPersonalList, personalPath, type PersonalList } from "~/routes/shop/personal-lists";
import { personalListPage, personalProfile, profileCollections } from "~/routes/shop/personal-lists.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { loadSeo } from "~/lib/seo.server";
import type { Route } from "./+types/personal-list";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";
import "~/components/shop/shop-card.css";
import "./shop.css";

/** Cards per list on the overview; the list's own page has them all. */
const TEASER = 4;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "shop", "lc-auth");
  const list = params.list;
  if (list !== undefined && !isPersonalList(list)) throw data(null, { status: 404, statusText: "Page Not Found" });
  const profile = await personalProfile(ctx, params.kidId);
  const kidId = params.kidId ? Number(params.kidId) : null;
  const texts = await pageTexts(ctx);
  const title = list ? texts[`shop.lists.${list}.title`] : texts["shop.personal.title"];
  const seo = await loadSeo(ctx, request, list ? `your-shop-${list}` : "your-shop", {
    fallbackTitle: titleWithBrand(title),
    fallbackDescription: texts["shop.personal.intro"] ?? "",
  });
  if (!profile) return { seo, kidId, list: list ?? null, profile: null, sections: [], page: null, filters: null };
  const collections = await profileCollections(ctx, profile);
  if (list) {
    const filters = parseListingQuery(new URL(request.url).searchParams);
    const page = await personalListPage(ctx, profile, collections, list, filters.page);
    return {
      seo: { ...seo, canonical: canonicalWithPage(seo.canonical, filters.page) },
      kidId,
      list,
      profile,
      sections: [],
      page,
      filters,
    };
  }
  const sections = await Promise.all(
    PERSONAL_LISTS.map(async (name) => ({
      list: name,
      result: await personalListPage(ctx, profile, collections, name, 1, TEASER),
    })),
  );
  return { seo, kidId, list: null, profile, sections, page: null, filters: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo);

/**
 * /your-shop, /{kidId}/your-shop and their lists: the shop chosen for one profile (its gender and
 * sizes): novelties, looks, promotions, essentials and recommendations, as sections or one list.
 */
export default function PersonalShop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { kidId, list, profile, sections, page, filters } = loaderData;
  if (!profile) {
    return (
      <div className="home content-page shop-page">
        <PageHeader
          title={t("shop.personal.title")}
          intro={t("shop.personal.no_profile")}
          trail={[{ to: "/shop", label: t("shop.home.title") }]}
        >
          <p>
            <Link to={href("/infos/kids")} className="button button--accent">
              {t("shop.personal.add_profile")}
            </Link>
          </p>
        </PageHeader>
      </div>
    );
  }
  const productHref = (name: PersonalList) => (id: number) => href(`${personalPath(kidId, name)}/${id}`);
  const overview = personalPath(kidId);
  if (list && page && filters) {
    return (
      <div className="home content-page shop-page">
        <PageHeader
          eyebrow={t("shop.personal.for", { name: profile.firstname })}
          title={t(`shop.lists.${list}.title`)}
          intro={t(`shop.lists.${list}.intro`)}
          trail={[
            { to: "/shop", label: t("shop.home.title") },
            { to: overview, label: t("shop.personal.for", { name: profile.firstname }) },
          ]}
        />
        <div className="shop-listing shop-listing--single">
          <ListingResults
            path={href(personalPath(kidId, list))}
            filters={filters}
            result={page}
            productHref={productHref(list)}
          />
        </div>
      </div>
    );
  }
  return (
    <div className="home content-page shop-page">
      <PageHeader
        eyebrow={t("shop.personal.title")}
        title={t("shop.personal.for", { name: profile.firstname })}
        intro={t("shop.personal.intro")}
        trail={[{ to: "/shop", label: t("shop.home.title") }]}
      />
      {sections.map(({ list: name, result }, index) => (
        <Section
          key={name}
          id={`list-${name}`}
          tone={index % 2 === 0 ? "plain" : "soft"}
          title={t(`shop.lists.${name}.title`)}
          intro={t(`shop.lists.${name}.intro`)}
          more={
            result.total > 0
              ? { to: href(personalPath(kidId, name)), label: t("shop.personal.see_list", { count: result.total }) }
              : undefined
          }
        >
          {result.products.length > 0 ? (
            <ShopProductGrid products={result.products} productHref={productHref(name)} />
          ) : (
            <p className="content-empty">{t("shop.personal.list_empty")}</p>
          )}
        </Section>
      ))}
    </div>
  );
}
