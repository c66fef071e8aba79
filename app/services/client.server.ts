import { ClientIdMismatchError, NoRefreshTokenError, SignedOutError } from "./api.server";
import type { RequestContext } from "./context.server";
import { clearAuth } from "./session.server";

/**
 * The signed-in client for this request, or null. A missing refresh token or a refused refresh
 * means the visitor is signed out; a client id that differs from the session's is §8's mismatch.
 */
export async function loadClient(ctx: RequestContext) {
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
