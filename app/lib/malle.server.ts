/**
 * The box-over-time pages' calls to the API (§7 "Subscriptions and requests", issue 16): a
 * profile's plans, its box to come and its past boxes, every box of the client, and the actions of
 * /infos/subscriptions, of the reactivation page and of the delivery page, each posted to its own
 * route's action (plain forms, JavaScript or not) and answered with a flash confirmation or the
 * refusal in the page's words.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { todayIn } from "#domain/profiles.js";
import { orThrow } from "./api.server";
import type { RequestContext } from "./context.server";
import {
  dateRefusal,
  isPostponable,
  pauseQuery,
  planFormId,
  planRefusal,
  readIntent,
  readSubscriptionSegment,
  type BoxRequest,
  type DeliveryWindow,
  type Plan,
  type PlanActionResult,
  type Refusal,
  withRequestId,
} from "./malle";
import { deliverySchema, frequencyFormSchema, pauseSchema, planActionSchema, reactivateSchema } from "./malle-forms";
import { localizePath } from "./paths";
import { loadOwnProfile, loadProfiles } from "./profiles.server";
import type { Profile } from "./profiles";
import { flashNotice } from "./session.server";

/** Today in the shop's calendar (Paris), computed on the server so both renders agree. */
export const shopToday = () => todayIn();

const kidPath = (kidId: number) => ({ path: { kidId: String(kidId) } });
const planPath = (kidId: number, id: number) => ({ kidId: String(kidId), id: String(id) });

export async function loadPlans(ctx: RequestContext, kidId: number): Promise<Plan[]> {
  return orThrow(await ctx.api.GET("/clients/me/kids/{kidId}/subscriptions", { params: kidPath(kidId) }));
}

/** The box to come (a projected one has id 0), or null when there is none (the API's 404). */
export async function loadNextBox(ctx: RequestContext, kidId: number): Promise<BoxRequest | null> {
  const result = await ctx.api.GET("/clients/me/kids/{kidId}/next-request", { params: kidPath(kidId) });
  if (result.response.status === 404) return null;
  return orThrow(result);
}

/**
 * §3: request id 0 in a path is the box to come. For the wish pages and the booking's confirmation
 * that is the profile's open request ("open"), for the preview pages the box whose preview waits
 * for an answer ("preview"): the same path with its id is where the page is (a redirect). Without
 * such a box: `fallback` when given, else a 404. Any other id goes on as it is.
 */
export async function redirectRequestZero(
  ctx: RequestContext,
  request: Request,
  params: { kidId?: string; profileId?: string; requestId?: string },
  box: "open" | "preview",
  fallback?: string,
): Promise<void> {
  if (params.requestId !== "0") return;
  const profileId = Number(params.kidId ?? params.profileId);
  if (!Number.isInteger(profileId) || profileId <= 0) notFound();
  let id: number | undefined;
  if (box === "open") {
    const next = await loadNextBox(ctx, profileId);
    if (next && next.id > 0) id = next.id;
  } else {
    const answer = await ctx.api.GET("/clients/me/kids/{kidId}/requests", { params: kidPath(profileId) });
    id = answer.data?.find((each) => each.status === "PREVIEW_SENT")?.id;
  }
  const url = new URL(request.url);
  if (id) throw redirect(withRequestId(url.pathname, profileId, id) + url.search);
  if (fallback) throw redirect(localizePath(fallback, ctx.language));
  notFound();
}

/** /{kidId}/malle: the profile, its plan, its box to come and its past boxes. */
export async function loadMalle(ctx: RequestContext, kidId: string | undefined) {
  const profile = await loadOwnProfile(ctx, kidId);
  const [plans, next, boxes, profiles] = await Promise.all([
    loadPlans(ctx, profile.id),
    loadNextBox(ctx, profile.id),
    ctx.api.GET("/clients/me/kids/{kidId}/requests", { params: kidPath(profile.id) }).then(orThrow),
    loadProfiles(ctx),
  ]);
  return { profile, plans, next, boxes, profiles };
}

// ── The delivery page ─────────────────────────────────────────────────────────────────────────

