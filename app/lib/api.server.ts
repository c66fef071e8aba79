import createClient from "openapi-fetch";
import type { paths } from "~/generated/api-schema";
import { clearAuth, type AppSession } from "./session.server";
import { env } from "./env.server";
import { visitorHeaders } from "./visitor.server";

/** §9: token retry limit 2, wait 1000 ms. */
export const TOKEN_RETRY_LIMIT = 2;
export const TOKEN_RETRY_WAIT_MS = 1000;

/** Raised when a 401 cannot be recovered because the session holds no refresh token (§8). */
export class NoRefreshTokenError extends Error {
  constructor() {
    super("NO REFRESH TOKEN FOUND");
  }
}

/** Raised after a failed refresh: the session has been signed out. */
export class SignedOutError extends Error {
  constructor() {
    super("Signed out: the refresh token was refused");
  }
}

/** The session's client id differs from the token's or the fetched client's (§8). */
export class ClientIdMismatchError extends Error {
  constructor() {
    super("Client ID not matching previous token");
  }
}

type TokenResponse = { access_token: string; refresh_token: string; client_id: number };

/**
 * Where a client's tokens live and how a refreshed pair is kept: the shop's session for a family,
 * the back-office's own cookie for a staff member (decision 0045). One refresh logic serves both.
 */
export type TokenStore = {
  /** The call that exchanges a refresh token for a new pair (PUT). */
  refreshPath: "/clients/token" | "/staff/token";
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  /** Keeps the new pair answered by refreshPath; throws to refuse it (a client id mismatch, §8). */
  save(tokens: { access_token: string; refresh_token: string } & Record<string, unknown>): void;
  /** The refresh was refused: the session is signed out. */
  clear(): void;
};

/** The shop's session as a token store (§8: a refreshed token for another client is refused). */
function clientTokens(session: AppSession): TokenStore {
  return {
    refreshPath: "/clients/token",
    accessToken: () => session.get("access_token"),
    refreshToken: () => session.get("refresh_token"),
    save(tokens) {
      const { client_id } = tokens as TokenResponse;
      const known = session.get("client_id");
      if (known !== undefined && known !== client_id) throw new ClientIdMismatchError();
      session.set("access_token", tokens.access_token);
      session.set("refresh_token", tokens.refresh_token);
      session.set("client_id", client_id);
    },
    clear: () => clearAuth(session),
  };
}

/** Reads the subject of our own JWT without verifying it: the API verifies, we only compare ids. */
export function tokenClientId(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      sub?: string;
    };
    const id = Number(payload.sub);
    return Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

type CallOptions = {
  locale: string;
  baseUrl?: string;
  retryWaitMs?: number;
  fetch?: typeof fetch;
  /** The visitor's address, passed on so the API's limits count each visitor apart (decision 0036). */
  visitor?: string;
  /** Called before every call that may change something (any method but GET). */
  onWrite?: () => void;
};

export type ApiOptions = CallOptions & { session: AppSession };

/**
 * The refreshes in flight in this process, by the refresh token they present: the requests of one
 * session that find its access token expired at once (two tabs, parallel loaders, an idle
 * prefetch) share one rotation and its answer instead of presenting the same token several times
 * (decision 0036). Across storefront processes, the API's grace window answers the others alike.
 */
const refreshesInFlight = new Map<string, Promise<Record<string, unknown> | undefined>>();

/**
 * The storefront's API client for one request: typed from the API's OpenAPI document, sending
 * Accept-Language, the visitor's address and the session's bearer token, refreshing the token on
 * 401 (§8), one refresh per refresh token at a time in this process.
 */
export function createApi({ session, ...options }: ApiOptions) {
  return createTokenApi(clientTokens(session), options);
}

/** The typed API client over any token store (the shop's session, the back-office's). */
export function createTokenApi(
  tokens: TokenStore,
  {
    locale,
    baseUrl = env.apiUrl,
    retryWaitMs = TOKEN_RETRY_WAIT_MS,
    fetch: doFetch = fetch,
    visitor,
    onWrite,
  }: CallOptions,
) {
  const forVisitor = visitor ? visitorHeaders(visitor) : {};

  /** PUT clients/token: the new pair, or undefined when the API refuses the refresh token. */
  async function exchange(refreshToken: string): Promise<Record<string, unknown> | undefined> {
    const response = await doFetch(`${baseUrl}${tokens.refreshPath}`, {
      method: "PUT",
      headers: { ...forVisitor, "content-type": "application/json", "accept-language": locale },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    return response.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
  }

  async function refresh(): Promise<void> {
    const refreshToken = tokens.refreshToken();
    if (!refreshToken) throw new NoRefreshTokenError();
    let pending = refreshesInFlight.get(refreshToken);
    if (!pending) {
      pending = exchange(refreshToken).finally(() => refreshesInFlight.delete(refreshToken));
      refreshesInFlight.set(refreshToken, pending);
    }
    const pair = await pending;
    if (!pair) {
      tokens.clear();
      throw new SignedOutError();
    }
    tokens.save(pair as { access_token: string; refresh_token: string });
  }

  function send(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    headers.set("accept-language", locale);
    for (const [name, value] of Object.entries(forVisitor)) headers.set(name, value);
    const token = tokens.accessToken();
    if (token) headers.set("authorization", `Bearer ${token}`);
    else headers.delete("authorization");
    return doFetch(new Request(request, { headers }));
  }

  async function authFetch(request: Request): Promise<Response> {
    if (request.method !== "GET") onWrite?.();
    const original = request.clone();
    const signedIn = Boolean(tokens.accessToken());
    let response = await send(request);
    // A 401 without a token is the API's answer (e.g. wrong credentials), not an expired session
    for (let attempt = 0; signedIn && response.status === 401 && attempt < TOKEN_RETRY_LIMIT; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryWaitMs));
      await refresh();
      response = await send(original.clone());
    }
    return response;
  }

  return createClient<paths>({ baseUrl, fetch: authFetch });
}

export type Api = ReturnType<typeof createApi>;

/** Throws a Response for an API error so the route's error boundary shows it (never a 500 for a 4xx). */
export function orThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  throw new Response(result.response.statusText, {
    status: result.response.status >= 500 ? 502 : result.response.status,
  });
}
