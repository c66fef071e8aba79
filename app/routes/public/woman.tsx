import { useTranslation } from "~/i18n";
import { useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero } from "~/components/home/Hero";
import { InstagramSection } from "~/routes/public/InstagramGrid";
import { LookList } from "~/components/home/LookList";
import { BrandList, StylistList, TestimonialList } from "~/components/home/People";
import { Section } from "~/components/home/Section";
import { Steps } from "~/components/home/Steps";
import { loadHomeContent, requireWomanSwitch } from "~/lib/page-content.server";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import type { RootData } from "~/root";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/woman";
import "~/components/home/home.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  // §1: the women's home exists only while the woman switch is on
  await requireWomanSwitch(ctx);
  return loadHomeContent(ctx, request, "WOMAN");
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The women's home. Like the woman-themed footer (§2), it does not send visitors to the kids'
 * editorial lists (/looks, /stylists, /testimonials, /brands): each section stands on its own.
 */
export default function WomanHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { looks, brands, stylists, testimonials, instagram } = loaderData;
  // A visitor starts a woman's quiz; a client's resumes, or takes her profile's code (start.tsx)
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.client);
  const quiz = { to: href(signedIn ? "/quiz/signup-woman" : "/quiz/signup/woman"), label: t("woman.hero.cta") };

  return (
    <div className="home home--woman">
      <Hero
        theme="woman"
        eyebrow={t("woman.hero.eyebrow")}
        title={t("woman.hero.title")}
        subtitle={t("woman.hero.subtitle")}
        cta={quiz}
        secondary={{ to: href("/concept"), label: t("woman.hero.secondary") }}
        perks={{
          label: t("home.hero.perks_label"),
          items: [t("home.hero.perk_delivery"), t("home.hero.perk_commitment"), t("home.hero.perk_brands")],
        }}
        illustrationLabel={t("woman.hero.illustration")}
      />

      <Section id="how" title={t("home.steps.title")} intro={t("woman.steps.intro")}>
        <Steps
          steps={[
            { icon: "quiz", title: t("home.steps.quiz_title"), text: t("woman.steps.quiz_text") },
            { icon: "stylist", title: t("home.steps.stylist_title"), text: t("woman.steps.stylist_text") },
            { icon: "home", title: t("home.steps.try_title"), text: t("woman.steps.try_text") },
            { icon: "heart", title: t("woman.steps.keep_title"), text: t("woman.steps.keep_text") },
          ]}
        />
      </Section>

      {looks.length > 0 && (
        <Section id="looks" tone="soft" title={t("woman.looks.title")} intro={t("woman.looks.intro")}>
          <LookList looks={looks} />
        </Section>
      )}

      {stylists.length > 0 && (
        <Section id="stylists" title={t("woman.stylists.title")} intro={t("woman.stylists.intro")}>
          <StylistList stylists={stylists} />
        </Section>
      )}

      {testimonials.length > 0 && (
        <Section
          id="testimonials"
          tone="soft"
          title={t("woman.testimonials.title")}
          intro={t("woman.testimonials.intro")}
        >
          <TestimonialList testimonials={testimonials} />
        </Section>
      )}

      {brands.length > 0 && (
        <Section id="brands" title={t("home.brands.title")} intro={t("woman.brands.intro")}>
          <BrandList brands={brands} />
        </Section>
      )}

      <CallToAction
        id="kids"
        tone="kid"
        title={t("woman.kids.title")}
        text={t("woman.kids.text")}
        actions={[{ to: href("/"), label: t("woman.kids.cta") }]}
      />

      <InstagramSection
        media={instagram}
        intro={t("woman.instagram.intro")}
        account={t("social.instagram_woman")}
        follow={t("woman.instagram.follow")}
      />

      <CallToAction
        id="start"
        title={t("woman.final.title")}
        text={t("woman.final.text")}
        actions={[{ ...quiz, label: t("woman.final.cta") }]}
      />
    </div>
  );
}
