import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { SUBSCRIPTION_FREQUENCIES, booksBox, isQuizCode, stepPath, type FlowStep } from "#domain/quiz.js";
import { FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { QuizStepFrame } from "~/routes/quiz/QuizStepFrame";
import { RadioCard, RadioCards } from "~/routes/quiz/RadioCards";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { localizePath } from "~/lib/paths";
import { pageTitle } from "~/lib/profiles.server";
import { frequencySchema, readFrequency } from "~/routes/quiz/quiz-booking";
import { loadQuizStep, saveProgress, type QuizArgs } from "./quiz.server";
import type { Route } from "./+types/subscription";
import "./quiz-booking.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /quiz/{code}/subscription/{kidId} (§2, issue 15): every how many months a box comes
 * (SUBSCRIPTION_FREQUENCIES), then the checkout with ?frequency=N. A paused or live plan's
 * frequency is chosen to start with.
 */
const STEP: FlowStep = { kind: "subscription" };

function sendSubscriberOn({ params, context }: QuizArgs) {
  const { code, kidId } = params;
  if (!isQuizCode(code) || booksBox(code) || !kidId || !/^[1-9][0-9]{0,9}$/.test(kidId)) return;
  throw redirect(localizePath(stepPath(code, { kind: "profile" }, Number(kidId)), getRequestContext(context).language));
}

export async function loader(args: Route.LoaderArgs) {
  sendSubscriberOn(args);
  const quiz = await loadQuizStep(args, STEP, { subscription: true });
  // The frequency chosen before (back from the checkout), else the plan's own
  const plan = quiz.profile.subscriptions.find((subscription) => subscription.frequency !== null);
  const chosen = readFrequency(new URL(args.request.url).searchParams.get("frequency")) ?? plan?.frequency ?? null;
  return {
    frame: quiz.frame,
    chosen,
    pageTitle: await pageTitle(quiz.ctx, "quiz.meta.title", {
      step: await pageTitle(quiz.ctx, "quiz-booking.subscription.page_title"),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

export async function action(args: Route.ActionArgs) {
  sendSubscriberOn(args);
  const quiz = await loadQuizStep(args, STEP, { subscription: true });
  const submission = parseWithZod(await readForm(args.request), { schema: frequencySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const next: FlowStep = { kind: "checkout" };
  await saveProgress(quiz.ctx, quiz.profile.id, quiz.code, next);
  const path = `${stepPath(quiz.code, next, quiz.profile.id)}?frequency=${submission.value.frequency}`;
  throw redirect(localizePath(path, quiz.ctx.language));
}

export default function SubscriptionStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { frame, chosen } = loaderData;
  const [form, fields] = useSchemaForm(frequencySchema, {
    id: "quiz-frequency",
    lastResult: actionData,
    defaultValue: { frequency: chosen === null ? undefined : String(chosen) },
  });
  return (
    <QuizStepFrame
      frame={frame}
      title={t("quiz-booking.subscription.title")}
      intro={t("quiz-booking.subscription.intro")}
    >
      <Form method="post" className="quiz-booking" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <RadioCards meta={fields.frequency} legend={t("quiz-booking.subscription.legend")}>
          {SUBSCRIPTION_FREQUENCIES.map((months) => (
            <RadioCard
              key={months}
              meta={fields.frequency}
              value={String(months)}
              title={t("quiz-booking.subscription.every", { count: months })}
              text={t(`quiz-booking.subscription.hint_${months}`, { defaultValue: "" }) || null}
            />
          ))}
        </RadioCards>
        <div className="form-actions">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {t("quiz-booking.subscription.submit")}
          </button>
        </div>
      </Form>
    </QuizStepFrame>
  );
}