function notFound(): never {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

/**
 * /{kidId}/malle/{subscription}/delivery: the box to come of that plan (or of the single box,
 * "one-shot") when its date can still move, with the window it can move in. Another client's
 * profile, or a plan that is not the profile's, is a 404; a box that can no longer move has no
 * window (the page says so).
 */
export async function loadDelivery(ctx: RequestContext, kidId: string | undefined, segment: string | undefined) {
  const subscriptionId = readSubscriptionSegment(segment);
  if (subscriptionId === undefined) notFound();
  const profile = await loadOwnProfile(ctx, kidId);
  const [plans, next] = await Promise.all([loadPlans(ctx, profile.id), loadNextBox(ctx, profile.id)]);
  if (subscriptionId !== null && !plans.some((plan) => plan.id === subscriptionId)) notFound();
  const box = next && next.id > 0 && next.subscription_id === subscriptionId && isPostponable(next) ? next : null;
  let window: DeliveryWindow | null = null;
  if (box) {
    const shipping = box.shipping_address?.id;
    const answer = await ctx.api
      .GET("/clients/me/kids/{kidId}/delivery-window", {
        params: { ...kidPath(profile.id), query: shipping ? { shipping_address_id: shipping } : {} },
      })
      .then(orThrow);
    window = { earliest: answer.earliest, latest: answer.latest };
  }
  return { profile, box, window, next };
}

/** A form's refusal as Conform's reply, for the form that was sent. */
function refusedReply<T extends { reply: (options?: object) => unknown }>(submission: T, refusal: Refusal) {
  return refusal.field
    ? submission.reply({ fieldErrors: { [refusal.field]: [refusal.message] } })
    : submission.reply({ formErrors: [refusal.message] });
}

const answerStatus = (status: number) => (status >= 500 ? 502 : status);

/** The delivery page's post: the new date, within the window, or why not. */
export async function moveDelivery(
  ctx: RequestContext,
  form: FormData,
  loaded: Awaited<ReturnType<typeof loadDelivery>>,
) {
  const { profile, box, window } = loaded;
  if (!box || !window) {
    const submission = parseWithZod(form, { schema: deliverySchema({ earliest: "", latest: "" }) });
    return data(refusedReply(submission, { message: "malle.error.blocked" }), { status: 409 });
  }
  const submission = parseWithZod(form, { schema: deliverySchema(window) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { error, response } = await ctx.api.PATCH("/clients/me/kids/{kidId}/requests/{requestId}", {
    params: { path: { kidId: String(profile.id), requestId: String(box.id) } },
    body: { delivery_date: submission.value.delivery_date },
  });
  if (error)
    return data(refusedReply(submission, dateRefusal(response.status, error)), {
      status: answerStatus(response.status),
    });
  flashNotice(ctx.session, "malle.notice.date_moved");
  throw redirect(localizePath(`/${profile.id}/malle`, ctx.language));
}

// ── /infos/subscriptions ──────────────────────────────────────────────────────────────────────

/** Every profile that has had a box or a plan, with its plans (paused_until included) and its box to come. */
export async function loadSubscriptions(ctx: RequestContext) {
  const profiles = await loadProfiles(ctx);
  const withPlans = profiles.filter((profile) => profile.has_requested || profile.subscriptions.length > 0);
  return Promise.all(
    withPlans.map(async (profile: Profile) => {
      const [plans, next] = await Promise.all([loadPlans(ctx, profile.id), loadNextBox(ctx, profile.id)]);
      return { profile, plans, next };
    }),
  );
}

const NOTICES = {
  pause: "malle.notice.paused",
  resume: "malle.notice.resumed",
  frequency: "malle.notice.frequency",
  terminate: "malle.notice.terminated",
} as const;

/**
 * A card's post on /infos/subscriptions: pause (months or a day), resume, a new frequency (which
 * resumes a paused plan) or stop. The plan's profile is the kid of the API's path, so another
 * client's plan is the API's 404. Success: a flash confirmation on the page, read again.
 */
export async function planAction(ctx: RequestContext, form: FormData, today: string) {
  const intent = readIntent(form.get("intent"));
  if (!intent) throw data(null, { status: 400, statusText: "Bad Request" });
  const formId = planFormId(intent, Number(form.get("subscription_id")) || 0);
  const refuse = (result: unknown, status: number) => data<PlanActionResult>({ formId, result }, { status });

  let answer: { error?: unknown; response: Response };
  let submission;
  if (intent === "pause") {
    const pause = parseWithZod(form, { schema: pauseSchema(today) });
    if (pause.status !== "success") return refuse(pause.reply(), 400);
    const { profile_id, subscription_id } = pause.value;
    answer = await ctx.api.POST("/clients/me/kids/{kidId}/subscriptions/{id}/pause", {
      params: { path: planPath(profile_id, subscription_id), query: pauseQuery(pause.value) },
    });
    submission = pause;
  } else if (intent === "frequency") {
    const change = parseWithZod(form, { schema: frequencyFormSchema });
    if (change.status !== "success") return refuse(change.reply(), 400);
    const { profile_id, subscription_id, frequency } = change.value;
    answer = await ctx.api.PATCH("/clients/me/kids/{kidId}/subscriptions/{id}", {
      params: { path: planPath(profile_id, subscription_id) },
      body: { frequency },
    });
    submission = change;
  } else {
    const plain = parseWithZod(form, { schema: planActionSchema });
    if (plain.status !== "success") return refuse(plain.reply(), 400);
    const path = planPath(plain.value.profile_id, plain.value.subscription_id);
    answer =
      intent === "resume"
        ? await ctx.api.POST("/clients/me/kids/{kidId}/subscriptions/{id}/resume", { params: { path } })
        : await ctx.api.POST("/clients/me/kids/{kidId}/subscriptions/{id}/terminate", { params: { path } });
    submission = plain;
  }
  if (answer.error) {
    const refusal = planRefusal(answer.response.status, answer.error as { type?: string }, intent);
    return refuse(refusedReply(submission, refusal), answerStatus(answer.response.status));
  }
  flashNotice(ctx.session, NOTICES[intent]);
  throw redirect(localizePath("/infos/subscriptions", ctx.language));
}

// ── Reactivation ──────────────────────────────────────────────────────────────────────────────

/** The reactivation page's post: the stopped plan active again at the frequency chosen. */
export async function reactivate(ctx: RequestContext, form: FormData, profile: Profile) {
  const submission = parseWithZod(form, { schema: reactivateSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { error, response } = await ctx.api.POST("/clients/me/kids/{kidId}/subscriptions/reactivate", {
    params: kidPath(profile.id),
    body: { frequency: submission.value.frequency },
  });
  if (error) {
    const refusal = planRefusal(response.status, error as { type?: string }, "reactivate");
    return data(refusedReply(submission, refusal), { status: answerStatus(response.status) });
  }
  flashNotice(ctx.session, "malle.notice.reactivated");
  throw redirect(localizePath("/infos/subscriptions", ctx.language));
}

// ── /infos/all-boxes ──────────────────────────────────────────────────────────────────────────

/** Every box of every profile of the client, newest first. */
export async function loadAllBoxes(ctx: RequestContext) {
  return orThrow(await ctx.api.GET("/clients/me/requests", {}));
}
