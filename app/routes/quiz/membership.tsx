import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { booksBox, isQuizCode, stepPath, type FlowStep } from "#domain/quiz.js";
import { FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { QuizStepFrame } from "~/routes/quiz/QuizStepFrame";
import { RadioCard, RadioCards } from "~/routes/quiz/RadioCards";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { localizePath } from "~/lib/paths";
import { pageTitle } from "~/lib/profiles.server";
import { membershipSchema, type Membership } from "~/routes/quiz/quiz-booking";
import { loadQuizStep, saveProgress, type QuizArgs } from "./quiz.server";
import type { Route } from "./+types/membership";
import "./quiz-booking.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /quiz/{code}/membership/{kidId} (§2, issue 15): one box or a subscription, as two radio cards
 * saying what each means. A paused plan is offered back as "resume my subscription"; a
 * subscriber's quiz books nothing, so its code goes to the profile step. One shot → the checkout,
 * a subscription → the frequency step.
 */
const STEP: FlowStep = { kind: "membership" };

/** A subscriber has a plan: the quiz ends on the profile step, not here. */
function sendSubscriberOn({ params, context }: QuizArgs) {
  const { code, kidId } = params;
  if (!isQuizCode(code) || booksBox(code) || !kidId || !/^[1-9][0-9]{0,9}$/.test(kidId)) return;
  throw redirect(localizePath(stepPath(code, { kind: "profile" }, Number(kidId)), getRequestContext(context).language));
}

export async function loader(args: Route.LoaderArgs) {
  sendSubscriberOn(args);
  const quiz = await loadQuizStep(args, STEP);
  const paused = quiz.profile.subscription_status === "PAUSED_SUBSCRIPTION";
  return {
    frame: quiz.frame,
    pageTitle: await pageTitle(quiz.ctx, "quiz.meta.title", {
      step: await pageTitle(quiz.ctx, "quiz-booking.membership.page_title"),
    }),
    firstname: quiz.profile.firstname,
    woman: quiz.profile.profile_type === "WOMAN",
    paused,
    // A paused plan is most likely resumed; otherwise the family chooses
    chosen: paused ? ("subscription" as const) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

export async function action(args: Route.ActionArgs) {
  sendSubscriberOn(args);
  const quiz = await loadQuizStep(args, STEP);
  const submission = parseWithZod(await readForm(args.request), { schema: membershipSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const next: FlowStep = { kind: submission.value.membership === "subscription" ? "subscription" : "checkout" };
  await saveProgress(quiz.ctx, quiz.profile.id, quiz.code, next);
  throw redirect(localizePath(stepPath(quiz.code, next, quiz.profile.id), quiz.ctx.language));
}

export default function MembershipStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { frame, firstname, woman, paused, chosen } = loaderData;
  const [form, fields] = useSchemaForm(membershipSchema, {
    id: "quiz-membership",
    lastResult: actionData,
    defaultValue: { membership: chosen },
  });
  const choice = (value: Membership) => {
    const key = value === "one-shot" ? "one_shot" : paused ? "resume" : "subscription";
    return (
      <RadioCard
        key={value}
        meta={fields.membership}
        value={value}
        title={t(`quiz-booking.membership.${key}.title`)}
        text={t(`quiz-booking.membership.${key}.text`)}
      />
    );
  };
  return (
    <QuizStepFrame
      frame={frame}
      title={woman ? t("quiz-booking.membership.title_woman") : t("quiz-booking.membership.title", { firstname })}
      intro={t("quiz-booking.membership.intro")}
    >
      <Form method="post" className="quiz-booking" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <RadioCards meta={fields.membership} legend={t("quiz-booking.membership.legend")}>
          {/* A paused plan's way back first */}
          {paused ? [choice("subscription"), choice("one-shot")] : [choice("one-shot"), choice("subscription")]}
        </RadioCards>
        <div className="form-actions">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {t("quiz-booking.membership.submit")}
          </button>
        </div>
      </Form>
    </QuizStepFrame>
  );
}
