import { isCrawler } from "./crawler.server";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { findLocalePair, type LocalePair, type SiteLanguage } from "#domain/locales.js";
import { forgetClient } from "./client.server";
import { paymentReturnOf } from "./embedded-payment";
import { ClientIdMismatchError, NoRefreshTokenError, createApi, tokenClientId, type Api } from "./api.server";
import { countryCookie, godfatherCookie, kidCodeCookie, womanCodeCookie } from "./cookies.server";
import { drainUnread } from "./form.server";
import { preferredLanguage } from "./i18n.server";
import { reportError } from "./monitoring";
import { cleanUrl, isBackOfficePath, localizePath, pageLanguage, prefixLanguage } from "./paths";
import { clearAuth, sessionStorage, type AppSession } from "./session.server";
import { visitorContext } from "./visitor.server";

/**
 * Route parameters that name a profile (§2 global navigation behaviour). §2 also lists requestId,
 * but a request id is not a profile id: the preview routes name their profile with profileId.
 */
const PROFILE_PARAMS = ["kidId", "profileId"] as const;

/**
 * The active profile: a profile id in the route or in ?profileId selects it and the session keeps
 * it for the pages that follow; editingKidId names the profile being edited, for this page only.
 */
export function selectProfile(params: Record<string, string | undefined>, url: URL, session: AppSession) {
  const named = PROFILE_PARAMS.map((name) => params[name]).find(Boolean) ?? url.searchParams.get("profileId");
  const id = Number(named);
  if (named && Number.isInteger(id) && id > 0) session.set("active_profile_id", id);
  const editing = Number(params.editingKidId);
  return {
    activeProfileId: session.get("active_profile_id") ?? null,
    editingProfileId: Number.isInteger(editing) && editing > 0 ? editing : null,
  };
}

export type RequestContext = {
  language: SiteLanguage;
  /** The chosen locale/country pair, or the language's default pair. */
  pair: LocalePair | undefined;
  session: AppSession;
  api: Api;
  isBot: boolean;
  /** Cookies to add to whatever response this request ends with. */
  setCookies: string[];
  /** Counts the API calls that may have changed something, so per-request caches know they are stale. */
  writes: number;
};

export const requestContext = createContext<RequestContext>();

/** The session as the request brought it, to tell whether the response sets it again. */
const sessionAtStart = new WeakMap<RequestContext, string>();

/**
 * Whether the request's response sets no cookie (its session unchanged, nothing added): only then is
 * its rendered document kept for other views (decision 0069). False before the middleware ran.
 */
export function settled(context: Readonly<RouterContextProvider>): boolean {
  let ctx: RequestContext;
  try {
    ctx = context.get(requestContext);
  } catch {
    return false;
  }
  return ctx.setCookies.length === 0 && JSON.stringify(ctx.session.data) === sessionAtStart.get(ctx);
}

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}

/**
 * Pages have localized twins; files (sitemap.xml, sw.js…), /resources/* and the back-office (its
 * language is the staff member's choice, not the address's) do not.
 */
function isPagePath(pathname: string): boolean {
  return !pathname.startsWith("/resources/") && !/\.[a-z]+$/i.test(pathname) && !isBackOfficePath(pathname);
}

/**
 * Root middleware: one place for what every request does before any loader runs (URL clean-up,
 * locale redirect, session, connect-as, the query parameters of §2) and for committing the
 * session afterwards, so loaders only read and write the session.
 */
export const requestMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  // Whatever the answer, the body no action read is read away before it leaves (decision 0026)
  const settle = async (response: Response) => {
    if (!(await drainUnread(args.request))) response.headers.set("Connection", "close");
    return response;
  };
  try {
    return await settle(await answer(args, next));
  } catch (thrown) {
    if (thrown instanceof Response) throw await settle(thrown);
    await drainUnread(args.request);
    throw thrown;
  }
};

type MiddlewareArgs = Parameters<MiddlewareFunction<Response>>;

