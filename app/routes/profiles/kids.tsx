import { useTranslation } from "~/i18n";
import { Link, useRouteLoaderData } from "react-router";
import { SIZE_FIELDS, sizeLabel } from "#domain/profiles.js";
import { ProfileAvatar } from "~/components/profiles/ProfileAvatar";
import { newProfileQuizPath, profileQuizPath, quizLinkLabel } from "~/lib/quiz-entry";
import { ageLabel } from "~/components/profiles/format";
import type { RootData } from "~/root";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { loadProfiles, pageTitle, today } from "~/lib/profiles.server";
import { profilePath, type Profile } from "~/lib/profiles";
import type { Route } from "./+types/kids";
import "./profiles.css";
import { privatePageMeta } from "~/lib/seo";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "profile");
  return {
    profiles: await loadProfiles(ctx),
    today: today(),
    title: await pageTitle(ctx, "profiles.kids.title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

function ProfileCard({ profile, profiles, today }: { profile: Profile; profiles: Profile[]; today: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const language = useLanguage();
  const sizes = SIZE_FIELDS.filter((field) => profile[field]);
  const headingId = `profile-${profile.id}`;
  const quiz = quizLinkLabel(profile, profiles);
  return (
    <li>
      <article
        className={`profile-card profile-card--${profile.profile_type.toLowerCase()}`}
        aria-labelledby={headingId}
      >
        <ProfileAvatar profile={profile} />
        <div className="profile-card__body">
          <h2 id={headingId}>{[profile.firstname, profile.lastname].filter(Boolean).join(" ")}</h2>
          <p className="profile-card__meta">
            {t(`profiles.gender.${profile.gender}`)}
            {profile.birthdate && ` · ${ageLabel(profile.birthdate, today, language)}`}
          </p>
          <p className="profile-card__status">
            <span className={`profile-badge profile-badge--${profile.status.toLowerCase()}`}>
              {t(`profiles.status.${profile.status}`)}
            </span>
            {profile.subscription_status && (
              <span className="profile-card__subscription">
                {t(`profiles.subscription.${profile.subscription_status}`)}
              </span>
            )}
          </p>
          {sizes.length > 0 ? (
            <dl className="profile-card__sizes">
              {sizes.map((field) => (
                <div key={field}>
                  <dt>{t(`profiles.form.${field}`)}</dt>
                  <dd>{sizeLabel(profile[field]!, language)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="profile-card__sizes-missing">{t("profiles.kids.no_sizes")}</p>
          )}
          <div className="form-actions">
            <Link className="button profile-card__quiz" to={href(profileQuizPath(profile, profiles))}>
              {t(quiz.key, { firstname: quiz.firstname })}
            </Link>
            <Link className="button button--secondary profile-card__edit" to={href(profilePath(profile))}>
              {t("profiles.kids.edit", { firstname: profile.firstname })}
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}

/** /infos/kids: the client's kids and woman profile, and the ways to add one. */
export default function Kids({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRouteLoaderData<RootData>("root");
  const { profiles, today } = loaderData;
  const canAddWoman = Boolean(root?.switches.woman) && !profiles.some((p) => p.profile_type === "WOMAN");
  return (
    <section className="profiles" aria-labelledby="kids-title">
      <h1 id="kids-title">{t("profiles.kids.title")}</h1>
      {profiles.length === 0 ? (
        <p className="profiles__empty">{t("profiles.kids.empty")}</p>
      ) : (
        <ul className="profiles__list">
          {profiles.map((profile) => (
            <ProfileCard key={profile.id} profile={profile} profiles={profiles} today={today} />
          ))}
        </ul>
      )}
      <div className="form-actions profiles__add">
        <Link className="button" to={href(newProfileQuizPath("KID", profiles))}>
          {t("quiz.cta.new_kid")}
        </Link>
        <Link className="button button--secondary" to={href("/profil/new")}>
          {t("profiles.kids.add_kid")}
        </Link>
        {canAddWoman && (
          <>
            <Link className="button button--secondary" to={href(newProfileQuizPath("WOMAN", profiles))}>
              {t("quiz.cta.new_woman")}
            </Link>
            <Link className="button button--secondary" to={href("/profil/woman/new")}>
              {t("profiles.kids.add_woman")}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
