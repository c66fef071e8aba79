import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import "./update-prompt.css";

const UPDATE_CHECK_MS = 5 * 60_000;

/**
 * Registers the service worker (offline page) and checks builds/latest.json for a newer
 * deployed build, offering a reload when there is one. Enhancement only: nothing without JavaScript.
 */
export function PwaClient({ buildId }: { buildId: string }) {
  const { t } = useTranslation();
  const [newer, setNewer] = useState(false);
  const [swFailed, setSwFailed] = useState(false);

  useEffect(() => {
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js").catch(() => setSwFailed(true));
    }
    const check = async () => {
      try {
        const response = await fetch("/builds/latest.json", { cache: "no-store" });
        if (!response.ok) return;
        const latest = (await response.json()) as { buildId: string };
        if (latest.buildId !== buildId) setNewer(true);
      } catch {
        // offline: try again next time
      }
    };
    const timer = setInterval(check, UPDATE_CHECK_MS);
    return () => clearInterval(timer);
  }, [buildId]);

  return (
    <>
      {swFailed && <span hidden data-sw-registration="failed" />}
      {newer && (
        <div className="update-toast" role="status">
          <span>{t("pwa.update_available")}</span>
          <button type="button" onClick={() => window.location.reload()}>
            {t("pwa.reload")}
          </button>
        </div>
      )}
    </>
  );
}
