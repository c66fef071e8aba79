/**
 * The box to come: a profile's subscription and its box request (§3, §4, §5, §7). Both writes lock
 * the profile's row first, so a double submit (or two tabs) waits for the first and finds what it
 * made; the unique indexes "one active subscription" and "one PENDING request" per profile stand
 * behind that. Statuses are moved in the same transaction with the rules of domain/profiles.ts.
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import {
  addresses,
  clients,
  paymentMethods,
  products,
  productVariants,
  profiles,
  requests,
  subscriptionEvents,
  subscriptions,
  wishes,
  type Address,
  type BoxRequest,
  type Client,
  type PaymentMethod,
  type Profile,
  type Subscription,
} from "../../db/schema/index.js";
import { profileSubscriptionStatus, todayIn, type SubscriptionFacts } from "../../../../domain/profiles.js";
import { DELIVERY_WINDOW_DAYS } from "../../../../domain/quiz.js";
import { ApiError, type FieldErrors } from "../../plugins/errors.js";
import { addressOut } from "../clients/index.js";
import { requireOwnProfile } from "../profiles/index.js";
import { loadDelays } from "../website/index.js";
import { fraudLabelFor, strongerLabel, type FraudLabel } from "./fraud.js";
import type { BoxRequestResponse } from "./schemas.js";

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
type Db = AppDatabase | Tx;

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

/** Requests as the API answers them, with their wishes, address and payment method. */
export async function requestsOut(db: Db, rows: BoxRequest[]): Promise<BoxRequestResponse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const addressIds = rows.flatMap((r) => (r.shippingAddressId ? [r.shippingAddressId] : []));
  const methodIds = rows.flatMap((r) => (r.paymentMethodId ? [r.paymentMethodId] : []));
  const [wishRows, addressRows, methodRows] = await Promise.all([
    db.select().from(wishes).where(inArray(wishes.requestId, ids)).orderBy(asc(wishes.id)),
    addressIds.length ? db.select().from(addresses).where(inArray(addresses.id, addressIds)) : [],
    methodIds.length ? db.select().from(paymentMethods).where(inArray(paymentMethods.id, methodIds)) : [],
  ]);
  return rows.map((row) => {
    const address = addressRows.find((a) => a.id === row.shippingAddressId);
    const method = methodRows.find((m) => m.id === row.paymentMethodId);
    return {
      id: row.id,
      profile_id: row.profileId,
      subscription_id: row.subscriptionId,
      status: row.status,
      delivery_date: row.deliveryDate,
      comment: row.comment,
      is_blocked: row.isBlocked,
      status_details: { actions: row.actions },
      wishes: wishRows
        .filter((w) => w.requestId === row.id)
        .map((w) => ({ product_id: w.productId, variant_id: w.variantId })),
      shipping_address: address ? addressOut(address) : null,
      payment_method: method
        ? { id: method.id, brand: method.brand, last4: method.last4, platform: method.platform }
        : null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function listRequests(db: Db, profileId: number): Promise<BoxRequestResponse[]> {
  const rows = await db
    .select()
    .from(requests)
    .where(eq(requests.profileId, profileId))
    .orderBy(desc(requests.createdAt), desc(requests.id));
  return requestsOut(db, rows);
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
 * The days a box can be delivered on: from today (Paris) + the pessimistic delay of the country
 * (else the default delays) to DELIVERY_WINDOW_DAYS days after; the earliest is suggested.
 */
export async function deliveryWindow(
  db: AppDatabase,
  country: string | null,
  today = todayIn(),
): Promise<DeliveryWindow> {
  const delays = await loadDelays(db, country ?? undefined);
  if (!delays) throw ApiError.notFound("No delivery delays configured");
  const earliest = addDays(today, delays.pessimistic_delivery_delay);
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

/** Stores a label on the client, never lowering the one it has. */
async function labelClient(tx: Tx, clientId: number, label: FraudLabel | null): Promise<void> {
  if (!label) return;
  const [row] = await tx.select({ label: clients.fraudLabel }).from(clients).where(eq(clients.id, clientId));
  const stronger = strongerLabel(row?.label ?? null, label);
  if (stronger !== row?.label) await tx.update(clients).set({ fraudLabel: stronger }).where(eq(clients.id, clientId));
}

// ── Subscriptions ──────────────────────────────────────────────────────────────────────────────

export type SubscriptionResult = { created: boolean; subscription: Subscription; type: FraudLabel | null };

/**
 * Subscribes the profile to a box every `frequency` months. Idempotent: the active subscription
 * already there is answered (a paused one resumed with this frequency, an ongoing one given it);
 * else a new one is created with its "created" event. The fraud rule runs on the client's default
 * shipping address and payment method, when it has them.
 */
export async function subscribe(
  db: AppDatabase,
  clientId: number,
  profileId: number,
  frequency: number,
): Promise<SubscriptionResult> {
  return db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, clientId, profileId, true);
    const [active] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.profileId, profile.id), eq(subscriptions.isActive, true)))
      .limit(1);
    let subscription: Subscription;
    let created = false;
    if (active) {
      const paused = active.statusDetailsCode === "paused";
      if (paused || active.frequency !== frequency) {
        const [row] = await tx
          .update(subscriptions)
          .set(paused ? { frequency, statusDetailsCode: null, pausedAt: null } : { frequency })
          .where(eq(subscriptions.id, active.id))
          .returning();
        subscription = row!;
        await tx.insert(subscriptionEvents).values({ subscriptionId: active.id, kind: paused ? "resumed" : "updated" });
      } else {
        subscription = active;
      }
    } else {
      const [row] = await tx
        .insert(subscriptions)
        .values({ profileId: profile.id, frequency, isActive: true })
        .returning();
      subscription = row!;
      created = true;
      await tx.insert(subscriptionEvents).values({ subscriptionId: subscription.id, kind: "created" });
    }
    await moveStatuses(tx, profile);
    const type = await defaultsFraudLabel(tx, clientId);
    await labelClient(tx, clientId, type);
    return { created, subscription, type };
  });
}

