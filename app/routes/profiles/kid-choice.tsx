import { useTranslation } from "~/i18n";
import { Form, Link, redirect } from "react-router";
import { ProfileAvatar } from "~/components/profiles/ProfileAvatar";
import { newProfileQuizPath } from "~/lib/quiz-entry";
import { ageLabel } from "~/components/profiles/format";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { loadOwnProfile, loadProfiles, pageTitle, today } from "~/lib/profiles.server";
import { profilePath } from "~/lib/profiles";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/kid-choice";
import "./profiles.css";
import { privatePageMeta } from "~/lib/seo";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "kids");
  return {
    profiles: await loadProfiles(ctx),
    activeId: ctx.session.get("active_profile_id") ?? null,
    today: today(),
    title: await pageTitle(ctx, "profiles.choice.title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** Choosing a profile makes it the active one (§2), then goes on to ?redirect= or its page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "kids");
  const form = await readForm(request);
  const profile = await loadOwnProfile(ctx, String(form.get("profile_id") ?? ""));
  ctx.session.set("active_profile_id", profile.id);
  const wanted = safeRedirectPath(new URL(request.url).searchParams.get("redirect"), profilePath(profile));
  throw redirect(localizePath(wanted, ctx.language));
}

/** /login/kid-choice: after signing in, which profile to go on with. */
export default function KidChoice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const language = useLanguage();
  const { profiles, activeId, today } = loaderData;
  return (
    <section className="page profile-page" aria-labelledby="choice-title">
      <h1 id="choice-title">{t("profiles.choice.title")}</h1>
      {profiles.length === 0 ? (
        <>
          <p className="profiles__empty">{t("profiles.choice.empty")}</p>
          <Link className="button" to={href("/profil/new")}>
            {t("profiles.kids.add_kid")}
          </Link>
        </>
      ) : (
        <Form method="post">
          <p className="profile-page__intro">{t("profiles.choice.intro")}</p>
          <ul className="profile-choice-list">
            {profiles.map((profile) => (
              <li key={profile.id} className="malle-choice">
                <button type="submit" name="profile_id" value={profile.id} className="profile-choice-button">
                  <ProfileAvatar profile={profile} decorative />
                  <span className="profile-choice-button__name">{profile.firstname}</span>
                  <span className="profile-choice-button__meta">
                    {t(`profiles.gender.${profile.gender}`)}
                    {profile.birthdate && ` · ${ageLabel(profile.birthdate, today, language)}`}
                  </span>
                  {profile.id === activeId && (
                    <span className="profile-choice-button__current">{t("profiles.choice.current")}</span>
                  )}
                </button>
                {profile.has_requested && (
                  <Link className="malle-choice__link" to={href(`/${profile.id}/malle`)}>
                    {t(profile.profile_type === "WOMAN" ? "malle.link_woman" : "malle.link")}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Form>
      )}
      <p className="form-actions">
        <Link className="button button--secondary" to={href(newProfileQuizPath("KID", profiles))}>
          {t("quiz.cta.new_kid")}
        </Link>
      </p>
    </section>
  );
}