async function answer({ request, context }: MiddlewareArgs[0], next: MiddlewareArgs[1]): Promise<Response> {
  const url = new URL(request.url);
  const cleaned = cleanUrl(url);
  if (cleaned) throw redirect(cleaned, 301);

  const userAgent = request.headers.get("user-agent");
  const bot = isCrawler(userAgent);
  const language = pageLanguage(url.pathname);
  if (!bot && !prefixLanguage(url.pathname) && request.method === "GET" && isPagePath(url.pathname)) {
    const preferred = (await preferredLanguage(request)) as SiteLanguage;
    if (preferred !== language) throw redirect(localizePath(url.pathname, preferred) + url.search);
  }

  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  const before = JSON.stringify(session.data);
  const selected = findLocalePair(countryCookie.parse(request.headers.get("Cookie")));
  const ctx: RequestContext = {
    language,
    pair: selected?.language === language ? selected : undefined,
    session,
    api: createApi({
      locale: language,
      session,
      visitor: context.get(visitorContext) ?? undefined,
      onWrite: () => {
        ctx.writes += 1;
        forgetClient(session.get("access_token"));
      },
    }),
    isBot: bot,
    setCookies: [],
    writes: 0,
  };
  context.set(requestContext, ctx);
  sessionAtStart.set(ctx, before);

  const commit = async (response: Response) => {
    if (JSON.stringify(session.data) !== before) response.headers.append("Set-Cookie", await sessionCookie(session));
    for (const cookie of ctx.setCookies) response.headers.append("Set-Cookie", cookie);
    return response;
  };

  const cleanedUrl = await applyQueryBehaviours(url, ctx);
  if (cleanedUrl) return commit(redirect(cleanedUrl));

  const signedOutOnMismatch = checkClientId(session);
  if (signedOutOnMismatch) return commit(redirect(url.pathname + url.search));

  // A session ended elsewhere (a password changed on another device, "this wasn't me") is found when
  // a call's refresh is refused: the loader that made it fails while the session is cleared. Then
  // the page is asked again, as the signed-out visitor it now is (a guarded page leads to sign-in),
  // rather than answered with the error page.
  const signedIn = Boolean(session.get("access_token"));
  const endedNow = () => signedIn && !session.get("access_token");
  try {
    const response = await next();
    if (response.status >= 500 && endedNow()) return commit(redirect(url.pathname + url.search));
    return await commit(response);
  } catch (error) {
    if (error instanceof ClientIdMismatchError) {
      reportMismatch(session);
      clearAuth(session);
      return commit(redirect(url.pathname + url.search));
    }
    if (!(error instanceof Response) && endedNow()) return commit(redirect(url.pathname + url.search));
    throw error;
  }
}

/** What the query may leave in the session (§2): kept for later pages, none of them essential. */
const FROM_QUERY = ["payment_redirect", "paypal_setup_intent_secret", "landing_suggestions"] as const;

/**
 * The session's cookie. Each value a query leaves in it is bounded (queryValue), yet several long
 * ones together could pass the 4 KB a browser keeps, which React Router refuses with an error: then
 * they are dropped, and the visitor keeps their sign-in rather than getting a 500.
 */
async function sessionCookie(session: AppSession): Promise<string> {
  // A session left empty (its flashed message read) is removed rather than kept as an empty cookie:
  // a visitor without one is served the page cache's copies (scripts/page-cache.mjs, decision 0057)
  if (Object.keys(session.data).length === 0) return sessionStorage.destroySession(session);
  try {
    return await sessionStorage.commitSession(session);
  } catch (error) {
    if (!FROM_QUERY.some((key) => session.has(key))) throw error;
    for (const key of FROM_QUERY) session.unset(key);
    return sessionStorage.commitSession(session);
  }
}

/** A longer query value is not one the site's links or a provider send: it is not kept. */
const QUERY_VALUE_MAX = 256;
/** A provider's payment result: Adyen's redirectResult runs to about a kilobyte. */
const PAYMENT_RESULT_MAX = 2048;
/** Preloaded wishes from a landing link (§2 sugg_ids): a few products. */
const WISHES_MAX = 12;
const WISH_ID_MAX = 20;

function queryValue(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value && value.length <= QUERY_VALUE_MAX ? value : undefined;
}

function reportMismatch(session: AppSession) {
  reportError(new ClientIdMismatchError(), { client_id: session.get("client_id") });
}

/** §8: a session whose client id differs from its token's is reported and signed out. */
function checkClientId(session: AppSession): boolean {
  const token = session.get("access_token");
  const clientId = session.get("client_id");
  if (!token || clientId === undefined) return false;
  const fromToken = tokenClientId(token);
  if (fromToken === undefined || fromToken === clientId) return false;
  reportMismatch(session);
  clearAuth(session);
  return true;
}

/**
 * The query parameters of §2 "Global navigation behaviour". Returns the URL to redirect to when
 * a parameter must disappear from the address bar (connect-as), else undefined.
 */