/** The fraud rule on the client's default shipping address and default payment method. */
async function defaultsFraudLabel(tx: Tx, clientId: number): Promise<FraudLabel | null> {
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!client?.defaultShippingAddressId) return null;
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, client.defaultShippingAddressId), eq(addresses.clientId, clientId)));
  if (!address) return null;
  const [method] = client.defaultPaymentMethodId
    ? await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, client.defaultPaymentMethodId), eq(paymentMethods.clientId, clientId)))
    : [];
  return fraudLabelFor(tx, clientId, address, method ?? null);
}

// ── Requests ───────────────────────────────────────────────────────────────────────────────────

export type RequestInput = {
  subscription_id?: number | null;
  delivery_date: string;
  shipping_address_id: number;
  payment_method_id: number;
  comment?: string | null;
  wishes?: { product_id: number; variant_id?: number | null }[];
};

export type RequestResult = {
  created: boolean;
  request: BoxRequest;
  type: FraudLabel | null;
  profile: Profile;
  subscription: Subscription | null;
};

const notFoundWith = (title: string, field: string) =>
  new ApiError(404, "NOT_FOUND", title, undefined, { [field]: [title] });

/** §5: the address is one of the client's shipping addresses. */
async function ownShippingAddress(tx: Tx, clientId: number, id: number): Promise<Address> {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId)))
    .limit(1);
  if (!address) throw notFoundWith("No such address", "shipping_address_id");
  if (address.kind !== "shipping") {
    throw ApiError.unprocessable("ADDRESS_NOT_SHIPPING", "This address is not a shipping address", {
      shipping_address_id: ["Choose a shipping address"],
    });
  }
  return address;
}

/** §5: the method is the client's, not deleted, and not expired (its last valid day not before today). */
async function validPaymentMethod(tx: Tx, clientId: number, id: number, today: string): Promise<PaymentMethod> {
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.clientId, clientId), isNull(paymentMethods.deletedAt)))
    .limit(1);
  if (!method) throw notFoundWith("No such payment method", "payment_method_id");
  if (method.expirationDate !== null && method.expirationDate < today) {
    throw ApiError.unprocessable("PAYMENT_METHOD_EXPIRED", "This payment method has expired", {
      payment_method_id: ["This payment method has expired"],
    });
  }
  return method;
}

