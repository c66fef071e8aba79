import { Link } from "react-router";
import { QUIZ_TITLE_ID, type QuizFrame } from "~/routes/quiz/QuizStepFrame";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { loadOwnProfile, pageTitle } from "~/lib/profiles.server";
import { profilePath } from "~/lib/profiles";
import type { Route } from "./+types/additional-confirm";
import { privatePageMeta } from "~/lib/seo";

/**
 * /quiz/additional-quiz/confirm/{kidId}: the end of a subscriber's quiz (no box is booked): the
 * answers are saved, the stylist will use them for the next box.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  const profile = await loadOwnProfile(ctx, params.kidId);
  const page = profilePath(profile);
  const frame: QuizFrame = { code: "", profileId: profile.id, progress: null, back: null, exit: page };
  return {
    frame,
    profile: { id: profile.id, firstname: profile.firstname, profile_type: profile.profile_type },
    profilePage: page,
    pageTitle: await pageTitle(ctx, "quiz.meta.title", { step: await pageTitle(ctx, "quiz.additional.title") }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

export default function AdditionalQuizConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { profile, profilePage } = loaderData;
  const woman = profile.profile_type === "WOMAN";
  return (
    <section className="quiz-thanks" aria-labelledby={QUIZ_TITLE_ID}>
      <h1 id={QUIZ_TITLE_ID} tabIndex={-1}>
        {t("quiz.additional.title")}
      </h1>
      <p>{woman ? t("quiz.additional.text_woman") : t("quiz.additional.text", { firstname: profile.firstname })}</p>
      <div className="form-actions">
        <Link to={href(profilePage)} className="button">
          {t("quiz.additional.profile")}
        </Link>
        <Link to={href("/infos")} className="button button--secondary">
          {t("quiz.additional.account")}
        </Link>
      </div>
    </section>
  );
}
