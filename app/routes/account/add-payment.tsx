import { Trans } from "react-i18next";
import { useTranslation } from "~/i18n";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { ContentLocale } from "#domain/locales.js";
import { SETUP_INTENT_FAILED } from "#domain/payments.js";
import { todayIn } from "#domain/profiles.js";
import { useNumberLocale } from "~/lib/format";
import { EmbeddedPayment } from "~/components/payments/EmbeddedPayment";
import { canEmbed, type EmbeddedStart } from "~/lib/embedded-payment";
import { useHydrated } from "~/components/use-hydrated";
import { orThrow, type Api } from "~/lib/api.server";
import { platformKind, platformNameKey, usableMethods } from "~/lib/checkout";
import { loadClient } from "~/lib/client.server";
import { getRequestContext, type RequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { env } from "~/lib/env.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { reportError } from "~/lib/monitoring";
import { localizePath } from "~/lib/paths";
import {
  PAYMENT_METHODS_PAGE,
  SETUP_CANCELLED,
  SETUP_FAILED_KEY,
  brandName,
  expiryLabel,
  gatewayOf,
  readSetupReturn,
  setupReturnUrl,
  type SetupReturn,
} from "~/lib/payment-methods";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { flashNotice } from "~/lib/session.server";
import type { Route } from "./+types/add-payment";
import "./payment-methods.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /infos/add/payment (§2 account, §4 card setup): the client's saved methods, and a plain form that
 * starts saving a card or PayPal with the provider (POST setup-intents, or adyen-sessions for an
 * Adyen platform) and sends the browser to its hosted page. The provider sends it back here with
 * its result, which the loader registers once (POST payment-methods), then goes on to ?redirect=
 * (the checkout links here) or shows the page with a confirmation, or §8's setup failure.
 * When its scripts run and the storefront has Stripe's publishable key, a Stripe card or PayPal is
 * saved in Stripe's own form on this page instead (decision 0021), which comes back the same way.
 */
type Problem = { type?: string };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const url = new URL(request.url);
  const page = localizePath(PAYMENT_METHODS_PAGE, ctx.language);
  const wanted = safeRedirectPath(url.searchParams.get("redirect"), "");

  const back = readSetupReturn(url.searchParams);
  if (back) {
    // Registered once: the result leaves the address bar (and the session, where the root
    // middleware keeps it), so a refresh cannot post it again
    ctx.session.unset("payment_redirect");
    // The way on is kept for the next try
    const again = wanted ? `${page}?redirect=${encodeURIComponent(wanted)}` : page;
    // Cancelled on the provider's page: nothing failed, nothing to say
    if (back.redirectResult === SETUP_CANCELLED) throw redirect(again);
    if (await registerMethod(ctx, back)) {
      flashNotice(ctx.session, "payment-methods.saved_notice");
      throw redirect(wanted ? localizePath(wanted, ctx.language) : page);
    }
    ctx.session.flash("payment_error", SETUP_FAILED_KEY);
    throw redirect(again);
  }

  const [client, methods, platforms, texts] = await Promise.all([
    loadClient(ctx),
    ctx.api.GET("/clients/me/payment-methods").then(orThrow),
    savablePlatforms(ctx.api),
    loadTranslations(ctx.language),
  ]);
  const usable = new Set(usableMethods(methods, todayIn()).map((method) => method.id));
  return {
    methods: methods.map((method) => ({
      ...method,
      expired: !usable.has(method.id),
      isDefault: method.id === client?.default_payment_method?.id,
    })),
    platforms,
    redirect: wanted,
    failure: ctx.session.get("payment_error") ?? null,
    title: texts["payment-methods.title"] ?? "",
    // Publishable keys only (public by design)
    paymentKeys: env.paymentKeys,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The platforms a client can save (for_shop=false: those a box can be charged with later). */
function savablePlatforms(api: Api): Promise<string[]> {
  return api.GET("/clients/me/available_payment_platforms", { params: { query: { for_shop: "false" } } }).then(orThrow);
}

/** POST clients/me/payment-methods with the provider's result; a refusal is §8's setup failure, reported. */
async function registerMethod(ctx: RequestContext, back: SetupReturn): Promise<boolean> {
  if (back.method) {
    const answer = await ctx.api.POST("/clients/me/payment-methods", {
      body: { ...back.method, redirect_result: back.redirectResult },
    });
    if (answer.data) return true;
    const type = (answer.error as Problem | undefined)?.type;
    reportSetupFailure(ctx, { status: answer.response.status, type, ...back.method });
  } else {
    reportSetupFailure(ctx, { reason: "a return without a platform this page can save" });
  }
  return false;
}

function reportSetupFailure(ctx: RequestContext, extra: Record<string, unknown>) {
  reportError(new Error(SETUP_INTENT_FAILED), { ...extra, client_id: ctx.session.get("client_id") });
}

/**
 * Asks the provider to start saving a method, to come back to `returnUrl`: its hosted page (works
 * without JavaScript), or for Stripe's embedded form the setup intent's client secret. Adyen's
 * methods are saved on its hosted page (a Drop-in setup's sessionResult is not one the API takes).
 */
async function startSetup(api: Api, platform: string, returnUrl: string, embedded: boolean) {
  const kind = platformKind(platform) === "paypal" ? "paypal" : "card";
  const answer =
    gatewayOf(platform) === "adyen"
      ? await api.POST("/clients/me/adyen-sessions", { body: { payment_method_type: kind, return_url: returnUrl } })
      : await api.POST("/clients/me/setup-intents", {
          params: {
            query: { stripe_payment_method_type: kind, return_url: returnUrl, embedded: embedded ? "true" : "false" },
          },
        });
  return {
    redirectUrl: answer.data?.redirect_url,
    clientSecret: answer.data && "client_secret" in answer.data ? answer.data.client_secret : undefined,
    problem: answer.error as Problem | undefined,
    status: answer.response.status,
  };
}

type ActionAnswer = { error?: string; platform: string; embedded?: EmbeddedStart };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params: {} }, "lc-auth");
  const form = await readForm(request);
  const platform = String(form.get("platform") ?? "");
  const wanted = safeRedirectPath(form.get("redirect"), "");
  const refuse = (error: string, status: number) => data<ActionAnswer>({ error, platform }, { status });

  if (!(await savablePlatforms(ctx.api)).includes(platform)) return refuse("payment-methods.error.choose", 400);
  const pageUrl = `${env.siteUrl}${localizePath(PAYMENT_METHODS_PAGE, ctx.language)}`;
  const returnUrl = setupReturnUrl(pageUrl, platform, wanted);
  // Asked for by the page once its scripts run
  const embedded =
    form.get("embedded") === "1" && gatewayOf(platform) === "stripe" && canEmbed(platform, env.paymentKeys);
  const start = await startSetup(ctx.api, platform, returnUrl, embedded);
  if (embedded && start.clientSecret) {
    return {
      platform,
      embedded: { gateway: "stripe", clientSecret: start.clientSecret, returnUrl },
    } satisfies ActionAnswer;
  }
  if (start.redirectUrl) throw redirect(start.redirectUrl);
  // Offered a moment ago, gone now; or an answer without a page to go to
  if (start.problem?.type === "PAYMENT_PLATFORM_UNAVAILABLE" || start.status < 400) {
    return refuse("payment-methods.error.unavailable", 422);
  }
  reportSetupFailure(ctx, { status: start.status, type: start.problem?.type, platform });
  return refuse(SETUP_FAILED_KEY, start.status >= 500 ? 502 : start.status);
}

