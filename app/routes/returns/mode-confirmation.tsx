import { Link } from "react-router";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { useModeWords } from "./mode-words";
import { loadReturnMode } from "./returns.server";
import type { Route } from "./+types/mode-confirmation";
import "./returns.css";

/** /infos/edit/return-mode/confirmation: the return mode saved, in words, and where to go next. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const [mode, texts] = await Promise.all([loadReturnMode(ctx), loadTranslations(ctx.language)]);
  return { mode, title: texts["returns.confirmation.title"] ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ReturnModeConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const words = useModeWords();
  const { mode } = loaderData;
  const chosen = mode.modes.find((m) => m.carrier === mode.return_mode);
  return (
    <section aria-labelledby="return-mode-confirmation-title" className="returns">
      <h1 id="return-mode-confirmation-title">{t("returns.confirmation.title")}</h1>
      <div className="account-card" role="status">
        {mode.return_mode ? (
          <>
            <p>{t("returns.confirmation.text", { carrier: CARRIER_NAMES[mode.return_mode] })}</p>
            {chosen && <p>{words(chosen)}</p>}
          </>
        ) : (
          <p>{t("returns.confirmation.none")}</p>
        )}
      </div>
      <p className="returns__links">
        <Link className="button" to={href("/infos/return-labels")}>
          {t("returns.confirmation.labels_link")}
        </Link>
        <Link to={href("/infos/edit/return-mode")}>{t("returns.confirmation.change")}</Link>
      </p>
    </section>
  );
}
