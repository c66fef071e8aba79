/**
 * The preview pages' calls to the API (§7 "GET and POST …/requests/{requestId}/preview", issue 17):
 * the previews waiting, one preview, the alternatives for a piece, and the page's posts (replace,
 * comment, validate) answered with a flash confirmation or the refusal in the page's words; the
 * skip from the e-mail's link (no sign-in: the signed token is the key).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { orThrow } from "../../lib/api.server";
import type { RequestContext } from "../../lib/context.server";
import { guard, type GuardArgs } from "../../lib/guards.server";
import { redirectRequestZero } from "../../lib/malle.server";
import { localizePath } from "../../lib/paths";
import {
  answerRefusal,
  findItem,
  readCategoryFilter,
  readChoice,
  readId,
  readIndex,
  readPage,
  replaceRefusal,
  searchQuery,
  type Preview,
  type PreviewSearch,
  type Refusal,
  type SkipInfo,
} from "../../lib/preview";
import { confirmationPath, previewPath } from "../../lib/preview-paths";
import { commentSchema, replaceSchema } from "../../lib/preview-forms";
import { loadOwnProfile } from "../../lib/profiles.server";
import type { components } from "~/generated/api-schema";
import { flashNotice } from "../../lib/session.server";

type ClientBoxRequest = components["schemas"]["ClientBoxRequest"];

function notFound(): never {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

const answerStatus = (status: number) => (status >= 500 ? 502 : status);

type Ids = { profileId: number; requestId: number };

/** The profile and request of the URL, or a 404 when they cannot be ids. */
export function readIds(params: { profileId?: string; requestId?: string }): Ids {
  const profileId = readId(params.profileId);
  const requestId = readId(params.requestId);
  if (!profileId || !requestId) notFound();
  return { profileId, requestId };
}

const previewParams = ({ profileId, requestId }: Ids) => ({
  path: { kidId: String(profileId), requestId: String(requestId) },
});

/** A box's preview; another client's, or a request without one, is a 404 page. */
export async function loadPreview(ctx: RequestContext, ids: Ids): Promise<Preview> {
  return orThrow(
    await ctx.api.GET("/clients/me/kids/{kidId}/requests/{requestId}/preview", { params: previewParams(ids) }),
  );
}

/**
 * What every page of one preview loads first: its guards (signed-up, preview), the preview, and the
 * profile the layout reads (a WOMAN profile's box is in the women's area, §2).
 */
export async function loadGuardedPreview(args: GuardArgs) {
  await guard(args, "signed-up", "preview");
  await redirectRequestZero(args.ctx, args.request, args.params, "preview");
  const preview = await loadPreview(args.ctx, readIds(args.params));
  return { preview, profile: { id: preview.profile_id, profile_type: preview.profile_type } };
}

/** /infos/preview: the boxes whose preview waits for an answer, each with its deadline. */
export async function loadWaitingPreviews(ctx: RequestContext) {
  const requests: ClientBoxRequest[] = orThrow(
    await ctx.api.GET("/clients/me/requests", { params: { query: { status: "PREVIEW_SENT" } } }),
  );
  const waiting = await Promise.all(
    requests
      .filter((request) => request.status === "PREVIEW_SENT")
      .map(async (request) => {
        const answer = await ctx.api.GET("/clients/me/kids/{kidId}/requests/{requestId}/preview", {
          params: previewParams({ profileId: request.profile_id, requestId: request.id }),
        });
        const preview = answer.response.ok ? (answer.data ?? null) : null;
        return {
          requestId: request.id,
          profileId: request.profile_id,
          firstname: request.firstname,
          profileType: preview?.profile_type ?? null,
          deliveryDate: request.delivery_date,
          expiresAt: preview?.status === "PENDING" ? preview.expires_at : null,
          pieces: preview ? preview.looks.reduce((sum, look) => sum + look.items.length, 0) : null,
        };
      }),
  );
  return waiting;
}

/** A form's refusal as Conform's reply, for the form that was sent. */
function refusedReply<T extends { reply: (options?: object) => unknown }>(submission: T, refusal: Refusal) {
  return refusal.field
    ? submission.reply({ fieldErrors: { [refusal.field]: [refusal.message] } })
    : submission.reply({ formErrors: [refusal.message] });
}

// ── The preview page ──────────────────────────────────────────────────────────────────────────

/** The preview page's post: validate the box; then its confirmation page. */
export async function validatePreview(ctx: RequestContext, ids: Ids) {
  const { error, response } = await ctx.api.POST("/clients/me/kids/{kidId}/requests/{requestId}/preview/validate", {
    params: previewParams(ids),
  });
  if (error) {
    return data(
      { formErrors: [answerRefusal(response.status, error as { type?: string }).message] },
      {
        status: answerStatus(response.status),
      },
    );
  }
  throw redirect(localizePath(confirmationPath(ids.profileId, ids.requestId), ctx.language));
}

// ── Replacing a piece ─────────────────────────────────────────────────────────────────────────

