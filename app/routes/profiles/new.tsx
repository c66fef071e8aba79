import { useTranslation } from "~/i18n";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { ProfileType } from "#domain/profiles.js";
import { FormMessage, ProfileFields } from "~/routes/profiles/ProfileFields";
import type { ProfileFormErrors, ProfileFormValues } from "~/lib/profile-form";
import { getRequestContext, type RequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { createBody, pageTitle, problemMessages, readProfileForm, refused, today } from "~/lib/profiles.server";
import { profilePath } from "~/lib/profiles";
import { flashNotice } from "~/lib/session.server";
import type { Route } from "./+types/new";
import "./profiles.css";
import { privatePageMeta } from "~/lib/seo";

/** /profil/new adds a kid, /profil/woman/new the woman profile (in the women's area, §2). */
async function newProfileType({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const ctx: RequestContext = getRequestContext(context);
  const type: ProfileType = new URL(request.url).pathname.includes("/woman/") ? "WOMAN" : "KID";
  // A woman profile is created only while the woman switch is on (new-woman guard, else 404)
  if (type === "WOMAN") await guard({ ctx, request, params }, "new-woman");
  await guard({ ctx, request, params }, "signed-up");
  return { ctx, type };
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, type } = await newProfileType(args);
  return {
    type,
    today: today(),
    title: await pageTitle(ctx, type === "WOMAN" ? "profiles.new.title_woman" : "profiles.new.title_kid"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const { ctx, type } = await newProfileType(args);
  const values = readProfileForm(await readForm(args.request));
  const {
    data: created,
    error,
    response,
  } = await ctx.api.POST("/clients/me/kids", {
    body: createBody(type, values),
  });
  if (!created) return refused("create", values, problemMessages(error), response.status);
  flashNotice(ctx.session, "profiles.notice.created");
  throw redirect(localizePath(profilePath(created), ctx.language));
}

export default function NewProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const { type, today } = loaderData;
  const refusedPost = actionData as { values: ProfileFormValues; errors: ProfileFormErrors } | undefined;
  const errors = refusedPost?.errors ?? {};
  const woman = type === "WOMAN";
  return (
    <section className="page profile-page" aria-labelledby="new-title">
      <p className="profile-page__back">
        <Link to={href("/infos/kids")}>{t("profiles.back")}</Link>
      </p>
      <h1 id="new-title">{t(woman ? "profiles.new.title_woman" : "profiles.new.title_kid")}</h1>
      <p className="profile-page__intro">{t(woman ? "profiles.new.intro_woman" : "profiles.new.intro_kid")}</p>
      <Form method="post" noValidate className="profile-form">
        <FormMessage error={errors.form} />
        <ProfileFields type={type} values={refusedPost?.values ?? {}} errors={errors} today={today} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {t(woman ? "profiles.new.submit_woman" : "profiles.new.submit_kid")}
          </button>
          <Link to={href("/infos/kids")} className="button button--secondary">
            {t("profiles.new.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
