/**
 * The suggestion pages' calls (issue 17): the box a profile can wish pieces for, the suggestion
 * search (GET clients/me/kids/{id}/suggestions, 24 a page), a product, the wishes (PUT/DELETE
 * …/wishes/{productId}) and Style Shuffle (GET …/tinder/suggestions, POST …/tinder).
 *
 * The forms post to their page's own action. Without JavaScript the action answers with a flash
 * confirmation and a redirect to the page (its query kept); a form sent by a fetcher (the hidden
 * field `_fetcher`, added once hydrated) is answered with data, so the page is not reloaded.
 */
import { data, redirect } from "react-router";
import { orThrow } from "~/lib/api.server";
import type { RequestContext } from "~/lib/context.server";
import { localizePath } from "~/lib/paths";
import { loadNextBox } from "~/lib/malle.server";
import { loadOwnProfile, loadProfiles } from "~/lib/profiles.server";
import type { Profile } from "~/lib/profiles";
import { flashNotice } from "~/lib/session.server";
import {
  isCustomisable,
  readRatingForm,
  readSuggestionQuery,
  readWishForm,
  type BoxRequest,
} from "~/routes/suggestions/components/wishes";

const ID = /^[1-9][0-9]{0,8}$/;

function notFound(): never {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

const kidPath = (kidId: number) => ({ kidId: String(kidId) });

/** The profile's requests, newest first. */
async function loadRequests(ctx: RequestContext, kidId: number): Promise<BoxRequest[]> {
  return orThrow(await ctx.api.GET("/clients/me/kids/{kidId}/requests", { params: { path: kidPath(kidId) } }));
}

/**
 * /{kidId}/suggestions: the box to come when it can take wishes (the route redirects there);
 * otherwise why not: no box (book one), a box not opened yet, or a box being prepared (its
 * preview when one was sent).
 */
export async function loadNextSuggestions(ctx: RequestContext, kidId: string | undefined) {
  const profile = await loadOwnProfile(ctx, kidId);
  const [next, requests, profiles] = await Promise.all([
    loadNextBox(ctx, profile.id),
    loadRequests(ctx, profile.id),
    loadProfiles(ctx),
  ]);
  if (next && isCustomisable(next)) throw redirect(localizePath(`/${profile.id}/suggestions/${next.id}`, ctx.language));
  const previewSent = requests.find((request) => request.status === "PREVIEW_SENT") ?? null;
  const preparing = requests.find((request) => request.status === "PENDING" && request.is_blocked) ?? null;
  const reason: "preview" | "preparing" | "planned" | "none" = previewSent
    ? "preview"
    : preparing
      ? "preparing"
      : next
        ? "planned"
        : "none";
  return { profile, profiles, reason, next, previewRequestId: previewSent?.id ?? null };
}

/** The request named by the address, the profile's own (else a 404 page). */
async function loadOwnRequest(ctx: RequestContext, profile: Profile, requestId: string | undefined) {
  if (!requestId || !ID.test(requestId)) notFound();
  const request = (await loadRequests(ctx, profile.id)).find((r) => r.id === Number(requestId));
  if (!request) notFound();
  return request;
}

/** /{kidId}/suggestions/{requestId}: the request, its wishes and one page of suggestions. */
export async function loadSuggestions(ctx: RequestContext, params: { kidId?: string; requestId?: string }, url: URL) {
  const profile = await loadOwnProfile(ctx, params.kidId);
  const query = readSuggestionQuery(url.searchParams);
  const [request, result] = await Promise.all([
    loadOwnRequest(ctx, profile, params.requestId),
    ctx.api
      .GET("/clients/me/kids/{id}/suggestions", {
        params: {
          path: { id: String(profile.id) },
          query: {
            page: query.page,
            ...(query.categories.length ? { categories: query.categories } : {}),
            ...(query.sku_query ? { sku_query: query.sku_query } : {}),
          },
        },
      })
      .then(orThrow),
  ]);
  return { profile, request, query, result };
}

/** /{kidId}/suggestions/{requestId}/product/{id}: the request and the product (a retired one is a 404). */
export async function loadSuggestionProduct(
  ctx: RequestContext,
  params: { kidId?: string; requestId?: string; id?: string },
) {
  const profile = await loadOwnProfile(ctx, params.kidId);
  if (!params.id || !ID.test(params.id)) notFound();
  const [request, product] = await Promise.all([
    loadOwnRequest(ctx, profile, params.requestId),
    ctx.api.GET("/products/{id}", { params: { path: { id: params.id } } }).then(orThrow),
  ]);
  return { profile, request, product };
}

/** /{kidId}/suggestions/{requestId}/success: the request and its wished products. */
export async function loadWished(ctx: RequestContext, params: { kidId?: string; requestId?: string }) {
  const profile = await loadOwnProfile(ctx, params.kidId);
  const request = await loadOwnRequest(ctx, profile, params.requestId);
  const products = await Promise.all(
    request.wishes.map(async (wish) => {
      const answer = await ctx.api.GET("/products/{id}", { params: { path: { id: String(wish.product_id) } } });
      if (!answer.data) return null;
      const size = answer.data.variants.find((variant) => variant.variant_id === wish.variant_id)?.size ?? null;
      return { product: answer.data, size };
    }),
  );
  return { profile, request, products: products.filter((item) => item !== null) };
}

export type WishResult =
  | { ok: true; intent: "add" | "remove"; productId: number; notice: string }
  | { ok: false; productId: number | null; error: string };

/** Fetchers get data; plain forms a flash confirmation and the page again (its query kept). */
function answer(ctx: RequestContext, form: FormData, url: URL, result: WishResult | RatingResult, status = 200) {
  if (form.get("_fetcher") === "1") return data(result, { status });
  if (!result.ok) return data(result, { status });
  flashNotice(ctx.session, result.notice);
  throw redirect(url.pathname + url.search);
}

/** The wish forms' action: add (PUT, the size chosen) or remove (DELETE) a product of the request. */
export async function wishAction(
  ctx: RequestContext,
  form: FormData,
  params: { kidId?: string; requestId?: string },
  url: URL,
) {
  const profile = await loadOwnProfile(ctx, params.kidId);
  if (!params.requestId || !ID.test(params.requestId)) notFound();
  const wish = readWishForm(form);
  if (!wish) return answer(ctx, form, url, { ok: false, productId: null, error: "suggestions.error.invalid" }, 400);
  const path = {
    kidId: String(profile.id),
    requestId: params.requestId,
    productId: String(wish.productId),
  };
  const { error, response } =
    wish.intent === "add"
      ? await ctx.api.PUT("/clients/me/kids/{kidId}/requests/{requestId}/wishes/{productId}", {
          params: { path, query: wish.variantId ? { variant_id: String(wish.variantId) } : {} },
        })
      : await ctx.api.DELETE("/clients/me/kids/{kidId}/requests/{requestId}/wishes/{productId}", {
          params: { path, query: {} },
        });
  if (error) {
    const type = (error as { type?: string }).type;
    const key =
      type === "REQUEST_BLOCKED"
        ? "suggestions.error.blocked"
        : type === "TOO_MANY_WISHES"
          ? "suggestions.error.too_many"
          : response.status === 404
            ? "suggestions.error.gone"
            : "suggestions.error.failed";
    return answer(
      ctx,
      form,
      url,
      { ok: false, productId: wish.productId, error: key },
      response.status >= 500 ? 502 : response.status,
    );
  }
  return answer(ctx, form, url, {
    ok: true,
    intent: wish.intent,
    productId: wish.productId,
    notice: wish.intent === "add" ? "suggestions.notice.added" : "suggestions.notice.removed",
  });
}

// ── Style Shuffle ─────────────────────────────────────────────────────────────────────────────

export async function loadShuffle(ctx: RequestContext, kidId: string | undefined) {
  const profile = await loadOwnProfile(ctx, kidId);
  const suggestions = orThrow(
    await ctx.api.GET("/clients/me/kids/{id}/tinder/suggestions", { params: { path: { id: String(profile.id) } } }),
  );
  return { profile, suggestions };
}

export type RatingResult =
  { ok: true; lookId: number; like: boolean; notice: string } | { ok: false; lookId: number | null; error: string };

/** Style Shuffle's action: the look liked or not. */
export async function rateAction(ctx: RequestContext, form: FormData, kidId: string | undefined, url: URL) {
  const profile = await loadOwnProfile(ctx, kidId);
  const rating = readRatingForm(form);
  if (!rating) return answer(ctx, form, url, { ok: false, lookId: null, error: "suggestions.error.invalid" }, 400);
  const { error, response } = await ctx.api.POST("/clients/me/kids/{id}/tinder", {
    params: { path: { id: String(profile.id) } },
    body: { look_id: rating.lookId, like: rating.like },
  });
  if (error)
    return answer(
      ctx,
      form,
      url,
      { ok: false, lookId: rating.lookId, error: "suggestions.error.failed" },
      response.status >= 500 ? 502 : response.status,
    );
  return answer(ctx, form, url, {
    ok: true,
    lookId: rating.lookId,
    like: rating.like,
    notice: rating.like ? "suggestions.shuffle.notice_liked" : "suggestions.shuffle.notice_disliked",
  });
}
