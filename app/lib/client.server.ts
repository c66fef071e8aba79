import { ClientIdMismatchError, NoRefreshTokenError, SignedOutError } from "./api.server";
import type { RequestContext } from "./context.server";
import { clearAuth } from "./session.server";

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

/**
 * A missing refresh token or a refused refresh means the visitor is signed out; a client id that
 * differs from the session's is §8's mismatch.
 */
async function fetchClient(ctx: RequestContext) {
  if (!ctx.session.get("access_token")) return null;
  try {
    const { data, response } = await ctx.api.GET("/clients/me");
    if (!data) {
      if (response.status === 401 || response.status === 404) clearAuth(ctx.session);
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
