import { Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import { profileQuizPath } from "~/lib/quiz-entry";
import { SuggestionGrid } from "~/routes/suggestions/components/SuggestionGrid";
import {
  CATEGORY_CODES,
  SKU_QUERY_MAX,
  isCustomisable,
  suggestionSearch,
} from "~/routes/suggestions/components/wishes";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { pageTitle } from "~/lib/profiles.server";
import { boxPhase } from "~/lib/malle";
import { redirectRequestZero } from "~/lib/malle.server";
import { loadNextSuggestions, loadSuggestions, wishAction } from "./suggestions.server";
import type { Route } from "./+types/index";
import "~/components/content/content-pages.css";
import "~/components/shop/shop-card.css";
import "./suggestions.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /{kidId}/suggestions (route id routes/suggestions/next) and /{kidId}/suggestions/{requestId}
 * (§2, issue 17; signed-up and profile-suggestions guards).
 *
 * Without a request id: the box to come when it can take wishes (a redirect to its page), else
 * why not — no box (book one), a box not opened yet, a box being prepared (its preview when sent).
 *
 * With one: the suggestion search (§3, 24 a page, §9 category filters, a reference/name search)
 * in the profile's sizes, each piece with "add to my box" / "remove" (the wishes of §7), the
 * wishes counted and "done" to the success page. A box that takes no wishes any more lists none
 * and says where it is: its preview waiting for an answer (the way to it), being prepared, or gone.
 * §3's request id 0 is the box to come (a redirect to its id, or to the page without one).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  if (!params.requestId) {
    const next = await loadNextSuggestions(ctx, params.kidId);
    return {
      kind: "next" as const,
      profile: next.profile,
      reason: next.reason,
      deliveryDate: next.next?.delivery_date ?? null,
      previewRequestId: next.previewRequestId,
      quizPath: profileQuizPath(next.profile, next.profiles),
      title: await pageTitle(ctx, "suggestions.next.title", { firstname: next.profile.firstname }),
    };
  }
  await redirectRequestZero(ctx, request, params, "open", `/${params.kidId}/suggestions`);
  const loaded = await loadSuggestions(ctx, params, new URL(request.url));
  const { profile, request: box } = loaded;
  if (!isCustomisable(box)) {
    const phase = boxPhase(box);
    return {
      kind: "next" as const,
      profile,
      reason:
        phase === "waiting" ? "preview" : phase === "to_come" || box.status === "VALIDATED" ? "preparing" : "closed",
      deliveryDate: box.delivery_date,
      previewRequestId: phase === "waiting" ? box.id : null,
      quizPath: null,
      title: await pageTitle(ctx, "suggestions.next.title", { firstname: profile.firstname }),
    };
  }
  const woman = profile.profile_type === "WOMAN";
  return {
    kind: "list" as const,
    ...loaded,
    title: woman
      ? await pageTitle(ctx, "suggestions.list.title_woman")
      : await pageTitle(ctx, "suggestions.list.title", { firstname: loaded.profile.firstname }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  return wishAction(ctx, await readForm(request), params, new URL(request.url));
}

export default function Suggestions({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "next" ? <NextBox data={loaderData} /> : <SuggestionList data={loaderData} />;
}

type Loaded = Route.ComponentProps["loaderData"];

function NextBox({ data }: { data: Extract<Loaded, { kind: "next" }> }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const { profile, reason, deliveryDate, previewRequestId, quizPath, title } = data;
  const malle = href(`/${profile.id}/malle`);
  return (
    <section className="page suggestions-page" aria-labelledby="suggestions-title">
      <p className="suggestions-page__back">
        <Link to={malle}>{t("suggestions.back_malle")}</Link>
      </p>
      <h1 id="suggestions-title">{title}</h1>
      <div className="suggestions-card suggestions-card--why">
        {reason === "none" && (
          <>
            <p>{t("suggestions.next.none")}</p>
            <p className="suggestions-links">
              {quizPath && (
                <Link className="button button--accent" to={href(quizPath)}>
                  {t("suggestions.next.book")}
                </Link>
              )}
              <Link className="button button--secondary" to={malle}>
                {t("suggestions.next.malle")}
              </Link>
            </p>
          </>
        )}
        {reason === "planned" && (
          <>
            <p>
              {deliveryDate
                ? t("suggestions.next.planned", { date: date(deliveryDate) })
                : t("suggestions.next.planned_undated")}
            </p>
            <p className="suggestions-links">
              <Link className="button button--secondary" to={malle}>
                {t("suggestions.next.malle")}
              </Link>
            </p>
          </>
        )}
        {(reason === "preparing" || reason === "preview" || reason === "closed") && (
          <>
            <p>{t(`suggestions.next.${reason}`)}</p>
            <p className="suggestions-links">
              {previewRequestId && (
                <Link className="button button--accent" to={href(`/infos/preview/${profile.id}/${previewRequestId}`)}>
                  {t("suggestions.next.see_preview")}
                </Link>
              )}
              <Link className="button button--secondary" to={malle}>
                {t("suggestions.next.malle")}
              </Link>
            </p>
          </>
        )}
        <p className="suggestions-shuffle-link">
          <Link to={href(`/${profile.id}/style-shuffle`)}>{t("suggestions.shuffle.link")}</Link>
        </p>
      </div>
    </section>
  );
}

function SuggestionList({ data }: { data: Extract<Loaded, { kind: "list" }> }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const { profile, request, query, result, title } = data;
  const base = `/${profile.id}/suggestions/${request.id}`;
  const search = suggestionSearch(query);
  const productHref = (id: number) => href(`${base}/product/${id}`) + search;
  const pageHref = (page: number) => href(base) + suggestionSearch(query, { page });
  const count = request.wishes.length;
  const filtered = query.categories.length > 0 || query.sku_query !== "";
  const loading = navigation.state === "loading" && navigation.location?.pathname === href(base);

  return (
    <section className="page suggestions-page" aria-labelledby="suggestions-title" aria-busy={loading || undefined}>
      <p className="suggestions-page__back">
        <Link to={href(`/${profile.id}/malle`)}>{t("suggestions.back_malle")}</Link>
      </p>
      <h1 id="suggestions-title">{title}</h1>
      <p className="suggestions-page__intro">{t("suggestions.list.intro")}</p>

      <div className="suggestions-bar">
        <p className="suggestions-bar__count" data-testid="wish-count" aria-live="polite">
          {t("suggestions.list.wishes", { count })}
        </p>
        <Link className="button button--accent" to={href(`${base}/success`)}>
          {t("suggestions.list.done")}
        </Link>
        <Link className="suggestions-bar__shuffle" to={href(`/${profile.id}/style-shuffle`)}>
          {t("suggestions.shuffle.link")}
        </Link>
      </div>

      <form method="get" action={href(base)} className="suggestions-filters" key={search}>
        <h2 className="visually-hidden">{t("suggestions.filters.title")}</h2>
        <fieldset>
          <legend>{t("suggestions.filters.categories")}</legend>
          <ul>
            {CATEGORY_CODES.map((code) => (
              <li key={code}>
                <label>
                  <input
                    type="checkbox"
                    name="categories"
                    value={code}
                    defaultChecked={query.categories.includes(code)}
                  />{" "}
                  {t(`category.${code}`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="suggestions-filters__search">
          <label htmlFor="sku_query">{t("suggestions.filters.search")}</label>
          <input
            id="sku_query"
            type="search"
            name="sku_query"
            defaultValue={query.sku_query}
            maxLength={SKU_QUERY_MAX}
            autoComplete="off"
          />
        </p>
        <p className="suggestions-filters__actions">
          <button type="submit">{t("suggestions.filters.apply")}</button>
          {filtered && <Link to={href(base)}>{t("suggestions.filters.reset")}</Link>}
        </p>
      </form>

      <h2 className="suggestions-results__title">{t("suggestions.list.results", { count: result.total })}</h2>
      {result.products.length === 0 ? (
        <div className="suggestions-card suggestions-empty">
          <p>{filtered ? t("suggestions.list.empty_filtered") : t("suggestions.list.empty")}</p>
          {filtered && (
            <p>
              <Link to={href(base)}>{t("suggestions.filters.reset")}</Link>
            </p>
          )}
        </div>
      ) : (
        <SuggestionGrid products={result.products} request={request} sizes={profile} productHref={productHref} />
      )}

      {result.pages > 1 && (
        <nav className="shop-pager suggestions-pager" aria-label={t("suggestions.pager.label")}>
          <ul>
            {result.page > 1 && (
              <li>
                <Link to={pageHref(result.page - 1)} rel="prev" className="shop-pager__step">
                  {t("suggestions.pager.previous")}
                </Link>
              </li>
            )}
            <li>
              <span aria-current="page" className="shop-pager__page shop-pager__page--current">
                {t("suggestions.pager.page", { page: Math.min(result.page, result.pages), pages: result.pages })}
              </span>
            </li>
            {result.page < result.pages && (
              <li>
                <Link to={pageHref(result.page + 1)} rel="next" className="shop-pager__step">
                  {t("suggestions.pager.next")}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </section>
  );
}
