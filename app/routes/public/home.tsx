import { useTranslation } from "~/i18n";
import { useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero } from "~/components/home/Hero";
import { KidHowItWorks } from "~/components/home/HowItWorks";
import { InstagramSection } from "~/routes/public/InstagramGrid";
import { LookList } from "~/components/home/LookList";
import { BrandList, StylistList, TestimonialList } from "~/components/home/People";
import { Section } from "~/components/home/Section";
import { loadHomeContent } from "~/lib/page-content.server";
import type { RootData } from "~/root";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";
import "~/components/home/home.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHomeContent(getRequestContext(context), request, "KID");
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const woman = useRouteLoaderData<RootData>("root")?.switches.woman ?? false;
  const { looks, brands, stylists, testimonials, instagram } = loaderData;
  // A visitor starts a kid's quiz; a client's resumes, or starts a new kid's with its code (start.tsx)
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.client);
  const quiz = { to: href(signedIn ? "/quiz/signup" : "/quiz/signup/kid"), label: t("home.hero.cta") };

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

      <KidHowItWorks />

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

      <InstagramSection
        media={instagram}
        intro={t("home.instagram.intro")}
        account={t("social.instagram")}
        follow={t("home.instagram.follow")}
      />

      <CallToAction
        id="start"
        title={t("home.final.title")}
        text={t("home.final.text")}
        actions={[{ ...quiz, label: t("home.final.cta") }]}
      />
    </div>
  );
}
