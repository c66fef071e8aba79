/**
 * The box the quiz books (§7 POST subscriptions and requests, decision 0030): the subscription the
 * membership step chooses and the request its checkout books. Both writes lock the profile's row
 * first, so a double submit (or two tabs) waits for the first and finds what it made; the unique
 * indexes "one active subscription" and "one PENDING request" per profile stand behind that.
 * Statuses move in the same transaction; a plan's next box is planned from the box booked with it.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ProfileType } from "#domain/profiles.js";
import type { AppDatabase, Tx } from "../../db/client.js";
import {
  addresses,
  clients,
  paymentMethods,
  products,
  productVariants,
  requests,
  subscriptionEvents,
  subscriptions,
  wishes,
  type Address,
  type BoxRequest,
  type PaymentMethod,
  type Subscription,
} from "../../db/schema/index.js";
import { ApiError, type FieldErrors } from "../../plugins/errors.js";
import { checkBoxCode, codeProblem } from "../checkout-money/index.js";
import { requireOwnProfile } from "../profiles/index.js";
import { fraudLabelFor, strongerLabel, type FraudLabel } from "./fraud.js";
import { enqueueMail } from "../scheduler/index.js";
import { wishesUntil } from "#domain/malle.js";
import { boxBookedMail } from "./mails.js";
import { mailBase, refreshPlan, setFrequency, type PlanContext } from "./plans.js";
import { deliveryWindow, moveStatuses } from "./service.js";
import { subscriptionCreated } from "./subscription-mails.js";

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
  ctx: PlanContext,
): Promise<SubscriptionResult> {
  return db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, clientId, profileId, true);
    const [active] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.profileId, profile.id), eq(subscriptions.isActive, true)))
      .limit(1)
      .for("update");
    let subscription: Subscription;
    let created = false;
    if (active) {
      // A paused plan resumes with this frequency, an active one takes it (plans.ts)
      subscription = await setFrequency(tx, profile, active, frequency, ctx);
    } else {
      const [row] = await tx
        .insert(subscriptions)
        .values({ profileId: profile.id, frequency, isActive: true })
        .returning();
      created = true;
      await tx.insert(subscriptionEvents).values({ subscriptionId: row!.id, kind: "created" });
      subscription = await refreshPlan(tx, row!, ctx);
      // A profile that already had a box is subscribed at once: the plan's e-mail says when its
      // first box comes. In the quiz, the plan counts from the box booked next, whose e-mail says it.
      if (subscription.nextDeliveryDate) {
        await enqueueMail(
          tx as AppDatabase,
          `subscription-created:${subscription.id}`,
          subscriptionCreated({
            ...(await mailBase(tx, profile, ctx.storefrontUrl)),
            frequency,
            deliveryDate: subscription.nextDeliveryDate,
          }),
        );
      }
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
  /** A discount code for the box (the banner's first-box code…), kept for its payment. */
  code?: string | null;
};

export type RequestResult = { created: boolean; request: BoxRequest; type: FraudLabel | null };

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
/**
 * The code given with the booking, checked for a box of this profile with §8's verdicts (expired,
 * already used — another box of the client's holding it counts —, anything else invalid): the
 * booking is refused with the code's problem, so the family can correct it or leave it empty.
 */
async function bookingCode(tx: Tx, clientId: number, profileType: ProfileType, raw: string) {
  const applied = await checkBoxCode(tx, { clientId, profileType, code: raw });
  if (!applied) throw codeProblem("INVALID_CODE");
  if (!applied.check.ok) throw codeProblem(applied.check.error, applied.check.detail);
  return applied.code;
}

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
  // In the family's order, not the rows' (which follows where the database happens to keep them)
  const sold = new Set(active.map(({ id }) => id));
  return [...byProduct]
    .filter(([id]) => sold.has(id))
    .map(([id, variantId]) => {
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
  ctx: Pick<PlanContext, "today" | "now" | "leadDays" | "boxLead">,
): Promise<RequestResult> {
  const today = ctx.today;
  // The delays are read before the transaction (the checks below see the address again, locked in)
  const [destination] = await db
    .select({ country: addresses.countryCode })
    .from(addresses)
    .where(and(eq(addresses.id, input.shipping_address_id), eq(addresses.clientId, clientId)))
    .limit(1);
  const window = destination ? await deliveryWindow(db, destination.country, ctx.boxLead, today) : null;
  return db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, clientId, profileId, true);
    const [pending] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.profileId, profile.id), eq(requests.status, "PENDING")))
      .limit(1);
    if (pending) return { created: false, request: pending, type: pending.fraudLabel };

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

    const code = input.code?.trim() ? await bookingCode(tx, clientId, profile.profileType, input.code) : null;

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
        codeId: code?.id ?? null,
      })
      .returning();
    const kept = await keptWishes(tx, input.wishes);
    if (kept.length > 0) {
      await tx.insert(wishes).values(kept.map((w) => ({ requestId: request!.id, ...w })));
    }
    // The profile's plan counts its next box from this one
    const [plan] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.profileId, profile.id), eq(subscriptions.isActive, true)))
      .for("update");
    if (plan) await refreshPlan(tx, plan, ctx);
    await moveStatuses(tx, profile);
    await labelClient(tx, clientId, type);
    // The confirmation is written with the box (the outbox): a crash after the commit still sends
    // it, and a double submit (answered above with this box) sends nothing more
    const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
    await enqueueMail(
      tx as AppDatabase,
      `box-booked:${request!.id}`,
      boxBookedMail({
        to: client!.email,
        locale: client!.locale,
        clientFirstname: client!.firstname,
        profileFirstname: profile.firstname,
        deliveryDate: request!.deliveryDate!,
        wishesUntil: wishesUntil(request!.deliveryDate!, ctx.boxLead.composeLeadDays),
        frequency: subscription?.frequency ?? null,
      }),
    );
    return { created: true, request: request!, type };
  });
}
