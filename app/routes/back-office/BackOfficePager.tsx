import { Pager } from "~/components/Pager";
import { useTranslation } from "~/i18n";

/**
 * The shop's pager (real ?page= links, the filters kept) in the back-office's words; `label`
 * names the list it pages, for the navigation's accessible name.
 */
export function BackOfficePager({
  label,
  ...list
}: {
  label: string;
  page: number;
  pages: number;
  path: string;
  query?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const labels = {
    label,
    previous: t("back-office.pager.previous"),
    next: t("back-office.pager.next"),
    page: t("back-office.pager.page"),
  };
  return <Pager {...list} labels={labels} />;
}