async function applyQueryBehaviours(url: URL, ctx: RequestContext): Promise<string | undefined> {
  const query = url.searchParams;
  const { session } = ctx;

  const godfather = queryValue(query, "godfather");
  if (godfather) ctx.setCookies.push(godfatherCookie.serialize(godfather));
  const kidCode = queryValue(query, "kid_code");
  if (kidCode) ctx.setCookies.push(kidCodeCookie.serialize(kidCode.trim()));
  const womanCode = queryValue(query, "woman_code");
  if (womanCode) ctx.setCookies.push(womanCodeCookie.serialize(womanCode.trim()));

  const paymentReturn = paymentReturnOf(query);
  if (paymentReturn && Object.values(paymentReturn).join("").length <= PAYMENT_RESULT_MAX)
    session.set("payment_redirect", paymentReturn);

  const secret = queryValue(query, "setup_intent_client_secret");
  if (
    query.get("paypalAdded") === "true" &&
    query.get("redirect_status") === "succeeded" &&
    query.get("setup_intent") &&
    secret
  ) {
    session.set("paypal_setup_intent_secret", secret);
  }

  const landing = landingSuggestions(query);
  if (landing) session.set("landing_suggestions", landing);

  const connectAs = query.get("connect-as-access-token");
  if (connectAs) {
    await openConnectAs(ctx, connectAs);
    query.delete("connect-as-access-token");
    const search = query.toString();
    return url.pathname + (search ? `?${search}` : "");
  }
  return undefined;
}

/**
 * §4 connect-as: an administrator's connect-as token (its `act` claim, which the API verifies and
 * answers as connected_as) replaces the stored token, clears the refresh token and takes the
 * client's id. Any other token — a client's own, expired, forged — is ignored and the current
 * session kept: a link carrying someone's token must not sign a visitor into that account.
 */
async function openConnectAs(ctx: RequestContext, token: string): Promise<void> {
  const { session } = ctx;
  const kept = {
    access_token: session.get("access_token"),
    refresh_token: session.get("refresh_token"),
    client_id: session.get("client_id"),
    connect_as: session.get("connect_as"),
  };
  session.set("access_token", token);
  session.unset("refresh_token");
  let client: { id: number; connected_as: boolean } | undefined;
  try {
    ({ data: client } = await ctx.api.GET("/clients/me"));
  } catch (error) {
    // A refused token asks for a refresh, and there is no refresh token to try
    if (!(error instanceof NoRefreshTokenError)) throw error;
  }
  if (client?.connected_as) {
    session.set("client_id", client.id);
    session.set("connect_as", true);
    return;
  }
  clearAuth(session);
  if (kept.access_token) session.set("access_token", kept.access_token);
  if (kept.refresh_token) session.set("refresh_token", kept.refresh_token);
  if (kept.client_id !== undefined) session.set("client_id", kept.client_id);
  if (kept.connect_as) session.set("connect_as", kept.connect_as);
}

/** sugg_t, sugg_b, sugg_g, and sugg_c with sugg_ids entries or a JSON list (§2). */
function landingSuggestions(query: URLSearchParams): AppSession["data"]["landing_suggestions"] {
  const top = queryValue(query, "sugg_t");
  const bottom = queryValue(query, "sugg_b");
  const gender = queryValue(query, "sugg_g");
  let wishes: { id: string; variant_id?: string }[] | undefined;
  const ids = query.getAll("sugg_ids");
  if (ids.length === 1 && ids[0]?.startsWith("[")) {
    try {
      const parsed = JSON.parse(ids[0]) as unknown;
      if (Array.isArray(parsed))
        wishes = parsed.map((entry) =>
          typeof entry === "object" && entry
            ? { id: String(entry.id), variant_id: entry.variant_id ? String(entry.variant_id) : undefined }
            : { id: String(entry) },
        );
    } catch {
      wishes = undefined;
    }
  } else if (query.has("sugg_c") && ids.length) {
    wishes = ids.map((entry) => {
      const [id = "", variant] = entry.split(":");
      return { id, variant_id: variant };
    });
  }
  // Product and size ids are short numbers: anything else is not a wish
  wishes = wishes
    ?.filter((wish) => wish.id.length <= WISH_ID_MAX && (wish.variant_id?.length ?? 0) <= WISH_ID_MAX)
    .slice(0, WISHES_MAX);
  if (!top && !bottom && !gender && !wishes?.length) return undefined;
  return { top_size: top, bottom_size: bottom, gender, wishes };
}
