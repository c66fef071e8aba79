import { ClientIdMismatchError, NoRefreshTokenError, SignedOutError } from "./api.server";
import type { components } from "~/generated/api-schema";
import type { RequestContext } from "./context.server";
import { clearAuth } from "./session.server";
import { createTtlMap } from "./ttl-map.server";

type Loaded = Promise<Awaited<ReturnType<typeof fetchClient>>>;
const loaded = new WeakMap<RequestContext, { token: string | undefined; writes: number; client: Loaded }>();

/**
 * The signed-in client for this request, or null. The root loader, the guards and the page all ask
 * for it: it is fetched once per request, again only after a sign-in/out or a write to the API.
 */
export function loadClient(ctx: RequestContext): Loaded {
  const token = ctx.session.get("access_token");
  const hit = loaded.get(ctx);
  if (hit && hit.token === token && hit.writes === ctx.writes) return hit.client;
  const client = fetchClient(ctx);
  loaded.set(ctx, { token, writes: ctx.writes, client });
  return client;
}

type Client = components["schemas"]["Client"];

/** How long a client's answer serves the next pages of the same session. */
const CLIENT_FRESH_MS = 1_000;
/**
 * The client's answer by access token, for a second: a shopper's pages follow each other within
 * one, and `GET /clients/me` was a sixth of a signed-in page's storefront CPU and what limited its
 * views per second (decision 0069). A write through the session forgets it, so one's own change
 * shows on the next page; a session ended elsewhere shows at the next call the API refuses, at most
 * a second later. Only an answer is kept, never a refusal.
 */
const recent = createTtlMap<Client>({ ttlMs: CLIENT_FRESH_MS, maxEntries: 5_000 });

/** Forgets the client's answer kept for this access token (a write may have changed it). */
export function forgetClient(token: string | undefined) {
  if (token) recent.delete(token);
}

async function askClient(ctx: RequestContext, token: string) {
  const hit = ctx.writes === 0 ? recent.get(token) : undefined;
  if (hit) return { data: hit, status: 200 };
  recent.delete(token);
  const { data, response } = await ctx.api.GET("/clients/me");
  if (data) recent.set(token, data);
  return { data, status: response.status };
}

/**
 * A missing refresh token or a refused refresh means the visitor is signed out; a client id that
 * differs from the session's is §8's mismatch.
 */
async function fetchClient(ctx: RequestContext) {
  const token = ctx.session.get("access_token");
  if (!token) return null;
  try {
    const { data, status } = await askClient(ctx, token);
    if (!data) {
      if (status === 401 || status === 404) clearAuth(ctx.session);
      return null;
    }
    const known = ctx.session.get("client_id");
    if (known !== undefined && known !== data.id) throw new ClientIdMismatchError();
    return data;
  } catch (error) {
    if (error instanceof NoRefreshTokenError || error instanceof SignedOutError) {
      clearAuth(ctx.session);
      return null;
    }
    throw error;
  }
}

export type SignedInClient = NonNullable<Awaited<ReturnType<typeof loadClient>>>;
