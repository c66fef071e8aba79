import { data, Form, useNavigation } from "react-router";
import { PhotoField, usePhotoChoice } from "~/components/profiles/PhotoField";
import { QuizStepFrame } from "~/routes/quiz/QuizStepFrame";
import { useTranslation } from "~/i18n";
import { formRefused, parseForm } from "~/lib/form.server";
import { pageTitle, PHOTO_REQUEST_MAX_BYTES, uploadPhoto } from "~/lib/profiles.server";
import { goToNext, loadQuizStep, saveProgress } from "./quiz.server";
import type { Route } from "./+types/photo";
import { privatePageMeta } from "~/lib/seo";

/**
 * /quiz/{code}/photo/{kidId}: a photo of the kid (or of the woman) for the stylist, uploaded like
 * the profile page's (multipart, POST clients/me/kids/{id}/photo), or skipped; both go on.
 */
export async function loader(args: Route.LoaderArgs) {
  const quiz = await loadQuizStep(args, { kind: "photo" });
  const { profile } = quiz;
  return {
    frame: quiz.frame,
    profile: {
      id: profile.id,
      firstname: profile.firstname,
      lastname: profile.lastname,
      profile_type: profile.profile_type,
      photo_url: profile.photo_url,
      color: profile.color,
    },
    pageTitle: await pageTitle(quiz.ctx, "quiz.meta.title", {
      step: await pageTitle(quiz.ctx, "quiz.photo.title"),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

export async function action(args: Route.ActionArgs) {
  const quiz = await loadQuizStep(args, { kind: "photo" });
  const form = await parseForm(args.request, PHOTO_REQUEST_MAX_BYTES);
  if (form === 413) return data({ error: "profiles.error.photo_too_large" }, { status: 413 });
  if (!(form instanceof FormData)) throw formRefused(form);
  if (form.get("intent") !== "skip") {
    const errors = await uploadPhoto(quiz.ctx, quiz.profile.id, form);
    if (errors) return data({ error: errors.photo }, { status: 400 });
  }
  await saveProgress(quiz.ctx, quiz.profile.id, quiz.code, quiz.next);
  goToNext(quiz);
}

export default function Photo({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { frame, profile } = loaderData;
  const choice = usePhotoChoice(profile, actionData?.error);
  const woman = profile.profile_type === "WOMAN";
  const busy = navigation.state === "submitting";

  return (
    <QuizStepFrame
      frame={frame}
      title={woman ? t("quiz.photo.title") : t("quiz.photo.title_named", { firstname: profile.firstname })}
      intro={t(woman ? "quiz.photo.intro_woman" : "quiz.photo.intro")}
    >
      <Form
        method="post"
        encType="multipart/form-data"
        className="quiz-form"
        onSubmit={(event) => {
          // Skipping needs no picture, even a refused one
          const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
          if (choice.refusedLocally && intent !== "skip") event.preventDefault();
        }}
      >
        <PhotoField profile={profile} choice={choice} chooseLabel={t("quiz.photo.choose")} />
        <div className="form-actions">
          <button type="submit" name="intent" value="skip" className="button button--secondary" disabled={busy}>
            {t("quiz.photo.skip")}
          </button>
          <button type="submit" name="intent" value="upload" className="button" disabled={busy}>
            {t("quiz.photo.submit")}
          </button>
        </div>
      </Form>
    </QuizStepFrame>
  );
}
