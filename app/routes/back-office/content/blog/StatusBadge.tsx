import { useTranslation } from "~/i18n";

const TONE = { draft: "bo-badge--warn", scheduled: "", published: "bo-badge--ok" } as const;

/** A post's state: draft, scheduled or published. */
export function StatusBadge({ status }: { status: keyof typeof TONE }) {
  const { t } = useTranslation();
  return <span className={`bo-badge ${TONE[status]}`.trim()}>{t(`back-office-blog.status.${status}`)}</span>;
}
