/**
 * The box to come as the API answers it (§3 Subscription and Request): the response shapes, the
 * delivery window, and the statuses a profile's boxes move (§3, §4) with the rules of
 * domain/profiles.ts. The calls that write are booking.ts (the quiz's booking), plans.ts (a plan
 * over time) and boxes.ts (a box's date and wishes).
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDatabase, Db, Tx } from "../../db/client.js";
import {
  addresses,
  clients,
  codes,
  orders,
  paymentMethods,
  previews,
  profiles,
  requests,
  shipments,
  subscriptions,
  wishes,
  type BoxRequest,
  type Client,
  type Profile,
  type Order,
  type Shipment,
  type Subscription,
} from "../../db/schema/index.js";
import { profileSubscriptionStatus, todayIn, type SubscriptionFacts } from "#domain/profiles.js";
import { DELIVERY_WINDOW_DAYS } from "#domain/quiz.js";
import {
  boxDelays,
  isBlocked,
  isCustomisable,
  requestActions,
  requestState,
  wishesUntil,
  type BoxLead,
} from "#domain/malle.js";
import { ApiError } from "../../plugins/errors.js";
import { addressOut } from "../clients/index.js";
import { loadDelays } from "../website/index.js";
import type { BoxRequestResponse } from "./schemas.js";

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

export function subscriptionOut(row: Subscription) {
  return {
    id: row.id,
    is_active: row.isActive,
    frequency: row.frequency,
    status_details_code: row.statusDetailsCode,
    next_at: row.nextAt ? row.nextAt.toISOString() : null,
    next_optimistic_delivery_date: row.nextOptimisticDeliveryDate,
    next_delivery_date: row.nextDeliveryDate,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Requests as the API answers them, with their wishes, address and payment method, the last day
 * their wishes can change (composed `composeLeadDays` before their date) and, while a preview
 * waits for the family, its deadline.
 */
export async function requestsOut(db: Db, rows: BoxRequest[], composeLeadDays: number): Promise<BoxRequestResponse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const addressIds = rows.flatMap((r) => (r.shippingAddressId ? [r.shippingAddressId] : []));
  const methodIds = rows.flatMap((r) => (r.paymentMethodId ? [r.paymentMethodId] : []));
  const previewed = rows.filter((r) => r.status === "PREVIEW_SENT").map((r) => r.id);
  const codeIds = rows.flatMap((r) => (r.codeId ? [r.codeId] : []));
  const left = rows.filter((r) => ["SHIPPED", "DELIVERED", "CLOSED"].includes(r.status)).map((r) => r.id);
  const [wishRows, addressRows, methodRows, previewRows, codeRows, shipmentRows] = await Promise.all([
    db.select().from(wishes).where(inArray(wishes.requestId, ids)).orderBy(asc(wishes.id)),
    addressIds.length ? db.select().from(addresses).where(inArray(addresses.id, addressIds)) : [],
    methodIds.length ? db.select().from(paymentMethods).where(inArray(paymentMethods.id, methodIds)) : [],
    previewed.length
      ? db
          .select({ requestId: previews.requestId, expiresAt: previews.expiresAt })
          .from(previews)
          .where(and(inArray(previews.requestId, previewed), eq(previews.status, "PENDING")))
      : [],
    codeIds.length ? db.select({ id: codes.id, code: codes.code }).from(codes).where(inArray(codes.id, codeIds)) : [],
    // A box that left is a BOX order with its shipment (decision 0042): the newest shipment tells where it is
    left.length
      ? db
          .select({ requestId: orders.requestId, order: orders, shipment: shipments })
          .from(shipments)
          .innerJoin(orders, eq(orders.id, shipments.orderId))
          .where(inArray(orders.requestId, left))
          .orderBy(desc(shipments.id))
      : [],
  ]);
  return rows.map((row) => {
    const address = addressRows.find((a) => a.id === row.shippingAddressId);
    const method = methodRows.find((m) => m.id === row.paymentMethodId);
    const state = requestState(row);
    const deadline = previewRows.find((p) => p.requestId === row.id)?.expiresAt;
    return {
      id: row.id,
      profile_id: row.profileId,
      subscription_id: row.subscriptionId,
      status: row.status,
      delivery_date: row.deliveryDate,
      comment: row.comment,
      // Read from the request's state (domain/malle.ts), never from the stored columns
      is_blocked: isBlocked(state),
      status_details: { actions: requestActions(state) },
      wishes: wishRows
        .filter((w) => w.requestId === row.id)
        .map((w) => ({ product_id: w.productId, variant_id: w.variantId })),
      shipping_address: address ? addressOut(address) : null,
      payment_method: method
        ? { id: method.id, brand: method.brand, last4: method.last4, platform: method.platform }
        : null,
      created_at: row.createdAt.toISOString(),
      wishes_until: isCustomisable(state) && row.deliveryDate ? wishesUntil(row.deliveryDate, composeLeadDays) : null,
      preview_expires_at: deadline ? deadline.toISOString() : null,
      code: codeRows.find((c) => c.id === row.codeId)?.code ?? null,
      tracking: trackingOut(shipmentRows.find((r) => r.requestId === row.id)?.shipment),
      order: orderOut(shipmentRows.find((r) => r.requestId === row.id)?.order),
    };
  });
}

