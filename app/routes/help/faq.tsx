import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n";
import { Form, Link, useLocation } from "react-router";
import { pageTexts, section, titleWithBrand, unlessEverythingFailed } from "~/lib/page-content.server";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import { filterFaq, type FaqSection } from "./faq-search";
import type { Route } from "./+types/faq";
import "./help.css";

/** A search longer than this is cut: nobody types more, and it is echoed back into the page. */
const MAX_QUERY_LENGTH = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, faq] = await Promise.all([
    loadSeo(ctx, request, "faq", {
      fallbackTitle: titleWithBrand(texts["service.faq.title"]),
      fallbackDescription: texts["service.faq.intro"],
    }),
    section("faq", () => ctx.api.GET("/website/faq")),
  ]);
  unlessEverythingFailed([faq], texts["error.unknown_message"]);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  return { seo, sections: faq ?? [], query };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** schema.org FAQPage of every question (not only the searched ones), for search engines. */
function faqJsonLd(sections: FaqSection[]): string {
  const questions = sections.flatMap((s) => s.questions);
  const json = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  });
  // Inside a <script>, "</script>" in a text would end it early
  return json.replace(/</g, "\\u003c");
}

/**
 * /faq#anchor: the anchor is the id of the answer, inside its <details>, so browsers open it by
 * themselves without JavaScript (Chromium does); with JavaScript the question is opened for the
 * others too, scrolled to and focused.
 */
function useOpenTargetedQuestion() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const answer = id ? document.getElementById(id) : null;
    const details = answer?.closest("details");
    if (!details) return;
    details.open = true;
    details.scrollIntoView({ block: "start" });
    details.querySelector("summary")?.focus({ preventScroll: true });
  }, [hash]);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { sections } = loaderData;
  // The server filters for the GET form; in the browser the same filter follows the typing
  const [query, setQuery] = useState(loaderData.query);
  const [submitted, setSubmitted] = useState(loaderData.query);
  if (submitted !== loaderData.query) {
    // A new GET (submitted search, "show all" link) resets the typed text to what was searched
    setSubmitted(loaderData.query);
    setQuery(loaderData.query);
  }
  useOpenTargetedQuestion();
  const shown = filterFaq(sections, query);
  const count = shown.reduce((total, s) => total + s.questions.length, 0);
  const searching = query.trim() !== "";
  const searchId = useId();

  return (
    <div className="service-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(sections) }} />
      <header className="service-hero">
        <h1>{t("service.faq.title")}</h1>
        <p>{t("service.faq.intro")}</p>
        <Form method="get" role="search" className="faq-search">
          <label htmlFor={searchId}>{t("service.faq.search_label")}</label>
          <div className="faq-search__row">
            <input
              id={searchId}
              type="search"
              name="q"
              value={query}
              maxLength={MAX_QUERY_LENGTH}
              placeholder={t("service.faq.search_placeholder")}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="submit">{t("service.faq.search_submit")}</button>
          </div>
        </Form>
        <p className="faq-search__status" aria-live="polite">
          {searching && count > 0 && t("service.faq.results", { count, query: query.trim() })}
        </p>
      </header>

      {count === 0 ? (
        <section className="service-empty" aria-labelledby="faq-empty-title">
          <h2 id="faq-empty-title">
            {searching ? t("service.faq.no_result_title", { query: query.trim() }) : t("service.faq.empty_title")}
          </h2>
          <p>{t("service.faq.no_result_text")}</p>
          <p className="service-actions">
            {searching && (
              <Link to={href("/faq")} className="button button--secondary" onClick={() => setQuery("")} replace>
                {t("service.faq.show_all")}
              </Link>
            )}
            <Link to={href("/contact")} className="button button--accent">
              {t("service.faq.contact_cta")}
            </Link>
          </p>
        </section>
      ) : (
        <div className="faq-layout">
          {!searching && sections.length > 1 && (
            <nav className="service-toc" aria-labelledby="faq-toc-title">
              <h2 id="faq-toc-title">{t("service.faq.toc_title")}</h2>
              <ol>
                {sections.map((s) => (
                  <li key={s.section}>
                    <a href={`#section-${s.section}`}>{s.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="faq-sections">
            {shown.map((s) => (
              <section
                key={s.section}
                id={`section-${s.section}`}
                className="faq-section"
                aria-labelledby={`section-${s.section}-title`}
              >
                <h2 id={`section-${s.section}-title`}>{s.title}</h2>
                {s.questions.map((q) => (
                  // Search results are shown open: they are what the visitor is looking for
                  <details key={q.anchor} className="faq-question" open={searching || undefined}>
                    <summary>
                      <h3>{q.question}</h3>
                    </summary>
                    <div id={q.anchor} className="faq-question__answer">
                      <p>{q.answer}</p>
                    </div>
                  </details>
                ))}
              </section>
            ))}
            <aside className="service-band" aria-labelledby="faq-more-title">
              <h2 id="faq-more-title">{t("service.faq.more_title")}</h2>
              <p>{t("service.faq.more_text")}</p>
              <Link to={href("/contact")} className="button button--accent">
                {t("service.faq.contact_cta")}
              </Link>
            </aside>
          </div>
        </div>
      )}
    </div>
  );
}
