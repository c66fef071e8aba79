/**
 * A profile's boxes (§7 requests calls, §4 customisable and postponable requests): the box to come
 * (its PENDING request, or the one its plan will open, shown with id 0), a delivery date moved
 * within the window (postponed or forwarded, in days), the wished products, and every box of a
 * client. What a request allows is read from its state (domain/malle.ts requestTransition), never
 * from stored columns; a box being prepared is blocked (409 REQUEST_BLOCKED).
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { AppDatabase, Tx } from "../../db/client.js";
import {
  addresses,
  paymentMethods,
  productVariants,
  products,
  profiles,
  requests,
  subscriptions,
  wishes,
  type BoxRequest,
} from "../../db/schema/index.js";
import { deliveryWindow, inWindow, requestState, requestTransition, type Day } from "#domain/malle.js";
import { ApiError } from "../../plugins/errors.js";
import { addressOut } from "../clients/index.js";
import { requireOwnProfile } from "../profiles/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { addEvent, delaysTable, mailBase, moveRequestDate, refreshPlan, type PlanContext } from "./plans.js";
import type { BoxRequestResponse } from "./schemas.js";
import { requestsOut } from "./service.js";
import { deliveryDateMoved } from "./subscription-mails.js";

const MAX_WISHES = 50;

const requestNotFound = () =>
  new ApiError(404, "NOT_FOUND", "No such request for this profile", undefined, {
    requestId: ["No such request for this profile"],
  });
const blocked = (what: string) =>
  ApiError.conflict("REQUEST_BLOCKED", `This box can no longer be changed (${what}): it is being prepared or has left`);

async function lockOwnRequest(tx: Tx, clientId: number, kidId: number, requestId: number) {
  const profile = await requireOwnProfile(tx, clientId, kidId, true);
  const [request] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.profileId, profile.id)))
    .for("update");
  if (!request) throw requestNotFound();
  return { profile, request };
}

// ── The box to come ────────────────────────────────────────────────────────────────────────────

/**
 * The profile's box to come: its PENDING request; else, for an active plan (paused included) with
 * a next delivery date, the request it will open, with id 0, that date, no action yet, and the
 * address and payment method of the last box. 404 when there is none.
 */
export async function nextRequest(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  composeLeadDays: number,
): Promise<BoxRequestResponse> {
  const profile = await requireOwnProfile(db, clientId, kidId);
  const [pending] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.profileId, profile.id), eq(requests.status, "PENDING")))
    .limit(1);
  if (pending) return (await requestsOut(db, [pending], composeLeadDays))[0]!;
  const [plan] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.profileId, profile.id), eq(subscriptions.isActive, true)))
    .limit(1);
  if (!plan?.nextDeliveryDate || plan.frequency === null) {
    throw ApiError.notFound("No box to come for this profile");
  }
  const [last] = await db
    .select()
    .from(requests)
    .where(eq(requests.profileId, profile.id))
    .orderBy(desc(requests.id))
    .limit(1);
  const [address] = last?.shippingAddressId
    ? await db.select().from(addresses).where(eq(addresses.id, last.shippingAddressId))
    : [];
  const [method] = last?.paymentMethodId
    ? await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, last.paymentMethodId), isNull(paymentMethods.deletedAt)))
    : [];
  return {
    id: 0,
    profile_id: profile.id,
    subscription_id: plan.id,
    status: "PENDING",
    delivery_date: plan.nextDeliveryDate,
    comment: null,
    is_blocked: false,
    status_details: { actions: [] },
    wishes: [],
    shipping_address: address ? addressOut(address) : null,
    payment_method: method
      ? { id: method.id, brand: method.brand, last4: method.last4, platform: method.platform }
      : null,
    created_at: (plan.nextAt ?? plan.updatedAt).toISOString(),
    wishes_until: null,
    preview_expires_at: null,
    code: null,
    tracking: null,
    order: null,
  };
}

// ── Delivery date ──────────────────────────────────────────────────────────────────────────────

/**
 * Moves the box's delivery date within the window of its address's country (earliest = today + the
 * pessimistic delay; latest = earliest + DELIVERY_WINDOW_DAYS): 409 REQUEST_BLOCKED when the box
 * is not open any more, 422 DELIVERY_DATE_OUT_OF_RANGE outside the window. A plan's box writes a
 * postponed (later) or forwarded (earlier) event with the days, and the plan's next box moves with
 * it; the e-mail goes for a one-shot box too. The same date changes nothing.
 */