function orderOut(order: Order | undefined) {
  if (!order) return null;
  return { id: order.id, status: order.status, declarable: order.status === "DELIVERED" && order.declaredAt === null };
}

function trackingOut(shipment: Shipment | undefined) {
  if (!shipment) return null;
  return {
    carrier: shipment.carrier,
    number: shipment.trackingNumber,
    url: shipment.trackingUrl,
    status: shipment.status,
  };
}

export async function listRequests(db: Db, profileId: number, composeLeadDays: number): Promise<BoxRequestResponse[]> {
  const rows = await db
    .select()
    .from(requests)
    .where(eq(requests.profileId, profileId))
    .orderBy(desc(requests.createdAt), desc(requests.id));
  return requestsOut(db, rows, composeLeadDays);
}

// ── The delivery window ────────────────────────────────────────────────────────────────────────

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type DeliveryWindow = {
  earliest: string;
  latest: string;
  suggested: string;
  optimistic_delivery_delay: number;
  pessimistic_delivery_delay: number;
};

/**
 * The days a box can be booked for: from today (Paris) + the pessimistic delay of the country
 * (else the default delays), pushed back so that a box booked that day still takes wishes for the
 * wish window before it is composed (domain boxDelays), to DELIVERY_WINDOW_DAYS days after; the
 * earliest is suggested. The delays answered are the carrier's.
 */
export async function deliveryWindow(
  db: AppDatabase,
  country: string | null,
  lead: BoxLead,
  today = todayIn(),
): Promise<DeliveryWindow> {
  const delays = await loadDelays(db, country ?? undefined);
  if (!delays) throw ApiError.notFound("No delivery delays configured");
  const carrier = { optimistic: delays.optimistic_delivery_delay, pessimistic: delays.pessimistic_delivery_delay };
  const earliest = addDays(today, boxDelays(carrier, lead).pessimistic);
  return {
    earliest,
    latest: addDays(earliest, DELIVERY_WINDOW_DAYS),
    suggested: earliest,
    ...delays,
  };
}

/** The country whose delays apply: the address given (the client's own), else the default shipping address's, else the client's. */
export async function windowCountry(db: AppDatabase, client: Client, addressId?: number): Promise<string | null> {
  const id = addressId ?? client.defaultShippingAddressId;
  if (id) {
    const [row] = await db
      .select({ country: addresses.countryCode })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.clientId, client.id)))
      .limit(1);
    if (row) return row.country;
    if (addressId !== undefined) throw ApiError.notFound("No such address");
  }
  return client.country;
}

// ── Statuses ───────────────────────────────────────────────────────────────────────────────────

const facts = (row: Subscription): SubscriptionFacts => ({
  is_active: row.isActive,
  frequency: row.frequency,
  status_details_code: row.statusDetailsCode,
  created_at: row.createdAt.toISOString(),
});

/**
 * Moves the statuses once the profile has a box (a request): the profile is has_requested with the
 * subscription_status of its subscriptions (domain profileSubscriptionStatus), and the client's
 * status of that universe follows its profiles — ONGOING_SUBSCRIPTION when one is subscribed,
 * else PAUSED_SUBSCRIPTION when one is paused, else PROSPECT_WITH_KID / PROSPECT_WITH_WOMAN. A
 * profile that never booked a box keeps its statuses: a subscription chosen at the membership step
 * counts from the box that goes with it (so a quiz left before its checkout resumes as a booking).
 */
export async function moveStatuses(tx: Tx, profile: Profile): Promise<void> {
  const [booked] = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.profileId, profile.id))
    .limit(1);
  if (!booked) return;
  const subs = await tx.select().from(subscriptions).where(eq(subscriptions.profileId, profile.id));
  await tx
    .update(profiles)
    .set({ hasRequested: true, subscriptionStatus: profileSubscriptionStatus(subs.map(facts), true) })
    .where(eq(profiles.id, profile.id));

  const [client] = await tx.select().from(clients).where(eq(clients.id, profile.clientId)).for("update");
  if (!client) return;
  const statuses = await tx
    .select({ status: profiles.subscriptionStatus })
    .from(profiles)
    .where(
      and(eq(profiles.clientId, client.id), eq(profiles.profileType, profile.profileType), isNull(profiles.deletedAt)),
    );
  const has = (status: string) => statuses.some((s) => s.status === status);
  const universe = has("ONGOING_SUBSCRIPTION")
    ? ("ONGOING_SUBSCRIPTION" as const)
    : has("PAUSED_SUBSCRIPTION")
      ? ("PAUSED_SUBSCRIPTION" as const)
      : null;
  if (profile.profileType === "KID") {
    const status = universe ?? "PROSPECT_WITH_KID";
    if (client.subscriptionStatus !== status) {
      await tx.update(clients).set({ subscriptionStatus: status }).where(eq(clients.id, client.id));
    }
  } else {
    const status = universe ?? "PROSPECT_WITH_WOMAN";
    if (client.womanSubscriptionStatus !== status || !client.isWomanActivated) {
      await tx
        .update(clients)
        .set({ womanSubscriptionStatus: status, isWomanActivated: true })
        .where(eq(clients.id, client.id));
    }
  }
}
