import { useTranslation } from "~/i18n";
import { data } from "react-router";
import { PageHeader } from "~/components/content/PageHeader";
import { audienceOf, itemSeo, pageItem } from "~/lib/content-item.server";
import { contentMeta } from "~/components/content/meta";
import { fullName, instagramUrl, personJsonLd } from "~/routes/content/structured-data";
import { SignupCallToAction } from "~/components/content/SignupCallToAction";
import { StylistList } from "~/components/home/People";
import { Section } from "~/components/home/Section";
import { pageTexts, section } from "~/lib/page-content.server";
import { mediaSrc, useNumberLocale } from "~/lib/format";
import { createI18n } from "~/i18n";
import { listFormat } from "#domain/intl.js";
import { getRequestContext } from "~/lib/context.server";
import { loadSeo } from "~/lib/seo.server";
import type { Route } from "./+types/stylist";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const profile_type = audienceOf(texts);
  const [stylist, all, seo] = await Promise.all([
    pageItem(texts, () => ctx.api.GET("/website/stylists/{slug}", { params: { path: { slug: params.slug } } })),
    section("stylists", () => ctx.api.GET("/website/stylists", { params: { query: { profile_type } } })),
    // An SEO record keyed stylist-{slug} may override; by default the stylist describes herself
    loadSeo(ctx, request, `stylist-${params.slug}`),
  ]);
  // While the women's universe is hidden, so is a stylist who only dresses women
  if (profile_type && !stylist.profile_types.includes(profile_type)) {
    throw data(null, { status: 404, statusText: "Page Not Found" });
  }
  const name = fullName(stylist);
  const pageSeo = {
    ...itemSeo(seo, [name, stylist.title].filter(Boolean).join(" – "), stylist.bio ?? stylist.specialty ?? name),
    og: seo.og ?? {
      type: "profile",
      image_url: stylist.photo_url && mediaSrc(stylist.photo_url),
      image_alt: createI18n(ctx.language, texts).t("pages.stylist.portrait_alt", { name }),
    },
  };
  return {
    seo: pageSeo,
    jsonLd: personJsonLd(stylist, seo.canonical),
    stylist: {
      ...stylist,
      profile_types: stylist.profile_types.filter((type) => !profile_type || type === profile_type),
    },
    others: (all ?? []).filter((other) => other.slug !== stylist.slug),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo, loaderData?.jsonLd);

/** /stylists/{slug}: a stylist's portrait, specialty, who she or he dresses, story, and the others. */
export default function StylistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { stylist, others } = loaderData;
  const name = fullName(stylist);
  const audiences = listFormat(locale, { type: "conjunction" }).format(
    stylist.profile_types.map((type) => t(`pages.stylist.profile_${type}`)),
  );
  const quiz = stylist.profile_types.includes("KID") ? "/quiz/signup/kid" : "/quiz/signup/woman";

  return (
    <div className="home content-page">
      <PageHeader
        eyebrow={stylist.title ?? undefined}
        title={name}
        trail={[{ to: "/stylists", label: t("pages.stylists.title") }]}
        aside={
          stylist.photo_url ? (
            <img
              className="stylist-portrait"
              src={mediaSrc(stylist.photo_url)}
              alt={t("pages.stylist.portrait_alt", { name })}
              width={320}
              height={320}
            />
          ) : (
            <span className="stylist-portrait stylist-portrait--initial" aria-hidden="true">
              {stylist.firstname.slice(0, 1)}
            </span>
          )
        }
      >
        <dl className="stylist-facts">
          {stylist.specialty && (
            <div>
              <dt>{t("pages.stylist.specialty")}</dt>
              <dd>{stylist.specialty}</dd>
            </div>
          )}
          {audiences && (
            <div>
              <dt>{t("pages.stylist.dresses")}</dt>
              <dd>{audiences}</dd>
            </div>
          )}
        </dl>
        {stylist.bio && <p className="stylist-bio">{stylist.bio}</p>}
        {stylist.instagram && (
          <p>
            <a
              href={instagramUrl(stylist.instagram)}
              target="_blank"
              rel="noopener noreferrer"
              className="home-link-arrow"
            >
              {t("pages.stylist.instagram", { name: stylist.firstname })}
              <span className="visually-hidden"> {t("footer.new_window")}</span>
            </a>
          </p>
        )}
      </PageHeader>

      {others.length > 0 && (
        <Section id="other-stylists" tone="soft" title={t("pages.stylist.others_title")}>
          <StylistList stylists={others} />
        </Section>
      )}

      <SignupCallToAction quiz={quiz} />
    </div>
  );
}
