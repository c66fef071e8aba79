import { useState } from "react";
import { useTranslation } from "~/i18n";
import { useHydrated } from "~/components/use-hydrated";

/**
 * The share link, shown as a read-only field anyone can select and copy; with JavaScript a button
 * copies it to the clipboard and says so (a live region), selecting the text when the clipboard
 * is not allowed.
 */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      (document.getElementById("referral-share-url") as HTMLInputElement | null)?.select();
      setCopied("no");
    }
  };
  return (
    <div className="referral-share">
      <label htmlFor="referral-share-url">{t("referral.share.label")}</label>
      <div className="referral-share__row">
        <input
          id="referral-share-url"
          className="referral-share__url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated && (
          <button type="button" className="button" onClick={copy}>
            {t("referral.share.copy")}
          </button>
        )}
      </div>
      <p className="field__hint" role="status">
        {copied === "yes" ? t("referral.share.copied") : copied === "no" ? t("referral.share.select") : ""}
      </p>
    </div>
  );
}