type Method = Route.ComponentProps["loaderData"]["methods"][number];

export default function AddPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const { methods, platforms, redirect: wanted, failure } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const chosen = answer && platforms.includes(answer.platform) ? answer.platform : platforms[0];
  const hydrated = useHydrated();
  const language = useLanguage() as ContentLocale;
  return (
    <section aria-labelledby="payment-methods-title" className="payment-methods">
      <h1 id="payment-methods-title">{t("payment-methods.title")}</h1>
      <p className="payment-methods__intro">{t("payment-methods.intro")}</p>
      {failure && (
        <p className="form-error payment-methods__failure" role="alert">
          {t(failure)}
        </p>
      )}

      <section aria-labelledby="payment-methods-saved">
        <h2 id="payment-methods-saved">{t("payment-methods.saved.title")}</h2>
        {methods.length === 0 ? (
          <p className="payment-methods__empty">{t("payment-methods.saved.empty")}</p>
        ) : (
          <ul className="payment-methods__list">
            {methods.map((method) => (
              <MethodCard key={method.id} method={method} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="payment-methods-add" className="payment-methods__add">
        <h2 id="payment-methods-add">{t("payment-methods.add.title")}</h2>
        {answer?.embedded ? (
          <EmbeddedPayment
            {...answer.embedded}
            mode="setup"
            keys={loaderData.paymentKeys}
            locale={language}
            restartHref={href(
              wanted ? `${PAYMENT_METHODS_PAGE}?redirect=${encodeURIComponent(wanted)}` : PAYMENT_METHODS_PAGE,
            )}
          />
        ) : platforms.length === 0 ? (
          <p>{t("payment-methods.add.none")}</p>
        ) : (
          <Form method="post">
            {wanted && <input type="hidden" name="redirect" value={wanted} />}
            {/* Stripe's own form needs scripts: asked for only once they run */}
            {hydrated && loaderData.paymentKeys.stripe && <input type="hidden" name="embedded" value="1" />}
            <fieldset
              className="payment-methods__kinds"
              aria-describedby={answer?.error ? "payment-methods-error" : undefined}
            >
              <legend>{t("payment-methods.add.kind")}</legend>
              {platforms.map((platform) => (
                <label key={platform}>
                  <input type="radio" name="platform" value={platform} defaultChecked={platform === chosen} required />
                  {t(platformNameKey(platform))}
                </label>
              ))}
            </fieldset>
            {answer?.error && (
              <p id="payment-methods-error" className="form-error" role="alert">
                {t(answer.error)}
              </p>
            )}
            <p className="payment-methods__hint">{t("payment-methods.add.hint")}</p>
            <div className="form-actions">
              <button type="submit" className="button" disabled={navigation.state === "submitting"}>
                {t("payment-methods.add.submit")}
              </button>
              {wanted && (
                <Link to={href(wanted)} className="button button--secondary">
                  {t("payment-methods.back")}
                </Link>
              )}
            </div>
          </Form>
        )}
      </section>
    </section>
  );
}

function MethodCard({ method }: { method: Method }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  // A card by its brand; PayPal and the like by their platform's name
  const name = method.last4 && method.brand ? brandName(method.brand) : t(platformNameKey(method.platform));
  const classes = ["payment-method", method.isDefault && "payment-method--default"].filter(Boolean).join(" ");
  return (
    <li className={classes}>
      <p className="payment-method__name">
        {name}
        {method.last4 && (
          <>
            {" "}
            <span aria-hidden="true">••••</span>
            <span className="visually-hidden">{t("payment-methods.saved.ending")}</span> {method.last4}
          </>
        )}
      </p>
      {method.expiration_date && (
        <p className="payment-method__expiry">
          <Trans
            i18nKey="payment-methods.saved.expiry"
            values={{ date: expiryLabel(method.expiration_date, locale) }}
            // "03-2029" is never cut at its hyphen
            components={{ date: <span className="payment-method__date" /> }}
          />
        </p>
      )}
      {(method.isDefault || method.expired) && (
        <p className="payment-method__badges">
          {method.isDefault && <span className="payment-method__badge">{t("payment-methods.saved.default")}</span>}
          {method.expired && (
            <span className="payment-method__badge payment-method__badge--expired">
              {t("payment-methods.saved.expired")}
            </span>
          )}
        </p>
      )}
    </li>
  );
}