export async function moveDeliveryDate(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  to: Day,
  ctx: PlanContext,
): Promise<BoxRequestResponse> {
  return db.transaction(async (tx) => {
    const { profile, request } = await lockOwnRequest(tx, clientId, kidId, requestId);
    if (!requestTransition(requestState(request), "change-date")) throw blocked("delivery date");
    const [address] = request.shippingAddressId
      ? await tx
          .select({ country: addresses.countryCode })
          .from(addresses)
          .where(eq(addresses.id, request.shippingAddressId))
      : [];
    const delays = (await delaysTable(tx, ctx.boxLead))(address?.country ?? null);
    const window = deliveryWindow(ctx.today, delays.pessimistic);
    if (!inWindow(to, window)) {
      const message = `The delivery date must be between ${window.earliest} and ${window.latest}`;
      throw new ApiError(
        422,
        "DELIVERY_DATE_OUT_OF_RANGE",
        message,
        `earliest=${window.earliest};latest=${window.latest}`,
        { delivery_date: [message] },
      );
    }
    const move = await moveRequestDate(tx, request, to);
    if (move) {
      let key = `delivery-date-moved:request-${request.id}:${ctx.now.toISOString()}`;
      if (request.subscriptionId !== null) {
        const eventId = await addEvent(tx, request.subscriptionId, move.kind, move.days);
        key = `delivery-date-moved:${eventId}`;
        const [plan] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, request.subscriptionId))
          .for("update");
        if (plan) await refreshPlan(tx, plan, ctx, delays);
      }
      await enqueueMail(
        tx as AppDatabase,
        key,
        deliveryDateMoved({
          ...(await mailBase(tx, profile, ctx.storefrontUrl)),
          deliveryDate: to,
          move: move.kind,
          days: move.days,
        }),
      );
    }
    const [row] = await tx.select().from(requests).where(eq(requests.id, request.id));
    return (await requestsOut(tx, [row!], ctx.boxLead.composeLeadDays))[0]!;
  });
}

// ── Wishes ─────────────────────────────────────────────────────────────────────────────────────

async function requireWishedProduct(tx: Tx, productId: number, variantId: number | undefined) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) {
    throw new ApiError(404, "NOT_FOUND", "No such product", undefined, { productId: ["No such product"] });
  }
  if (variantId !== undefined) {
    const [variant] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
      .limit(1);
    if (!variant) {
      throw new ApiError(404, "NOT_FOUND", "No such variant of this product", undefined, {
        variant_id: ["No such variant of this product"],
      });
    }
  }
}

/**
 * Adds a wished product to an open box (or changes its size): one wish per product, at most 50.
 * 404 for an unknown or retired product, or a variant that is not the product's.
 */
export async function putWish(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  productId: number,
  variantId: number | undefined,
  composeLeadDays: number,
): Promise<BoxRequestResponse> {
  return db.transaction(async (tx) => {
    const { request } = await lockOwnRequest(tx, clientId, kidId, requestId);
    await requireWishedProduct(tx, productId, variantId);
    if (!requestTransition(requestState(request), "change-wishes")) throw blocked("wishes");
    const current = await tx
      .select({ productId: wishes.productId })
      .from(wishes)
      .where(eq(wishes.requestId, request.id));
    if (current.length >= MAX_WISHES && !current.some((w) => w.productId === productId)) {
      throw ApiError.unprocessable("TOO_MANY_WISHES", `A box takes ${MAX_WISHES} wished products at most`);
    }
    await tx
      .insert(wishes)
      .values({ requestId: request.id, productId, variantId: variantId ?? null })
      .onConflictDoUpdate({ target: [wishes.requestId, wishes.productId], set: { variantId: variantId ?? null } });
    return (await requestsOut(tx, [request], composeLeadDays))[0]!;
  });
}

/** Removes a wished product from an open box (nothing to remove is fine); 404 for an unknown product. */
export async function deleteWish(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  productId: number,
  composeLeadDays: number,
): Promise<BoxRequestResponse> {
  return db.transaction(async (tx) => {
    const { request } = await lockOwnRequest(tx, clientId, kidId, requestId);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
    if (!product) {
      throw new ApiError(404, "NOT_FOUND", "No such product", undefined, { productId: ["No such product"] });
    }
    if (!requestTransition(requestState(request), "change-wishes")) throw blocked("wishes");
    await tx.delete(wishes).where(and(eq(wishes.requestId, request.id), eq(wishes.productId, productId)));
    return (await requestsOut(tx, [request], composeLeadDays))[0]!;
  });
}

// ── Every box of a client ──────────────────────────────────────────────────────────────────────

export type ClientBoxResponse = BoxRequestResponse & { firstname: string };

/** Every box of every (not deleted) profile of the client, newest first, with the profile's first name. */
export async function clientRequests(
  db: AppDatabase,
  clientId: number,
  status: BoxRequest["status"] | undefined,
  composeLeadDays: number,
): Promise<ClientBoxResponse[]> {
  const rows = await db
    .select({ request: requests, firstname: profiles.firstname })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(
      and(
        eq(profiles.clientId, clientId),
        isNull(profiles.deletedAt),
        status ? eq(requests.status, status) : undefined,
      ),
    )
    .orderBy(desc(requests.createdAt), desc(requests.id));
  const out = await requestsOut(
    db,
    rows.map((r) => r.request),
    composeLeadDays,
  );
  return out.map((request, i) => ({ ...request, firstname: rows[i]!.firstname }));
}
