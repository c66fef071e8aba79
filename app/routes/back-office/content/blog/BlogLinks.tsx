import { NavLink } from "react-router";
import { useTranslation } from "~/i18n";
import { ContentTabs } from "../ContentTabs";

/** The content section's tabs, then the blog's two lists: its posts and its categories. */
export function BlogLinks() {
  const { t } = useTranslation();
  return (
    <>
      <ContentTabs />
      <nav aria-label={t("back-office-blog.lists")} className="bo-tabs">
        <NavLink to="/back-office/content/blog" end>
          {t("back-office-blog.posts_title")}
        </NavLink>
        <NavLink to="/back-office/content/blog/categories">{t("back-office-blog.categories_title")}</NavLink>
      </nav>
    </>
  );
}
