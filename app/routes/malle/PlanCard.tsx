import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { FieldErrors, FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useDateFormat } from "~/lib/format";
import { useLocalizedHref } from "~/lib/links";
import {
  PAUSE_MONTHS,
  PAUSE_UNTIL,
  planFormId,
  planState,
  type Plan,
  type PlanActionResult,
  type SubscriptionIntent,
} from "~/lib/malle";
import { frequencyFormSchema, pauseSchema, planActionSchema } from "~/lib/malle-forms";
import { SUBSCRIPTION_FREQUENCIES } from "#domain/quiz.js";
import { PlanFrequency, PlanStateBadge } from "../../components/malle/PlanWords";

type CardProfile = { id: number; firstname: string };
type Reply = SubmissionResult<string[]>;

/** The refusal of the form `intent` of this plan, when it is the one that was posted. */
function lastResultOf(refused: PlanActionResult | undefined, intent: SubscriptionIntent, plan: Plan) {
  return refused?.formId === planFormId(intent, plan.id) ? (refused.result as Reply) : undefined;
}

/** The plan's hidden fields and the button's intent: every form of a card posts them. */
function PlanFields({ profile, plan, intent }: { profile: CardProfile; plan: Plan; intent: SubscriptionIntent }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="profile_id" value={profile.id} />
      <input type="hidden" name="subscription_id" value={plan.id} />
    </>
  );
}

