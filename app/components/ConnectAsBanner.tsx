import { useTranslation } from "~/i18n";
import { Form } from "react-router";
import { useLocalizedHref } from "~/lib/links";
import "./connect-as-banner.css";

/** Shown while an administrator acts as a client; ending it signs the session out. */
export function ConnectAsBanner({ firstname }: { firstname: string | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <div className="connect-as-banner" role="status">
      <span>{t("connect_as.notice", { firstname: firstname ?? "" })}</span>
      <Form method="post" action={href("/logout")}>
        <button type="submit">{t("connect_as.end")}</button>
      </Form>
    </div>
  );
}
