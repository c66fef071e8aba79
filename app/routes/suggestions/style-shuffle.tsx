import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { ShuffleCard } from "~/routes/suggestions/components/ShuffleCard";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { pageTitle } from "~/lib/profiles.server";
import { loadShuffle, rateAction } from "./suggestions.server";
import type { Route } from "./+types/style-shuffle";
import "~/components/shop/shop-card.css";
import "./suggestions.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /{kidId}/style-shuffle (issue 17; signed-up and profile-suggestions guards): the looks the
 * profile has not rated, one at a time, "like" or "not for us" (§7 tinder calls); how many are
 * rated and how many remain; when none remains, the page says so. The ratings feed the engine.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  const { profile, suggestions } = await loadShuffle(ctx, params.kidId);
  const woman = profile.profile_type === "WOMAN";
  return {
    profile,
    suggestions,
    title: woman
      ? await pageTitle(ctx, "suggestions.shuffle.title_woman")
      : await pageTitle(ctx, "suggestions.shuffle.title", { firstname: profile.firstname }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  return rateAction(ctx, await readForm(request), params.kidId, new URL(request.url));
}

export default function StyleShuffle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { profile, suggestions, title } = loaderData;
  const { rated, remaining, looks } = suggestions;
  const total = rated + remaining;
  return (
    <section className="page suggestions-page shuffle-page" aria-labelledby="shuffle-title">
      <p className="suggestions-page__back">
        <Link to={href(`/${profile.id}/malle`)}>{t("suggestions.back_malle")}</Link>
      </p>
      <h1 id="shuffle-title">{title}</h1>
      <p className="suggestions-page__intro">{t("suggestions.shuffle.intro")}</p>
      {total > 0 && (
        <p className="shuffle-progress" data-testid="shuffle-progress">
          <progress value={rated} max={total} aria-hidden="true" />
          <span>{t("suggestions.shuffle.progress", { rated, remaining })}</span>
        </p>
      )}
      {looks.length === 0 ? (
        <div className="suggestions-card shuffle-done">
          <h2>{t("suggestions.shuffle.done_title")}</h2>
          <p>{total > 0 ? t("suggestions.shuffle.done") : t("suggestions.shuffle.none")}</p>
          <p className="suggestions-links">
            <Link className="button button--accent" to={href(`/${profile.id}/suggestions`)}>
              {t("suggestions.shuffle.to_suggestions")}
            </Link>
            <Link className="button button--secondary" to={href(`/${profile.id}/malle`)}>
              {t("suggestions.next.malle")}
            </Link>
          </p>
        </div>
      ) : (
        <ShuffleCard looks={looks} />
      )}
    </section>
  );
}
