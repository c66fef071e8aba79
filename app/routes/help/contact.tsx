import { getCollectionProps, getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { ACCEPTED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#domain/attachments.js";
import { isKnownEmailDomain, isValidEmail } from "#domain/email.js";
import { numberFormat } from "#domain/intl.js";
import { Field, FieldErrors, FormErrors } from "~/components/forms/Field";
import { Honeypot } from "~/components/forms/Honeypot";
import { pageTexts, titleWithBrand } from "~/lib/page-content.server";
import type { RootData } from "~/root";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import {
  ATTACHMENTS_FIELD,
  FORM_FIELD,
  NEWSLETTER_LISTS,
  attachmentProblems,
  chosenFiles,
  smsSchema,
  ticketSchema,
  type AttachmentProblem,
  type TicketFields,
} from "./contact-form";
import { contactAction } from "./contact.server";
import type { ContactActionData } from "./contact.server";
import type { Route } from "./+types/contact";
import "./help.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, client] = await Promise.all([
    loadSeo(ctx, request, "contact", {
      fallbackTitle: titleWithBrand(texts["service.contact.title"]),
      fallbackDescription: texts["service.contact.intro"],
    }),
    loadClient(ctx),
  ]);
  const query = new URL(request.url).searchParams;
  const ticket = Number(query.get("ticket"));
  const smsStopped = query.get("sms_stopped");
  return {
    seo,
    // A signed-in client does not type who they are again
    sender: client && {
      sender_name: [client.firstname, client.lastname].filter(Boolean).join(" "),
      sender_email: client.email,
    },
    sent: query.get("sent") === "1" ? { ticket: Number.isInteger(ticket) && ticket > 0 ? ticket : null } : null,
    checkEmail: query.get("check_email") === "1",
    smsStopped: smsStopped ? (NEWSLETTER_LISTS.find((list) => list === smsStopped) ?? "any") : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(getRequestContext(context), request);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const switches = useRouteLoaderData<RootData>("root")?.switches;
  const phone = t("contact.phone");

  if (loaderData.sent) return <TicketSent ticket={loaderData.sent.ticket} checkEmail={loaderData.checkEmail} />;

  return (
    <div className="service-page">
      <header className="service-hero">
        <h1>{t("service.contact.title")}</h1>
        <p>{t("service.contact.intro")}</p>
      </header>
      <div className="contact-layout">
        <aside className="contact-aside" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">{t("service.contact.other_title")}</h2>
          <p>{t("service.contact.faq_text")}</p>
          <p>
            <Link to={href("/faq")} className="contact-aside__link">
              {t("service.contact.faq_cta")}
            </Link>
          </p>
          {/* §1: the phone link shows only when switch.hidden_phone is the text "false" */}
          {switches?.phone && (
            <p className="contact-aside__phone">
              {t("service.contact.phone_text")}{" "}
              <a href={`tel:${phone.replace(/\s/g, "")}`} className="contact-aside__phone-link">
                {phone}
              </a>
            </p>
          )}
          <p className="contact-aside__delay">{t("service.contact.delay")}</p>
        </aside>
        <div className="contact-main">
          <TicketForm sender={loaderData.sender} actionData={actionData?.form === "ticket" ? actionData : undefined} />
          <SmsForm stopped={loaderData.smsStopped} actionData={actionData?.form === "sms" ? actionData : undefined} />
        </div>
      </div>
    </div>
  );
}

function TicketSent({ ticket, checkEmail }: { ticket: number | null; checkEmail: boolean }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <div className="service-page">
      <section className="service-card service-card--done" aria-labelledby="contact-sent-title">
        <h1 id="contact-sent-title">{t("service.contact.sent_title")}</h1>
        {ticket && <p className="service-card__reference">{t("service.contact.sent_reference", { ticket })}</p>}
        <p>{t("service.contact.sent_text")}</p>
        {checkEmail && <p className="service-warning">{t("service.contact.sent_check_email")}</p>}
        <p className="service-actions">
          <Link to={href("/")} className="button button--accent">
            {t("service.contact.sent_home")}
          </Link>
          <Link to={href("/contact")} className="button button--secondary">
            {t("service.contact.sent_again")}
          </Link>
        </p>
      </section>
    </div>
  );
}

type Sender = { sender_name: string; sender_email: string } | null;
type TicketActionData = Extract<ContactActionData, { form: "ticket" }>;

