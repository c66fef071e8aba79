// First: zod's configuration holds before any schema is built (see the module)
import "./lib/zod-jitless";
// The global sheet before the sheets of the chrome's components imported below, so theirs win a tie
import "./app.css";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { I18nextProvider } from "react-i18next";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { readSwitches } from "#domain/switches.js";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage";
import { LoadingBar } from "./components/LoadingBar";
import { PwaClient } from "./components/PwaClient";
import { createI18n, i18nFor } from "./i18n";
import { cartCount } from "./lib/cart.server";
import { loadClient } from "./lib/client.server";
import { getRequestContext, requestMiddleware, selectProfile } from "./lib/context.server";
import { env } from "./lib/env.server";
import { useNonce } from "./lib/nonce";
import { PageStyles } from "./lib/page-styles";
import { personal } from "./lib/shared-render.server";
import { createShortCache } from "./lib/short-cache.server";
import { loadTranslationOverrides, loadTranslations } from "./lib/i18n.server";
import { applyLocaleOnLoad } from "./lib/locale-choice.server";
import { BACK_OFFICE_LAYOUT_ID, isBackOfficePath, pageLanguage } from "./lib/paths";
import { reportError } from "./lib/monitoring";
import { bundledTexts, loadLanguage, siteTexts, subscribeTexts } from "./locales";

export const middleware: Route.MiddlewareFunction[] = [requestMiddleware];

/**
 * The browser holds only the languages it has shown (decision 0049), and of the first page's only
 * the texts its render used until the rest arrives (decision 0058): a navigation (into another language too: a redirect
 * to the client's language, a link) waits for the whole language with the pages' data, so the new
 * page renders with all its texts at once.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const [result] = await Promise.all([next(), loadLanguage(pageLanguage(new URL(request.url).pathname))]);
    return result;
  },
];

/** The footer's referral amount changes seldom: one API call a minute per language, not one per page. */
const referralOffers = createShortCache<{ godfather_amount: number } | null>({ ttlMs: 60_000, maxEntries: 10 });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const url = new URL(request.url);
  // The back-office has its own member, texts and chrome: none of a family's data is read for it
  const shop = !isBackOfficePath(url.pathname);
  const profiles = shop ? selectProfile(params, url, ctx.session) : { activeProfileId: null, editingProfileId: null };
  const [translations, textOverrides, client, referralOffer] = await Promise.all([
    loadTranslations(ctx.language),
    loadTranslationOverrides(ctx.language),
    shop ? loadClient(ctx) : null,
    shop
      ? referralOffers.get(ctx.language, () =>
          ctx.api.GET("/clients/referral_offer").then((result) => result.data ?? null),
        )
      : null,
  ]);
  if (client) await applyLocaleOnLoad(ctx, request, client);
  return {
    language: ctx.language,
    pair: ctx.pair?.tag ?? null,
    // The browser has the bundled texts: only the API's overrides travel with each page
    textOverrides,
    switches: readSwitches(translations),
    // The client's id and e-mail are tokens in a document's render, filled in per view: the render is
    // shared by every signed-in client (decision 0069). The first name is not: the texts choose their
    // words by it (French elides before a vowel: "en tant qu'Inès"), so a render made with a token
    // would not be the client's; it is keyed, the render shared by clients of the same first name.
    client: client && {
      id: personal(context, "client_id", client.id),
      firstname: client.firstname,
      email: client.email ? personal(context, "client_email", client.email) : client.email,
      connected_as: Boolean(ctx.session.get("connect_as")),
    },
    referralOffer,
    ...profiles,
    newsletter: ctx.session.get("newsletter") ?? null,
    notice: ctx.session.get("notice") ?? null,
    cartCount: shop ? cartCount(ctx, request) : 0,
    isBot: ctx.isBot,
    buildId: env.buildId,
    sentryDsn: env.sentryDsn ?? null,
    trackingId: env.trackingId ?? null,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function links(): Route.LinkDescriptors {
  return [
    { rel: "manifest", href: "/manifest.webmanifest" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const backOffice = useRouteLoaderData<{ language: string }>(BACK_OFFICE_LAYOUT_ID);
  const location = useLocation();
  const language = backOffice?.language ?? data?.language ?? pageLanguage(location.pathname);
  const nonce = useNonce();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f6c445" />
        <Meta />
        <PageStyles />
        <Links />
      </head>
      <body>
        {data && (
          <script
            nonce={nonce}
            // Read by entry.client before hydration (Sentry, update check); nothing secret here
            dangerouslySetInnerHTML={{
              __html: `window.ENV=${JSON.stringify({ SENTRY_DSN: data.sentryDsn, BUILD_ID: data.buildId, CLIENT_ID: data.client?.id ?? null })}`,
            }}
          />
        )}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { language, textOverrides } = loaderData;
  // The first page hydrates with its own texts only; the whole language replaces them when it arrives
  const currentTexts = () => siteTexts(language, textOverrides);
  const texts = useSyncExternalStore(subscribeTexts, currentTexts, currentTexts);
  const i18n = useMemo(() => i18nFor(language, texts), [language, texts]);
  // Marks the page as running its scripts: the enhanced forms answer from here on (tests wait for it)
  useEffect(() => void (document.documentElement.dataset.hydrated = "true"), []);
  // The rest of the language once the browser is idle: what a script shows later (a form's errors,
  // a live search's answer) and the next pages have their texts (§9: idle tasks time out)
  useEffect(() => {
    const load = () => void loadLanguage(language).catch(() => {});
    if (!("requestIdleCallback" in window)) return void setTimeout(load, 1000);
    const handle = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <LoadingBar />
      <Outlet />
      <PwaClient buildId={loaderData.buildId} />
    </I18nextProvider>
  );
}

/** Last resort, when the root loader itself failed: the error page with bundled texts. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const language = pageLanguage(location.pathname);
  const i18n = useMemo(() => createI18n(language, bundledTexts(language)), [language]);
  if (!isRouteErrorResponse(error)) reportError(error);
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorPage error={error} />
    </I18nextProvider>
  );
}
