import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero } from "~/components/home/Hero";
import { InstagramGrid } from "~/components/home/InstagramGrid";
import { LookList } from "~/components/home/LookList";
import { BrandList, StylistList, TestimonialList } from "~/components/home/People";
import { Section } from "~/components/home/Section";
import { Steps } from "~/components/home/Steps";
import {
  pageSeo,
  pageTexts,
  section,
  stylistsFor,
  titleWithBrand,
  unlessEverythingFailed,
} from "~/components/home/content.server";
import type { RootData } from "~/root";
import { getRequestContext } from "~/services/context.server";
import { useLocalizedHref } from "~/services/links";
import { seoMeta } from "~/services/seo";
import type { Route } from "./+types/home";
import "~/styles/home.css";

/** How many items of each list the kids' home shows; the rest is on the dedicated pages. */
const SHOWN = { looks: 3, stylists: 4, testimonials: 3, instagram: 8 } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, looks, brands, stylists, testimonials, instagram] = await Promise.all([
    pageSeo(ctx, request, "home", {
      title: titleWithBrand(texts["home.hero.title"]),
      description: texts["home.hero.subtitle"] ?? "",
    }),
    section("looks", () => ctx.api.GET("/website/looks", { params: { query: { profile_type: "KID" } } })),
    section("brands", () => ctx.api.GET("/website/brands")),
    section("stylists", () => ctx.api.GET("/website/stylists")),
    section("testimonials", () => ctx.api.GET("/website/testimonials", { params: { query: { profile_type: "KID" } } })),
    section("instagram", () => ctx.api.GET("/website/instagram/selected-media")),
  ]);
  unlessEverythingFailed([looks, brands, stylists, testimonials, instagram], texts["error.unknown_message"]);
  return {
    seo,
    looks: (looks ?? [])
      .filter((look) => look.profile_type === "KID" && look.products.length > 0)
      .slice(0, SHOWN.looks),
    brands: brands ?? [],
    stylists: stylistsFor(stylists ?? [], "KID", SHOWN.stylists),
    testimonials: (testimonials ?? []).filter((item) => item.profile_type !== "WOMAN").slice(0, SHOWN.testimonials),
    instagram: (instagram ?? []).slice(0, SHOWN.instagram),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const woman = useRouteLoaderData<RootData>("root")?.switches.woman ?? false;
  const { looks, brands, stylists, testimonials, instagram } = loaderData;
  const quiz = { to: href("/quiz/signup/kid"), label: t("home.hero.cta") };

  return (
    <div className="home">
      <Hero
        theme="kid"
        eyebrow={t("home.hero.eyebrow")}
        title={t("home.hero.title")}
        subtitle={t("home.hero.subtitle")}
        cta={quiz}
        secondary={{ to: href("/concept"), label: t("home.hero.secondary") }}
        perks={{
          label: t("home.hero.perks_label"),
          items: [t("home.hero.perk_delivery"), t("home.hero.perk_commitment"), t("home.hero.perk_brands")],
        }}
        illustrationLabel={t("home.hero.illustration")}
      />

      <Section id="how" title={t("home.steps.title")} intro={t("home.steps.intro")}>
        <Steps
          steps={[
            { icon: "quiz", title: t("home.steps.quiz_title"), text: t("home.steps.quiz_text") },
            { icon: "stylist", title: t("home.steps.stylist_title"), text: t("home.steps.stylist_text") },
            { icon: "home", title: t("home.steps.try_title"), text: t("home.steps.try_text") },
            { icon: "heart", title: t("home.steps.keep_title"), text: t("home.steps.keep_text") },
          ]}
        />
      </Section>

      {looks.length > 0 && (
        <Section
          id="looks"
          tone="soft"
          title={t("home.looks.title")}
          intro={t("home.looks.intro")}
          more={{ to: href("/looks"), label: t("home.looks.see_all") }}
        >
          <LookList looks={looks} />
        </Section>
      )}

      {stylists.length > 0 && (
        <Section
          id="stylists"
          title={t("home.stylists.title")}
          intro={t("home.stylists.intro")}
          more={{ to: href("/stylists"), label: t("home.stylists.see_all") }}
        >
          <StylistList stylists={stylists} />
        </Section>
      )}

      {testimonials.length > 0 && (
        <Section
          id="testimonials"
          tone="soft"
          title={t("home.testimonials.title")}
          intro={t("home.testimonials.intro")}
          more={{ to: href("/testimonials"), label: t("home.testimonials.see_all") }}
        >
          <TestimonialList testimonials={testimonials} />
        </Section>
      )}

      {woman && (
        <CallToAction
          id="woman"
          tone="woman"
          title={t("home.woman.title")}
          text={t("home.woman.text")}
          actions={[{ to: href("/woman"), label: t("home.woman.cta") }]}
        />
      )}

      {brands.length > 0 && (
        <Section
          id="brands"
          title={t("home.brands.title")}
          intro={t("home.brands.intro")}
          more={{ to: href("/brands"), label: t("home.brands.see_all") }}
        >
          <BrandList brands={brands} />
        </Section>
      )}

      {instagram.length > 0 && (
        <Section id="instagram" title={t("home.instagram.title")} intro={t("home.instagram.intro")}>
          <InstagramGrid media={instagram} />
          <p className="home-section__more">
            <a href={t("social.instagram")} target="_blank" rel="noopener noreferrer" className="home-link-arrow">
              {t("home.instagram.follow")}
              <span className="visually-hidden"> {t("footer.new_window")}</span>
            </a>
          </p>
        </Section>
      )}

      <CallToAction
        id="start"
        title={t("home.final.title")}
        text={t("home.final.text")}
        actions={[{ ...quiz, label: t("home.final.cta") }]}
      />
    </div>
  );
}
