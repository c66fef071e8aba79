import { useEffect, useId, useState } from "react";
import { Honeypot } from "~/components/forms/Honeypot";
import { useTranslation } from "~/i18n";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import type { NewsletterOutcome } from "~/lib/session.server";
import "./newsletter-form.css";

/**
 * Newsletter sign-up (§4, §5): entry, then thanks; an empty e-mail is asked for, an invalid one
 * shows form_wrong_email;
 * an unknown domain shows a soft warning. Works as a plain post; with JavaScript, a fetcher.
 */
export function NewsletterForm({ list }: { list: "KID" | "WOMAN" }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<NewsletterOutcome>();
  const flashed = useRouteLoaderData<RootData>("root")?.newsletter ?? null;
  const outcome = fetcher.data ?? flashed;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const inputId = useId();
  const messageId = useId();

  if (outcome?.status === "subscribed") {
    return (
      <section id="newsletter" className="newsletter" aria-live="polite">
        <p className="newsletter__thanks">{t("newsletter.thanks")}</p>
        {outcome.unknownDomain && <p className="newsletter__warning">{t("newsletter.unknown_domain")}</p>}
      </section>
    );
  }
  const invalid = outcome?.status === "invalid" || outcome?.status === "missing";
  return (
    <section id="newsletter" className="newsletter">
      <h2>{list === "WOMAN" ? t("newsletter.title_woman") : t("newsletter.title")}</h2>
      <fetcher.Form method="post" action="/resources/newsletter" noValidate>
        <input type="hidden" name="list" value={list} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <Honeypot />
        {hydrated && <input type="hidden" name="js" value="1" />}
        <label htmlFor={inputId}>{t("newsletter.email_label")}</label>
        <div className="newsletter__row">
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            defaultValue={outcome?.email ?? ""}
            aria-invalid={invalid || undefined}
            aria-describedby={outcome ? messageId : undefined}
          />
          <button type="submit" disabled={fetcher.state !== "idle"}>
            {t("newsletter.submit")}
          </button>
        </div>
        <div id={messageId} aria-live="polite">
          {outcome?.status === "missing" && <p className="form-error">{t("newsletter.email_required")}</p>}
          {outcome?.status === "invalid" && <p className="form-error">{t("form_wrong_email")}</p>}
          {outcome?.status === "failed" && <p className="form-error">{t("newsletter.failed")}</p>}
        </div>
      </fetcher.Form>
    </section>
  );
}
