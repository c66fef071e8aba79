import { useTranslation } from "~/i18n";
import { useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero } from "~/components/home/Hero";
import { KidHowItWorks } from "~/components/home/HowItWorks";
import { pageTexts, titleWithBrand } from "~/lib/page-content.server";
import type { RootData } from "~/root";
import { getRequestContext } from "~/lib/context.server";
import { godfatherCookie } from "~/lib/cookies.server";
import { useLocalizedHref } from "~/lib/links";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import { loadGodsonAmount } from "../../lib/programmes.server";
import { useReferralTexts } from "./referral-texts";
import type { Route } from "./+types/invitation";
import "~/components/home/home.css";
import "~/components/programme-landing.css";
import "~/components/programme-section.css";
import "./referral.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, godsonAmount] = await Promise.all([
    loadSeo(ctx, request, "lp-referral-invitation", {
      fallbackTitle: titleWithBrand(texts["service.invitation.title_generic"]),
      fallbackDescription: texts["service.invitation.intro"],
    }),
    loadGodsonAmount(ctx),
  ]);
  // ?godfather= is kept in the lc_godfather cookie by the root middleware (§2), read at sign-up
  const godfather =
    new URL(request.url).searchParams.get("godfather") ?? godfatherCookie.parse(request.headers.get("Cookie"));
  return { seo, godsonAmount, invited: Boolean(godfather?.trim()), invitedBy: await godfatherName(ctx, godfather) };
}

/** The first name of the client a share link's code names (GET referral/godfather), when the code is one. */
async function godfatherName(ctx: ReturnType<typeof getRequestContext>, godfather: string | null | undefined) {
  const code = godfather?.trim();
  if (!code || !/^[A-Za-z0-9]{4,32}$/.test(code)) return null;
  const { data: found } = await ctx.api.GET("/referral/godfather", { params: { query: { code } } });
  return found?.firstname?.trim() || null;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /lp-referral/invitation: where an invited friend (the godson) lands, then goes to the sign-up quiz. */
export default function ReferralInvitation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const woman = useRouteLoaderData<RootData>("root")?.switches.woman ?? false;
  const texts = useReferralTexts(loaderData.godsonAmount);
  const kidQuiz = { to: href("/quiz/signup/kid"), label: t("service.invitation.cta") };
  const womanQuiz = { to: href("/quiz/signup/woman"), label: t("service.invitation.cta_woman") };

  return (
    <div className="home service-landing">
      {loaderData.invitedBy && (
        <p className="referral-invited-by">{t("referral.invitation.from", { name: loaderData.invitedBy })}</p>
      )}
      {loaderData.invited && (
        <p className="notice" role="status">
          {t("service.invitation.saved")}
        </p>
      )}
      <Hero
        theme="kid"
        eyebrow={t("service.invitation.eyebrow")}
        title={
          texts.godson ? t("service.invitation.title", { amount: texts.godson }) : t("service.invitation.title_generic")
        }
        subtitle={t("service.invitation.intro")}
        cta={kidQuiz}
        secondary={woman ? womanQuiz : undefined}
        perks={{
          label: t("home.hero.perks_label"),
          items: [
            texts.godson
              ? t("service.invitation.perk", { amount: texts.godson })
              : t("service.invitation.perk_generic"),
            t("home.hero.perk_delivery"),
            t("home.hero.perk_commitment"),
          ],
        }}
        illustrationLabel={t("home.hero.illustration")}
      />

      <KidHowItWorks />

      <CallToAction
        id="start"
        title={t("service.invitation.final_title")}
        text={texts.godfather ? t("service.invitation.final_text", { amount: texts.godfather }) : texts.forYou}
        actions={[kidQuiz, ...(woman ? [{ ...womanQuiz, variant: "secondary" as const }] : [])]}
      />
    </div>
  );
}
