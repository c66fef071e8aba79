import { Form, data, redirect, useNavigation } from "react-router";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import { countryEntry } from "#domain/countries.js";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLanguage } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { useModeWords } from "./mode-words";
import { loadReturnMode, postedCarrier, saveReturnMode } from "./returns.server";
import type { Route } from "./+types/mode";
import "./returns.css";

/**
 * /infos/edit/return-mode: how the family sends its returns back, among the modes of its country
 * (colissimo from a post office — or picked up at home in France — and the relay networks). A plain
 * form posted to this route's action; saved, the confirmation page says what was chosen.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const [mode, texts] = await Promise.all([loadReturnMode(ctx), loadTranslations(ctx.language)]);
  return { mode, title: texts["returns.mode.title"] ?? "" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const form = await readForm(request);
  const carrier = postedCarrier(form.get("return_mode"));
  if (!carrier) return data({ error: "returns.mode.required", chosen: null }, { status: 400 });
  const failure = await saveReturnMode(ctx, carrier);
  if (failure) return data({ error: failure, chosen: carrier }, { status: 400 });
  throw redirect(localizePath("/infos/edit/return-mode/confirmation", ctx.language));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ReturnMode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigation = useNavigation();
  const words = useModeWords();
  const { mode } = loaderData;
  // What the family picked stays picked when the page comes back with a message
  const chosen = actionData?.chosen ?? mode.return_mode;
  return (
    <section aria-labelledby="return-mode-title" className="returns">
      <h1 id="return-mode-title">{t("returns.mode.title")}</h1>
      <p>{t("returns.mode.intro", { country: countryEntry(mode.country, language).name })}</p>
      <Form method="post" className="stack" aria-describedby={actionData?.error ? "return-mode-error" : undefined}>
        {actionData?.error && (
          <p className="form-error" role="alert" id="return-mode-error">
            {t(actionData.error)}
          </p>
        )}
        <fieldset className="return-modes">
          <legend>{t("returns.mode.legend")}</legend>
          {mode.modes.map((option) => (
            <div key={option.carrier} className="return-mode">
              <label>
                <input
                  type="radio"
                  name="return_mode"
                  value={option.carrier}
                  defaultChecked={chosen === option.carrier}
                  aria-describedby={`return-mode-${option.carrier}`}
                />
                <span className="return-mode__name">{CARRIER_NAMES[option.carrier]}</span>
              </label>
              <p className="field__hint" id={`return-mode-${option.carrier}`}>
                {words(option)}
              </p>
              {option.finder_url && (
                <a className="return-mode__finder" href={option.finder_url} target="_blank" rel="noopener noreferrer">
                  {t("returns.mode.finder", { carrier: CARRIER_NAMES[option.carrier] })}
                </a>
              )}
            </div>
          ))}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {t("returns.mode.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