/** The replace page: the preview, the piece, the profile's sizes and a page of alternatives. */
export async function loadReplace(
  ctx: RequestContext,
  params: { profileId?: string; requestId?: string; lookIndex?: string; itemIndex?: string },
  url: URL,
) {
  const ids = readIds(params);
  const lookIndex = readIndex(params.lookIndex);
  const itemIndex = readIndex(params.itemIndex);
  if (lookIndex === undefined || itemIndex === undefined) notFound();
  const [preview, profile] = await Promise.all([loadPreview(ctx, ids), loadOwnProfile(ctx, String(ids.profileId))]);
  const found = findItem(preview, lookIndex, itemIndex);
  if (!found) notFound();
  const filter = readCategoryFilter(url.searchParams.get("category"));
  const page = readPage(url.searchParams.get("page"));
  let search: PreviewSearch | null = null;
  if (preview.status === "PENDING") {
    const answer = await ctx.api.GET("/clients/me/kids/{kidId}/requests/{requestId}/preview/search", {
      params: { ...previewParams(ids), query: searchQuery(filter, page, lookIndex, itemIndex) },
    });
    // A page past the last, or a filter the API refuses: no alternatives, the filter still there
    search =
      answer.response.ok && answer.data ? answer.data : { page, page_size: 24, pages: 1, total: 0, products: [] };
  }
  return {
    ids,
    preview,
    look: found.look,
    item: found.item,
    lookIndex,
    itemIndex,
    profile,
    filter,
    page,
    search,
  };
}

/** The replace page's post: the reason and the alternative chosen; then the preview with a confirmation. */
export async function replacePiece(
  ctx: RequestContext,
  form: FormData,
  target: Ids & { lookIndex: number; itemIndex: number },
) {
  const submission = parseWithZod(form, { schema: replaceSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const choice = readChoice(submission.value.choice)!;
  const { error, response } = await ctx.api.POST("/clients/me/kids/{kidId}/requests/{requestId}/preview", {
    params: previewParams(target),
    body: {
      replacement_reason: submission.value.replacement_reason,
      replacement_variant_id: choice.variantId,
      replacement_product_id: choice.productId,
      look_index: target.lookIndex,
      item_index: target.itemIndex,
    },
  });
  if (error) {
    const refusal = replaceRefusal(response.status, error as { type?: string; errors?: Record<string, unknown> });
    return data(refusedReply(submission, refusal), { status: answerStatus(response.status) });
  }
  flashNotice(ctx.session, "preview.notice.replaced");
  throw redirect(localizePath(previewPath(target.profileId, target.requestId), ctx.language));
}

// ── The comment ───────────────────────────────────────────────────────────────────────────────

export async function saveComment(ctx: RequestContext, form: FormData, ids: Ids) {
  const submission = parseWithZod(form, { schema: commentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { error, response } = await ctx.api.POST("/clients/me/kids/{kidId}/requests/{requestId}/preview/comment", {
    params: previewParams(ids),
    body: { comment: submission.value.comment },
  });
  if (error) {
    const refusal = answerRefusal(response.status, error as { type?: string });
    return data(refusedReply(submission, refusal), { status: answerStatus(response.status) });
  }
  flashNotice(ctx.session, submission.value.comment ? "preview.notice.commented" : "preview.notice.comment_cleared");
  throw redirect(localizePath(previewPath(ids.profileId, ids.requestId), ctx.language));
}

// ── Skipping from the e-mail ──────────────────────────────────────────────────────────────────

/** A token as the e-mail's link carries it: URL-safe characters only, else none. */
export function readToken(value: FormDataEntryValue | string | null): string | null {
  return typeof value === "string" && /^[A-Za-z0-9._~-]{10,512}$/.test(value) ? value : null;
}

export type SkipState =
  { state: "ask"; info: SkipInfo; token: string } | { state: "answered"; info: SkipInfo } | { state: "invalid" };

/** What the skip page shows before the click (GET /preview/skip changes nothing). */
export async function loadSkip(ctx: RequestContext, token: string | null): Promise<SkipState> {
  if (!token) return { state: "invalid" };
  const { data: skip, response } = await ctx.api.GET("/preview/skip", { params: { query: { preview_token: token } } });
  if (response.status === 404 || response.status === 400) return { state: "invalid" };
  if (!response.ok || !skip) throw new Response(response.statusText, { status: 502 });
  return skip.status === "PENDING" ? { state: "ask", info: skip, token } : { state: "answered", info: skip };
}

export type SkipResult = { state: "skipped"; info: SkipInfo } | { state: "answered" } | { state: "invalid" };

/** The skip page's post: the box skipped (single use), or why not. */
export async function skipBox(ctx: RequestContext, token: string | null) {
  if (!token) return data<SkipResult>({ state: "invalid" }, { status: 404 });
  const { data: answer, response } = await ctx.api.POST("/preview/skip", {
    params: { query: { preview_token: token } },
  });
  if (response.ok && answer) return { state: "skipped", info: answer } satisfies SkipResult;
  if (response.status === 409) return data<SkipResult>({ state: "answered" }, { status: 409 });
  if (response.status === 404 || response.status === 400)
    return data<SkipResult>({ state: "invalid" }, { status: 404 });
  throw new Response(response.statusText, { status: 502 });
}
