import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "~/components/content/PageHeader";
import { audienceOf } from "~/components/content/content.server";
import { seoMeta } from "~/services/seo";
import { CallToAction } from "~/components/home/CallToAction";
import { TestimonialList } from "~/components/home/People";
import { pageTexts, section, titleWithBrand, unlessEverythingFailed } from "~/components/home/content.server";
import { getRequestContext } from "~/services/context.server";
import { useLocalizedHref } from "~/services/links";
import { loadSeo } from "~/services/seo.server";
import type { Route } from "./+types/testimonials";
import "~/styles/home.css";
import "~/styles/content-pages.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const profile_type = audienceOf(texts);
  const [seo, testimonials] = await Promise.all([
    loadSeo(ctx, request, "testimonials", {
      fallbackTitle: titleWithBrand(texts["pages.testimonials.title"]),
      fallbackDescription: texts["pages.testimonials.intro"],
    }),
    section("testimonials", () => ctx.api.GET("/website/testimonials", { params: { query: { profile_type } } })),
  ]);
  unlessEverythingFailed([testimonials], texts["error.unknown_message"]);
  return { seo, testimonials: testimonials ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /testimonials: every published testimonial, with its rating, author and date. */
export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { testimonials } = loaderData;
  return (
    <div className="home content-page">
      <PageHeader
        eyebrow={t("pages.testimonials.eyebrow")}
        title={t("pages.testimonials.title")}
        intro={t("pages.testimonials.intro")}
      />
      <div className="home-section content-list">
        <div className="home-section__inner">
          {testimonials.length > 0 ? (
            <TestimonialList testimonials={testimonials} dated />
          ) : (
            <EmptyState text={t("pages.testimonials.empty")} />
          )}
        </div>
      </div>
      <CallToAction
        id="start"
        title={t("pages.cta.title")}
        text={t("pages.cta.text")}
        actions={[{ to: href("/quiz/signup/kid"), label: t("pages.cta.button") }]}
      />
    </div>
  );
}
