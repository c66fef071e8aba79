import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero } from "~/components/home/Hero";
import { Section } from "~/components/home/Section";
import { Steps } from "~/components/home/Steps";
import { pageTexts, titleWithBrand } from "~/lib/page-content.server";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import { useProgrammeActions } from "../../lib/programme-actions";
import { loadGodsonAmount } from "../../lib/programmes.server";
import { useReferralTexts } from "./referral-texts";
import type { Route } from "./+types/landing";
import "~/components/home/home.css";
import "~/components/programme-landing.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, godsonAmount] = await Promise.all([
    loadSeo(ctx, request, "referral", {
      fallbackTitle: titleWithBrand(texts["service.referral.title_generic"]),
      fallbackDescription: texts["service.referral.intro"],
    }),
    loadGodsonAmount(ctx),
  ]);
  return { seo, godsonAmount };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * /referral for visitors: what the programme gives (godfather_amount) and how to take part. A
 * signed-in client sees the same page, with the way to their invitations (/infos/referral).
 */
export default function Referral({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const texts = useReferralTexts(loaderData.godsonAmount);
  const { cta, secondary } = useProgrammeActions("referral");

  return (
    <div className="home service-landing">
      <Hero
        theme="kid"
        eyebrow={t("service.referral.eyebrow")}
        title={
          texts.godfather
            ? t("service.referral.title", { amount: texts.godfather })
            : t("service.referral.title_generic")
        }
        subtitle={t("service.referral.intro")}
        cta={cta}
        secondary={secondary}
        perks={{ label: t("service.referral.perks_label"), items: [texts.forYou, texts.forThem] }}
        illustrationLabel={t("service.referral.illustration")}
      />

      <Section id="how" title={t("service.referral.how_title")}>
        <Steps
          steps={[
            {
              icon: "heart",
              title: t("service.referral.step_invite_title"),
              text: t("service.referral.step_invite_text"),
            },
            { icon: "delivery", title: t("service.referral.step_trunk_title"), text: texts.forThem },
            { icon: "home", title: t("service.referral.step_reward_title"), text: texts.forYou },
          ]}
        />
      </Section>

      <Section id="details" tone="soft" title={t("service.referral.details_title")}>
        <ul className="info-cards">
          {(["wallet", "unlimited", "friends"] as const).map((key) => (
            <li key={key} className="info-card">
              <h3>{t(`service.referral.${key}_title`)}</h3>
              <p>{t(`service.referral.${key}_text`)}</p>
            </li>
          ))}
        </ul>
        <p className="service-landing__links">
          <Link to={`${href("/faq")}#parrainage`} className="home-link-arrow">
            {t("service.referral.faq_link")}
          </Link>
        </p>
      </Section>

      <CallToAction
        id="start"
        title={t("service.referral.final_title")}
        text={t("service.referral.final_text")}
        actions={[cta]}
      />
    </div>
  );
}