/** A few choices side by side (plain radios, so it works without JavaScript), the group's error under it. */
export function ChoicePills({
  meta,
  legend,
  choices,
}: {
  meta: FieldMetadata<string | number | undefined>;
  legend: string;
  choices: { value: string; label: string }[];
}) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset
      className="malle-pills"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="malle-pills__list">
        {choices.map((choice) => {
          const id = `${meta.id}-${choice.value}`;
          return (
            <label key={choice.value} htmlFor={id} className="malle-pill">
              <input
                type="radio"
                id={id}
                name={meta.name}
                value={choice.value}
                form={meta.formId}
                defaultChecked={String(meta.initialValue ?? "") === choice.value}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      <FieldErrors meta={meta} />
    </fieldset>
  );
}

function PauseForm({ profile, plan, today, refused }: CardProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const schema = pauseSchema(today.day);
  const [form, fields] = useSchemaForm(schema, {
    id: planFormId("pause", plan.id),
    lastResult: lastResultOf(refused, "pause", plan),
  });
  const until = getInputProps(fields.until, { type: "date", ariaDescribedBy: fields.until.descriptionId });
  const choices = [
    ...PAUSE_MONTHS.map((months) => ({
      value: String(months),
      label: t("malle.subscriptions.pause.months", { count: months }),
    })),
    { value: PAUSE_UNTIL, label: t("malle.subscriptions.pause.until") },
  ];
  return (
    <Form method="post" className="malle-form" {...getFormProps(form)}>
      <FormErrors errors={form.errors} />
      <PlanFields profile={profile} plan={plan} intent="pause" />
      <ChoicePills meta={fields.length} legend={t("malle.subscriptions.pause.legend")} choices={choices} />
      <div className="field malle-form__until">
        <label htmlFor={fields.until.id}>{t("malle.subscriptions.pause.until_label")}</label>
        <p id={fields.until.descriptionId} className="field__hint">
          {t("malle.subscriptions.pause.until_hint")}
        </p>
        <input {...until} key={until.key} min={today.tomorrow} max={today.latestPauseEnd} />
        <FieldErrors meta={fields.until} />
      </div>
      <button type="submit" className="button" disabled={navigation.state === "submitting"}>
        {t("malle.subscriptions.pause.submit")}
      </button>
    </Form>
  );
}

function FrequencyForm({ profile, plan, refused }: CardProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(frequencyFormSchema, {
    id: planFormId("frequency", plan.id),
    lastResult: lastResultOf(refused, "frequency", plan),
    defaultValue: { frequency: plan.frequency === null ? undefined : String(plan.frequency) },
  });
  const choices = SUBSCRIPTION_FREQUENCIES.map((months) => ({
    value: String(months),
    label: t("malle.plan.every", { count: months }),
  }));
  return (
    <Form method="post" className="malle-form" {...getFormProps(form)}>
      <FormErrors errors={form.errors} />
      <PlanFields profile={profile} plan={plan} intent="frequency" />
      <ChoicePills meta={fields.frequency} legend={t("malle.subscriptions.change.legend")} choices={choices} />
      {planState(plan) === "paused" && <p className="field__hint">{t("malle.subscriptions.change.paused_hint")}</p>}
      <button type="submit" className="button button--secondary" disabled={navigation.state === "submitting"}>
        {t("malle.subscriptions.change.submit")}
      </button>
    </Form>
  );
}

/** A form of a single button (resume, stop): the plan's fields and any refusal above the button. */
function ButtonForm({
  profile,
  plan,
  refused,
  intent,
  label,
  className,
  children,
}: CardProps & { intent: SubscriptionIntent; label: string; className: string; children?: React.ReactNode }) {
  const navigation = useNavigation();
  const [form] = useSchemaForm(planActionSchema, {
    id: planFormId(intent, plan.id),
    lastResult: lastResultOf(refused, intent, plan),
  });
  return (
    <Form method="post" className="malle-form" {...getFormProps(form)}>
      <FormErrors errors={form.errors} />
      <PlanFields profile={profile} plan={plan} intent={intent} />
      {children}
      <div className="form-actions">
        <button type="submit" className={className} disabled={navigation.state === "submitting"}>
          {label}
        </button>
      </div>
    </Form>
  );
}

/** Today's bounds of the pause form (server-computed, so both renders agree). */
export type PauseDays = { day: string; tomorrow: string; latestPauseEnd: string };

type CardProps = {
  profile: CardProfile;
  plan: Plan;
  today: PauseDays;
  refused: PlanActionResult | undefined;
};

/**
 * One profile's plan on /infos/subscriptions: how often, the next date or the pause, and its
 * actions as forms — pause (1–3 months or until a day) or resume, another frequency, stop (after a
 * confirmation step: ?stop={id}) — or, once stopped, the way to reactivate it.
 */
export function PlanCard({
  stopAsked,
  nextDate,
  ...props
}: CardProps & { stopAsked: boolean; nextDate: string | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const { profile, plan } = props;
  const state = planState(plan);
  const page = href("/infos/subscriptions");
  const stopRefused = lastResultOf(props.refused, "terminate", plan);
  return (
    <article className="malle-card malle-plan-card" id={`plan-${plan.id}`} aria-labelledby={`plan-${plan.id}-title`}>
      <header className="malle-plan-card__head">
        <h2 id={`plan-${plan.id}-title`}>{profile.firstname}</h2>
        <PlanStateBadge plan={plan} />
      </header>
      <dl className="malle-facts">
        <div>
          <dt>{t("malle.subscriptions.frequency")}</dt>
          <dd>
            <PlanFrequency plan={plan} />
          </dd>
        </div>
        {state !== "terminated" && nextDate && (
          <div>
            <dt>{t("malle.subscriptions.next_date")}</dt>
            <dd>{date(nextDate)}</dd>
          </div>
        )}
      </dl>
      <p className="malle-links">
        <Link to={href(`/${profile.id}/malle`)}>{t("malle.subscriptions.see_box")}</Link>
      </p>

      {state === "terminated" && (
        <div className="malle-plan-card__actions">
          <p>{t("malle.subscriptions.terminated")}</p>
          <Link className="button" to={href(`/infos/subscriptions/${profile.id}/reactivate`)}>
            {t("malle.plan.reactivate")}
          </Link>
        </div>
      )}

      {(state === "active" || state === "paused") && (
        <div className="malle-plan-card__actions">
          {state === "active" ? (
            <PauseForm {...props} />
          ) : (
            <ButtonForm
              {...props}
              intent="resume"
              label={t("malle.subscriptions.resume.submit")}
              className="button button--accent"
            >
              <p>{t("malle.subscriptions.resume.text")}</p>
            </ButtonForm>
          )}
          <FrequencyForm {...props} />
          <div className="malle-stop">
            {stopAsked || stopRefused ? (
              <ButtonForm
                {...props}
                intent="terminate"
                label={t("malle.subscriptions.stop.confirm")}
                className="button button--danger"
              >
                <p>{t("malle.subscriptions.stop.text", { firstname: profile.firstname })}</p>
                <p>
                  <Link to={`${page}#plan-${plan.id}`}>{t("malle.subscriptions.stop.cancel")}</Link>
                </p>
              </ButtonForm>
            ) : (
              <Link className="malle-stop__ask" to={`${page}?stop=${plan.id}#plan-${plan.id}`}>
                {t("malle.subscriptions.stop.ask")}
              </Link>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
