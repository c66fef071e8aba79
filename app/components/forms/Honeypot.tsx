import { useId } from "react";
import { useTranslation } from "~/i18n";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import "./honeypot.css";

/** Put inside every public form; the action checks it with isHoneypotFilled (app/lib/honeypot). */
export function Honeypot() {
  const { t } = useTranslation();
  // Several forms on one page (the footer's newsletter and the page's own) each have theirs
  const id = useId();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("form.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
