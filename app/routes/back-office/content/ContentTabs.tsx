import { NavLink } from "react-router";
import { useTranslation } from "~/i18n";

/** The content section's pages: texts, legal texts, FAQ, SEO, blog. */
export function ContentTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("back-office-content.tabs")} className="bo-tabs">
      <NavLink to="/back-office/content" end>
        {t("back-office-content.texts_title")}
      </NavLink>
      <NavLink to="/back-office/content/legal">{t("back-office-content.legal_title")}</NavLink>
      <NavLink to="/back-office/content/faq">{t("back-office-website.faq.title")}</NavLink>
      <NavLink to="/back-office/content/seo">{t("back-office-website.seo.title")}</NavLink>
      <NavLink to="/back-office/content/blog">{t("back-office-blog.tab")}</NavLink>
    </nav>
  );
}
