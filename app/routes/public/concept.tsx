import { useTranslation } from "~/i18n";
import { Link, useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero } from "~/components/home/Hero";
import { BrandList, StylistList } from "~/components/home/People";
import { Section } from "~/components/home/Section";
import { Steps } from "~/components/home/Steps";
import { pageTexts, section, titleWithBrand, unlessEverythingFailed } from "~/lib/page-content.server";
import { loadSeo } from "~/lib/seo.server";
import type { RootData } from "~/root";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/concept";
import "~/components/home/home.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, stylists, brands] = await Promise.all([
    loadSeo(ctx, request, "concept", {
      fallbackTitle: titleWithBrand(texts["concept.title"]),
      fallbackDescription: texts["concept.intro"],
    }),
    section("stylists", () => ctx.api.GET("/website/stylists")),
    section("brands", () => ctx.api.GET("/website/brands")),
  ]);
  unlessEverythingFailed([stylists, brands], texts["error.unknown_message"]);
  return { seo, stylists: stylists ?? [], brands: brands ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const FAQ = [1, 2, 3, 4, 5, 6] as const;

export default function Concept({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const woman = useRouteLoaderData<RootData>("root")?.switches.woman ?? false;
  const { stylists, brands } = loaderData;
  // A visitor starts a quiz at its first step; a client's resumes or takes its code (start.tsx)
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.client);
  const kidQuiz = { to: href(signedIn ? "/quiz/signup" : "/quiz/signup/kid"), label: t("concept.cta_kid") };
  const womanQuiz = {
    to: href(signedIn ? "/quiz/signup-woman" : "/quiz/signup/woman"),
    label: t("concept.cta_woman"),
  };

  return (
    <div className="home home--concept">
      <Hero
        theme="kid"
        eyebrow={t("concept.eyebrow")}
        title={t("concept.title")}
        subtitle={t("concept.intro")}
        cta={kidQuiz}
        secondary={woman ? womanQuiz : undefined}
        perks={{
          label: t("home.hero.perks_label"),
          items: [t("home.hero.perk_delivery"), t("home.hero.perk_commitment"), t("home.hero.perk_brands")],
        }}
        illustrationLabel={t("home.hero.illustration")}
      />

      <Section id="how" title={t("concept.how.title")} intro={t("concept.how.intro")}>
        <Steps
          steps={[
            { icon: "quiz", title: t("concept.how.quiz_title"), text: t("concept.how.quiz_text") },
            { icon: "stylist", title: t("concept.how.stylist_title"), text: t("concept.how.stylist_text") },
            { icon: "delivery", title: t("concept.how.delivery_title"), text: t("concept.how.delivery_text") },
            { icon: "home", title: t("concept.how.try_title"), text: t("concept.how.try_text") },
            { icon: "heart", title: t("concept.how.keep_title"), text: t("concept.how.keep_text") },
          ]}
        />
      </Section>

      <Section id="pricing" tone="soft" title={t("concept.pricing.title")} intro={t("concept.pricing.intro")}>
        <ul className="info-cards">
          {(["fee", "pay", "methods"] as const).map((key) => (
            <li key={key} className={`info-card${key === "fee" ? " info-card--highlight" : ""}`}>
              <h3>{t(`concept.pricing.${key}_title`)}</h3>
              <p>{t(`concept.pricing.${key}_text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="delivery" title={t("concept.delivery.title")} intro={t("concept.delivery.intro")}>
        <ul className="info-cards">
          {(["shipping", "time", "returns"] as const).map((key) => (
            <li key={key} className="info-card">
              <h3>{t(`concept.delivery.${key}_title`)}</h3>
              <p>{t(`concept.delivery.${key}_text`)}</p>
            </li>
          ))}
        </ul>
        <div className="concept-rhythm">
          <h3>{t("concept.rhythm.title")}</h3>
          <p>{t("concept.rhythm.text")}</p>
        </div>
      </Section>

      {stylists.length > 0 && (
        <Section
          id="stylists"
          tone="soft"
          title={t("concept.stylists.title")}
          intro={t("concept.stylists.intro")}
          more={{ to: href("/stylists"), label: t("home.stylists.see_all") }}
        >
          <StylistList stylists={stylists} />
        </Section>
      )}

      {brands.length > 0 && (
        <Section
          id="brands"
          title={t("concept.brands.title")}
          intro={t("concept.brands.intro")}
          more={{ to: href("/brands"), label: t("home.brands.see_all") }}
        >
          <BrandList brands={brands} />
        </Section>
      )}

      <Section id="faq" tone="soft" title={t("concept.faq.title")}>
        <ul className="faq-list">
          {FAQ.map((number) => (
            <li key={number} className="faq-item">
              <h3>{t(`concept.faq.q${number}`)}</h3>
              <p>{t(`concept.faq.a${number}`)}</p>
            </li>
          ))}
        </ul>
        <p className="home-section__more home-section__more--split">
          <Link to={href("/faq")} className="home-link-arrow">
            {t("concept.faq.see_all")}
          </Link>
          <Link to={href("/contact")} className="home-link-arrow">
            {t("concept.faq.contact")}
          </Link>
        </p>
      </Section>

      <CallToAction
        id="start"
        title={t("concept.final.title")}
        text={t("concept.final.text")}
        actions={[kidQuiz, ...(woman ? [{ ...womanQuiz, variant: "secondary" as const }] : [])]}
      />
    </div>
  );
}
