import { useTranslation } from "~/i18n";
import { Link, data, useRouteLoaderData } from "react-router";
import { readSwitches } from "#domain/switches.js";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero } from "~/components/home/Hero";
import { Section } from "~/components/home/Section";
import { pageTexts, titleWithBrand } from "~/lib/page-content.server";
import type { RootData } from "~/root";
import { getRequestContext } from "~/lib/context.server";
import { legalHref } from "~/lib/legal";
import { useLocalizedHref } from "~/lib/links";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import { useAmount } from "../../lib/amounts";
import { useProgrammeActions } from "../../lib/programme-actions";
import { loadLoyaltyProgramme } from "../../lib/programmes.server";
import type { Route } from "./+types/landing";
import "~/components/home/home.css";
import "~/components/programme-landing.css";
import "./landing.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  // §1: the loyalty programme exists only where its switch is on
  if (!readSwitches(texts).loyalty) throw data(null, { status: 404, statusText: "Page Not Found" });
  const [seo, programme] = await Promise.all([
    loadSeo(ctx, request, "loyalty", {
      fallbackTitle: titleWithBrand(texts["service.loyalty.title"]),
      fallbackDescription: texts["service.loyalty.intro"],
    }),
    loadLoyaltyProgramme(ctx),
  ]);
  return { seo, programme };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * /loyalty, the Little Club for visitors. A signed-in client sees the same presentation (their
 * points come with /infos/loyalty), with a link there instead of the sign-up.
 */
export default function Loyalty({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const amount = useAmount();
  const godfatherAmount = useRouteLoaderData<RootData>("root")?.referralOffer?.godfather_amount;
  const { pointsPerEuro, tiers, validityMonths } = loaderData.programme;
  const { cta, secondary } = useProgrammeActions("loyalty");

  return (
    <div className="home service-landing">
      <Hero
        theme="kid"
        eyebrow={t("service.loyalty.eyebrow")}
        title={t("service.loyalty.title")}
        subtitle={t("service.loyalty.intro")}
        cta={cta}
        secondary={secondary}
        illustrationLabel={t("service.loyalty.illustration")}
      />

      <Section id="earn" title={t("service.loyalty.earn_title")} intro={t("service.loyalty.earn_intro")}>
        <ul className="info-cards">
          <li className="info-card info-card--highlight">
            <h3>{t("service.loyalty.points_title")}</h3>
            <p>
              {pointsPerEuro
                ? t("service.loyalty.points_text", { count: pointsPerEuro })
                : t("service.loyalty.points_text_generic")}
            </p>
          </li>
          <li className="info-card">
            <h3>{t("service.loyalty.extra_title")}</h3>
            <p>{t("service.loyalty.extra_text")}</p>
          </li>
          <li className="info-card">
            <h3>{t("service.loyalty.validity_title")}</h3>
            <p>
              {validityMonths
                ? t("service.loyalty.validity_text", { count: validityMonths })
                : t("service.loyalty.validity_text_generic")}
            </p>
          </li>
        </ul>
      </Section>

      {tiers.length > 0 && (
        <Section
          id="vouchers"
          tone="soft"
          title={t("service.loyalty.vouchers_title")}
          intro={t("service.loyalty.vouchers_intro")}
        >
          <ul className="loyalty-tiers">
            {tiers.map((tier) => (
              <li key={tier.points} className="loyalty-tier">
                <span className="loyalty-tier__points">{t("service.loyalty.tier_points", { count: tier.points })}</span>
                <span className="loyalty-tier__arrow" aria-hidden="true">
                  →
                </span>
                <span className="loyalty-tier__amount">
                  {t("service.loyalty.tier_amount", { amount: amount(tier.euros) })}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="rules" title={t("service.loyalty.rules_title")}>
        <p className="service-landing__text">{t("service.loyalty.rules_text")}</p>
        <p className="service-landing__links">
          <Link to={href(legalHref("little-club"))} className="home-link-arrow">
            {t("service.loyalty.rules_link")}
          </Link>
          <Link to={href("/faq")} className="home-link-arrow">
            {t("service.loyalty.faq_link")}
          </Link>
        </p>
      </Section>

      <CallToAction
        id="referral"
        title={t("service.loyalty.referral_title")}
        text={
          godfatherAmount
            ? t("service.loyalty.referral_text", { amount: amount(godfatherAmount) })
            : t("service.loyalty.referral_text_generic")
        }
        actions={[{ to: href("/referral"), label: t("service.loyalty.referral_cta") }]}
      />
    </div>
  );
}
