import { useTranslation } from "~/i18n";
import { CallToAction } from "~/components/home/CallToAction";
import { useLocalizedHref } from "~/lib/links";

/** The band closing a content page: an invitation to start the style quiz (the kids' one unless told). */
export function SignupCallToAction({
  quiz = "/quiz/signup/kid",
}: {
  quiz?: "/quiz/signup/kid" | "/quiz/signup/woman";
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <CallToAction
      id="start"
      title={t("pages.cta.title")}
      text={t("pages.cta.text")}
      actions={[{ to: href(quiz), label: t("pages.cta.button") }]}
    />
  );
}