/** Wishes of active products, one per product; a variant that is not the product's is dropped. */
async function keptWishes(tx: Tx, wanted: RequestInput["wishes"]) {
  const byProduct = new Map<number, number | null>();
  for (const wish of wanted ?? []) {
    if (!byProduct.has(wish.product_id)) byProduct.set(wish.product_id, wish.variant_id ?? null);
  }
  if (byProduct.size === 0) return [];
  const active = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...byProduct.keys()]), eq(products.isActive, true)));
  const variantIds = [...byProduct.values()].filter((v): v is number => v !== null);
  const variants = variantIds.length
    ? await tx
        .select({ id: productVariants.id, productId: productVariants.productId })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds))
    : [];
  return active.map(({ id }) => {
    const variantId = byProduct.get(id) ?? null;
    const fits = variants.some((v) => v.id === variantId && v.productId === id);
    return { productId: id, variantId: fits ? variantId : null };
  });
}

/**
 * Books the profile's box to come. The PENDING request already there is answered as it is (a
 * double submit makes one request); else the §5 rules are checked, the request is created with its
 * wishes, the statuses move and the fraud rule runs.
 */
export async function bookBox(
  db: AppDatabase,
  clientId: number,
  profileId: number,
  input: RequestInput,
  today = todayIn(),
): Promise<RequestResult> {
  // The delays are read before the transaction (the checks below see the address again, locked in)
  const [destination] = await db
    .select({ country: addresses.countryCode })
    .from(addresses)
    .where(and(eq(addresses.id, input.shipping_address_id), eq(addresses.clientId, clientId)))
    .limit(1);
  const window = destination ? await deliveryWindow(db, destination.country, today) : null;
  return db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, clientId, profileId, true);
    const [pending] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.profileId, profile.id), eq(requests.status, "PENDING")))
      .limit(1);
    if (pending) {
      const [subscription] = pending.subscriptionId
        ? await tx.select().from(subscriptions).where(eq(subscriptions.id, pending.subscriptionId))
        : [];
      return {
        created: false,
        request: pending,
        type: pending.fraudLabel,
        profile,
        subscription: subscription ?? null,
      };
    }

    let subscription: Subscription | null = null;
    if (input.subscription_id != null) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id, input.subscription_id),
            eq(subscriptions.profileId, profile.id),
            eq(subscriptions.isActive, true),
          ),
        )
        .limit(1);
      if (!row) throw notFoundWith("No such subscription for this profile", "subscription_id");
      subscription = row;
    }
    const address = await ownShippingAddress(tx, clientId, input.shipping_address_id);
    const method = await validPaymentMethod(tx, clientId, input.payment_method_id, today);
    if (!window) throw notFoundWith("No such address", "shipping_address_id");
    if (input.delivery_date < window.earliest || input.delivery_date > window.latest) {
      const message = `The delivery date must be between ${window.earliest} and ${window.latest}`;
      const errors: FieldErrors = { delivery_date: [message] };
      throw new ApiError(
        422,
        "DELIVERY_DATE_OUT_OF_RANGE",
        message,
        `earliest=${window.earliest};latest=${window.latest}`,
        errors,
      );
    }

    const type = await fraudLabelFor(tx, clientId, address, method);
    const [request] = await tx
      .insert(requests)
      .values({
        profileId: profile.id,
        subscriptionId: subscription?.id ?? null,
        status: "PENDING",
        actions: ["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"],
        isBlocked: false,
        deliveryDate: input.delivery_date,
        comment: input.comment?.trim() || null,
        shippingAddressId: address.id,
        paymentMethodId: method.id,
        fraudLabel: type,
      })
      .returning();
    const kept = await keptWishes(tx, input.wishes);
    if (kept.length > 0) {
      await tx.insert(wishes).values(kept.map((w) => ({ requestId: request!.id, ...w })));
    }
    await moveStatuses(tx, profile);
    await labelClient(tx, clientId, type);
    return { created: true, request: request!, type, profile, subscription };
  });
}
