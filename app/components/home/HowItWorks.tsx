import { useTranslation } from "~/i18n";
import { Section } from "./Section";
import { Steps } from "./Steps";
import "./home.css";

/** "How it works" as the kids' home page tells it: the referral invitation, a kids' landing page, too. */
export function KidHowItWorks() {
  const { t } = useTranslation();
  return (
    <Section id="how" title={t("home.steps.title")} intro={t("home.steps.intro")}>
      <Steps
        steps={[
          { icon: "quiz", title: t("home.steps.quiz_title"), text: t("home.steps.quiz_text") },
          { icon: "stylist", title: t("home.steps.stylist_title"), text: t("home.steps.stylist_text") },
          { icon: "home", title: t("home.steps.try_title"), text: t("home.steps.try_text") },
          { icon: "heart", title: t("home.steps.keep_title"), text: t("home.steps.keep_text") },
        ]}
      />
    </Section>
  );
}
