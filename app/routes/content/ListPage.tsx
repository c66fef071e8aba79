import { useTranslation } from "~/i18n";
import { EmptyState, PageHeader } from "../../components/content/PageHeader";
import { SignupCallToAction } from "../../components/content/SignupCallToAction";

/** The list pages; each names its texts pages.{name}.eyebrow, .title, .intro and .empty. */
export type ListPageName = "brands" | "stylists" | "testimonials" | "looks";

/**
 * The frame of a list page: its header, then the list (the children) or, with nothing to list, the
 * empty state, and on the pages that invite to sign up, the closing band.
 */
export function ListPage({
  page,
  empty,
  signup = false,
  children,
}: {
  page: ListPageName;
  empty: boolean;
  signup?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="home content-page">
      <PageHeader
        eyebrow={t(`pages.${page}.eyebrow`)}
        title={t(`pages.${page}.title`)}
        intro={t(`pages.${page}.intro`)}
      />
      {empty ? (
        <ContentList>
          <EmptyState text={t(`pages.${page}.empty`)} />
        </ContentList>
      ) : (
        children
      )}
      {signup && <SignupCallToAction />}
    </div>
  );
}

/** A list page's one full-width band holding its list. */
export function ContentList({ children }: { children: React.ReactNode }) {
  return (
    <div className="home-section content-list">
      <div className="home-section__inner">{children}</div>
    </div>
  );
}