function TicketForm({ sender, actionData }: { sender: Sender; actionData: TicketActionData | undefined }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<TicketFields>({
    id: "contact-ticket",
    lastResult: actionData?.reply,
    defaultValue: sender ?? undefined,
    constraint: getZodConstraint(ticketSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ticketSchema }),
  });
  // Files are checked as soon as they are chosen; the server's verdict is shown until then (its
  // files are gone: only a new choice can be refused before sending)
  const [chosen, setChosen] = useState<AttachmentProblem[] | null>(null);
  const problems = chosen ?? actionData?.problems ?? [];
  const filesInput = useRef<HTMLInputElement>(null);
  const email = String(fields.sender_email.value ?? "").trim();
  const unknownDomain = isValidEmail(email) && !isKnownEmailDomain(email);
  const megabytes = numberFormat(i18n.language, { maximumFractionDigits: 0 }).format(
    MAX_ATTACHMENT_BYTES / 1024 / 1024,
  );
  const formProps = getFormProps(form);

  return (
    <section className="service-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t("service.contact.form_title")}</h2>
      <p className="service-card__note">{t("service.contact.required_note")}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="contact-form"
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          // A refused file keeps the form here, with the text fields checked too
          if (chosen?.length) {
            event.preventDefault();
            filesInput.current?.focus();
          }
        }}
      >
        <input type="hidden" name={FORM_FIELD} value="ticket" />
        <FormErrors errors={form.errors} />
        <Field meta={fields.sender_name} label={t("service.contact.name")} autoComplete="name" />
        <Field meta={fields.sender_email} label={t("service.contact.email")} type="email" autoComplete="email" />
        {unknownDomain && (
          <p className="service-warning" aria-live="polite">
            {t("newsletter.unknown_domain")}
          </p>
        )}
        <div className="contact-form__pair">
          <Field meta={fields.sender_phone} label={t("service.contact.phone")} type="tel" autoComplete="tel" />
          <Field meta={fields.order_id} label={t("service.contact.order")} />
        </div>
        <Field meta={fields.object} label={t("service.contact.subject")} />
        <div className="field">
          <label htmlFor={fields.content.id}>{t("service.contact.message")}</label>
          <textarea {...getTextareaProps(fields.content)} key={fields.content.key} rows={7} />
          <FieldErrors meta={fields.content} />
        </div>
        <div className="field">
          <label htmlFor="contact-attachments">{t("service.contact.files_label")}</label>
          <p id="contact-attachments-hint" className="field__hint">
            {t("service.contact.files_hint", { max: MAX_ATTACHMENTS, size: megabytes })}
          </p>
          <input
            ref={filesInput}
            id="contact-attachments"
            type="file"
            name={ATTACHMENTS_FIELD}
            multiple
            accept={ACCEPTED_ATTACHMENT_TYPES.join(",")}
            aria-describedby="contact-attachments-hint contact-attachments-errors"
            aria-invalid={problems.length > 0 || undefined}
            onChange={(event) => {
              const files = chosenFiles(Array.from(event.currentTarget.files ?? []));
              void attachmentProblems(files).then(setChosen);
            }}
          />
          <div id="contact-attachments-errors" aria-live="polite">
            {problems.length > 0 && (
              <ul className="field__error contact-form__problems">
                {problems.map((problem) => (
                  <li key={`${problem.reason}:${problem.name}`}>
                    {t(`service.contact.file_error.${problem.reason}`, {
                      name: problem.name,
                      max: MAX_ATTACHMENTS,
                      size: megabytes,
                    })}
                  </li>
                ))}
              </ul>
            )}
            {actionData?.filesDropped && chosen === null && (
              <p className="service-warning">{t("service.contact.file_error.choose_again")}</p>
            )}
          </div>
        </div>
        <Honeypot />
        <div className="form-actions">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("service.contact.sending") : t("service.contact.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

type SmsActionData = Extract<ContactActionData, { form: "sms" }>;

/** §5 phone unsubscribe: stop the text messages of a list for a number (list and phone required). */
function SmsForm({ stopped, actionData }: { stopped: string | null; actionData: SmsActionData | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "contact-sms",
    lastResult: actionData?.reply,
    constraint: getZodConstraint(smsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: smsSchema }),
  });
  const lists = getCollectionProps(fields.list, { type: "radio", options: [...NEWSLETTER_LISTS] });

  return (
    <section id="sms" className="service-card contact-sms" aria-labelledby="sms-title">
      <h2 id="sms-title">{t("service.sms.title")}</h2>
      <p>{t("service.sms.intro")}</p>
      {stopped && (
        <p className="service-success" role="status">
          {stopped === "any" ? t("service.sms.done_any") : t(`service.sms.done_${stopped}`)}
        </p>
      )}
      <Form method="post" className="contact-form" {...getFormProps(form)}>
        <input type="hidden" name={FORM_FIELD} value="sms" />
        <FormErrors errors={form.errors} />
        <fieldset
          className="contact-form__lists"
          aria-describedby={fields.list.errors ? fields.list.errorId : undefined}
        >
          <legend>{t("service.sms.list")}</legend>
          {lists.map((props) => (
            <label key={props.key} className="contact-form__choice">
              <input {...props} key={props.key} />
              {t(`service.sms.list_${props.value}`)}
            </label>
          ))}
          <FieldErrors meta={fields.list} />
        </fieldset>
        <Field meta={fields.phone} label={t("service.sms.phone")} type="tel" autoComplete="tel" />
        <Honeypot />
        <div className="form-actions">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {t("service.sms.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
