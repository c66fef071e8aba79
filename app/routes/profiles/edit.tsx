import { useTranslation } from "~/i18n";
import { Form, Link, redirect, useNavigation } from "react-router";
import { findPalette } from "#domain/profiles.js";
import { PhotoForm } from "~/routes/profiles/PhotoForm";
import { profileQuizPath, quizLinkLabel } from "~/lib/quiz-entry";
import { FormMessage, ProfileFields } from "~/routes/profiles/ProfileFields";
import type { ProfileFormErrors, ProfileFormValues } from "~/lib/profile-form";
import { getRequestContext } from "~/lib/context.server";
import { formRefused, parseForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import {
  loadOwnProfile,
  loadProfiles,
  PHOTO_REQUEST_MAX_BYTES,
  pageTitle,
  patchBody,
  problemMessages,
  readProfileForm,
  refused,
  today,
  uploadPhoto,
} from "~/lib/profiles.server";
import { profilePath, type Profile } from "~/lib/profiles";
import { flashNotice } from "~/lib/session.server";
import type { Route } from "./+types/edit";
import "./profiles.css";
import { privatePageMeta } from "~/lib/seo";

/** /profil/woman/{id} is the woman profile's page, /profil/{id} a kid's (§2). */
const isWomanPage = (request: Request) => new URL(request.url).pathname.includes("/profil/woman/");

/** The profile of the URL, at its right address: a kid's id under /profil/woman goes to /profil. */
async function ownProfile({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  const profile = await loadOwnProfile(ctx, params.profileId);
  if ((profile.profile_type === "WOMAN") !== isWomanPage(request)) {
    throw redirect(localizePath(profilePath(profile), ctx.language));
  }
  return { ctx, profile };
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, profile } = await ownProfile(args);
  const profiles = await loadProfiles(ctx);
  return {
    // The profile's quiz (its next code, resumed where it stopped) and the comment for the stylist
    quiz: { path: profileQuizPath(profile, profiles), ...quizLinkLabel(profile, profiles) },
    // Read by the layout: a WOMAN profile's page is in the women's area (§2)
    profile,
    today: today(),
    confirmDelete: new URL(args.request.url).searchParams.get("confirm") === "delete",
    title: await pageTitle(ctx, "profiles.edit.title", { firstname: profile.firstname }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const { ctx, profile } = await ownProfile(args);
  const { request } = args;
  const here = localizePath(profilePath(profile), ctx.language);
  const id = String(profile.id);

  // The photo form's limit: the body the root middleware reads away if it is refused
  const form = await parseForm(request, PHOTO_REQUEST_MAX_BYTES);
  if (form === 413) return refused("photo", {}, { photo: "profiles.error.photo_too_large" }, 413);
  if (!(form instanceof FormData)) throw formRefused(form);
  const intent = form.get("intent");

  if (intent === "photo") {
    const errors = await uploadPhoto(ctx, profile.id, form);
    if (errors) return refused("photo", {}, errors, 400);
    flashNotice(ctx.session, "profiles.notice.photo_saved");
    throw redirect(here);
  }
  if (intent === "delete") {
    const { error, response } = await ctx.api.DELETE("/clients/me/kids/{id}", { params: { path: { id } } });
    if (error) return refused("delete", {}, problemMessages(error), response.status);
    if (ctx.session.get("active_profile_id") === profile.id) ctx.session.unset("active_profile_id");
    flashNotice(ctx.session, "profiles.notice.deleted");
    throw redirect(localizePath("/infos/kids", ctx.language));
  }
  const values = readProfileForm(form);
  const { error, response } = await ctx.api.PATCH("/clients/me/kids/{id}", {
    params: { path: { id } },
    body: patchBody(profile, values),
  });
  if (error) return refused("save", values, problemMessages(error), response.status);
  flashNotice(ctx.session, "profiles.notice.saved");
  throw redirect(here);
}

/** The form's values: what was typed in a refused post, else the profile as saved. */
function formValues(profile: Profile, typed: ProfileFormValues | undefined): ProfileFormValues {
  if (typed) return typed;
  return {
    firstname: profile.firstname,
    lastname: profile.lastname ?? "",
    gender: profile.gender,
    birthdate: profile.birthdate ?? "",
    top_size: profile.top_size ?? "",
    bottom_size: profile.bottom_size ?? "",
    shoe_size: profile.shoe_size ?? "",
    color: (profile.color && findPalette(profile.gender, profile.color)?.key) ?? "",
  };
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const { profile, today, confirmDelete, quiz } = loaderData;
  const refusedPost = actionData as
    { intent: string; values: ProfileFormValues; errors: ProfileFormErrors } | undefined;
  const saveErrors = refusedPost?.intent === "save" ? refusedPost.errors : {};
  const woman = profile.profile_type === "WOMAN";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const page = href(profilePath(profile));

  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <p className="profile-page__back">
        <Link to={href("/infos/kids")}>{t("profiles.back")}</Link>
      </p>
      <h1 id="profile-title">
        {t(woman ? "profiles.edit.heading_woman" : "profiles.edit.heading", { firstname: profile.firstname })}
      </h1>
      <p className="form-actions profile-page__quiz">
        <Link className="button" to={href(quiz.path)}>
          {t(quiz.key, { firstname: quiz.firstname })}
        </Link>
        <Link className="button button--secondary" to={href(`/quiz/comment/${profile.id}`)}>
          {t("quiz.cta.comment")}
        </Link>
        {profile.has_requested && (
          <Link className="button button--secondary" to={href(`/${profile.id}/malle`)}>
            {t(woman ? "malle.link_woman" : "malle.link")}
          </Link>
        )}
      </p>

      <PhotoForm profile={profile} error={refusedPost?.intent === "photo" ? refusedPost.errors.photo : undefined} />

      <Form method="post" noValidate className="profile-form" aria-labelledby="details-title" key={profile.id}>
        <h2 id="details-title">{t("profiles.edit.details")}</h2>
        <FormMessage error={saveErrors.form} />
        <ProfileFields
          type={profile.profile_type}
          values={formValues(profile, refusedPost?.intent === "save" ? refusedPost.values : undefined)}
          errors={saveErrors}
          today={today}
          colorGender={profile.gender}
        />
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button" disabled={saving}>
            {t("profiles.edit.submit")}
          </button>
        </div>
      </Form>

      <section className="profile-danger" aria-labelledby="delete-title">
        <h2 id="delete-title">{t("profiles.delete.title")}</h2>
        <FormMessage error={refusedPost?.intent === "delete" ? refusedPost.errors.form : undefined} />
        {confirmDelete && refusedPost?.intent !== "delete" ? (
          <Form method="post" action={page} className="profile-danger__confirm">
            <p>{t("profiles.delete.confirm_text", { firstname: profile.firstname })}</p>
            <div className="form-actions">
              <button type="submit" name="intent" value="delete" className="button button--danger">
                {t("profiles.delete.confirm")}
              </button>
              <Link to={page} className="button button--secondary">
                {t("profiles.delete.cancel")}
              </Link>
            </div>
          </Form>
        ) : (
          <>
            <p>{t("profiles.delete.text")}</p>
            <Link to={`${page}?confirm=delete`} className="button button--secondary">
              {t("profiles.delete.ask", { firstname: profile.firstname })}
            </Link>
          </>
        )}
      </section>
    </section>
  );
}
