import { useTranslation } from "~/i18n";
import { pageTexts, section, titleWithBrand, unlessEverythingFailed } from "~/lib/page-content.server";
import { useDateFormat } from "~/lib/format";
import { getRequestContext } from "~/lib/context.server";
import { LEGAL_SECTIONS, legalAnchor } from "~/lib/legal";
import { renderMarkdown } from "~/lib/markdown.server";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import type { Route } from "./+types/terms";
import "./help.css";

const ORDER: readonly string[] = LEGAL_SECTIONS.map((s) => s.code);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, contents] = await Promise.all([
    loadSeo(ctx, request, "terms-and-conditions", {
      fallbackTitle: titleWithBrand(texts["service.legal.title"]),
      fallbackDescription: texts["service.legal.intro"],
    }),
    section("legal contents", () => ctx.api.GET("/website/legal-contents")),
  ]);
  unlessEverythingFailed([contents], texts["error.unknown_message"]);
  const legal = (contents ?? [])
    .filter((content) => ORDER.includes(content.code))
    .sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code))
    .map((content) => ({
      anchor: legalAnchor(content.code),
      title: content.title,
      updatedAt: content.updated_at,
      // The page has h1 and a h2 per text: the texts' own ## headings become h3
      html: renderMarkdown(content.content, { headingOffset: 1 }),
    }));
  return { seo, legal };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** §2 /terms-and-conditions: the six legal texts of §3, one section each (#data, #legal…). */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const { legal } = loaderData;

  return (
    <div className="service-page">
      <header className="service-hero">
        <h1>{t("service.legal.title")}</h1>
        <p>{t("service.legal.intro")}</p>
      </header>
      {legal.length === 0 ? (
        <p className="service-empty">{t("service.legal.empty")}</p>
      ) : (
        <div className="legal-layout">
          <nav className="service-toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title">{t("service.legal.toc_title")}</h2>
            <ol>
              {legal.map((content) => (
                <li key={content.anchor}>
                  <a href={`#${content.anchor}`}>{content.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal-texts">
            {legal.map((content) => (
              <section
                key={content.anchor}
                id={content.anchor}
                className="legal-text"
                aria-labelledby={`${content.anchor}-title`}
              >
                <h2 id={`${content.anchor}-title`}>{content.title}</h2>
                <p className="legal-text__updated">
                  {t("service.legal.updated", { date: formatDate(content.updatedAt) })}
                </p>
                <div className="legal-text__body" dangerouslySetInnerHTML={{ __html: content.html }} />
                <p className="legal-text__top">
                  <a href="#legal-toc-title">{t("service.legal.back_to_top")}</a>
                </p>
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
