/**
 * Shipping and delivery (decision 0042). Marking a parcel shipped, in one transaction under its
 * row lock: a box goes SHIPPED through the request's state machine (domain/malle.ts
 * requestTransition "ship") and becomes a BOX order whose lines are its pieces at their prices; a
 * shop order goes SHIPPED; either gets a shipment with the carrier's tracking link, and the family
 * the "on its way" e-mail through the outbox. Delivery — reported by the carrier (the adapter) or
 * marked by operations — moves the shipment, the order and a box's request ("deliver") the same way.
 */
import { eq } from "drizzle-orm";
import type { ContentLocale } from "#domain/locales.js";
import type { AppDatabase, Db } from "../../db/client.js";
import { clients, orderLines, orders, requests, shipments, type Shipment } from "../../db/schema/index.js";
import type { Carrier } from "#domain/checkout.js";
import { requestState, requestTransition, type RequestStatus } from "#domain/malle.js";
import { packingProgress, trackingUrl } from "#domain/operations.js";
import { BOX_DELIVERED_JOB } from "#domain/settlement.js";
import type { Config } from "../../config.js";
import { ApiError } from "../../plugins/errors.js";
import { enqueueJob, enqueueMail } from "../scheduler/index.js";
import { shippedMail } from "./mails.js";
import { loadParcel, parcelOut, scannedUnits, shipmentOut, toPrepare, type ParcelRef } from "./parcels.js";

export type ShipInput = { carrier: Carrier; trackingNumber: string };

/** 409 NOT_TO_PREPARE (shipped already, not validated or paid), 409 NOT_PACKED until every unit is scanned. */
export async function shipParcel(
  db: AppDatabase,
  ref: ParcelRef,
  input: ShipInput,
  ctx: { config: Config; now: Date; locale: ContentLocale },
) {
  const { config, now } = ctx;
  return db.transaction(async (tx) => {
    const parcel = await loadParcel(tx, ref, true);
    if (!toPrepare(parcel))
      throw ApiError.conflict("NOT_TO_PREPARE", `This parcel is ${parcel.status}, it cannot ship`);
    if (!packingProgress(parcel.pieces, await scannedUnits(tx, ref)).complete) {
      throw ApiError.conflict("NOT_PACKED", "Scan every piece into the parcel before it ships");
    }
    let orderId: number;
    if (ref.kind === "box") {
      const next = requestTransition(
        requestState({ status: parcel.status as RequestStatus, isBlocked: parcel.isBlocked }),
        "ship",
      );
      if (!next) throw ApiError.conflict("REQUEST_BLOCKED", `This box is ${parcel.status}, it cannot ship`);
      await tx.update(requests).set({ status: next.status, isBlocked: next.composing }).where(eq(requests.id, ref.id));
      // Nothing is owed yet: the family pays for what it keeps, so the amounts wait for that
      const [order] = await tx
        .insert(orders)
        .values({
          clientId: parcel.clientId,
          kind: "BOX",
          status: "SHIPPED",
          requestId: ref.id,
          profileId: parcel.profileId,
          locale: parcel.locale,
          shippingFeeOffered: true,
          shippingAddressId: parcel.shippingAddressId,
          carrier: input.carrier,
          shippedAt: now,
        })
        .returning({ id: orders.id });
      orderId = order!.id;
      await tx.insert(orderLines).values(
        parcel.pieces.map((p) => ({
          orderId,
          productId: p.productId,
          variantId: p.variantId,
          quantity: p.quantity,
          unitPriceCents: p.unitPriceCents,
        })),
      );
    } else {
      orderId = ref.id;
      await tx.update(orders).set({ status: "SHIPPED", shippedAt: now }).where(eq(orders.id, orderId));
    }
    const url = trackingUrl(config.carriers.trackingUrlTemplates[input.carrier], input.trackingNumber);
    await tx.insert(shipments).values({
      orderId,
      carrier: input.carrier,
      status: "LABEL_CREATED",
      trackingNumber: input.trackingNumber,
      trackingUrl: url,
      shippedAt: now,
    });
    const [client] = await tx
      .select({ firstname: clients.firstname })
      .from(clients)
      .where(eq(clients.id, parcel.clientId));
    await enqueueMail(
      tx as AppDatabase,
      `parcel-shipped:${orderId}`,
      shippedMail({
        to: parcel.email,
        locale: parcel.locale,
        clientName: client?.firstname ?? null,
        profile: ref.kind === "box" && parcel.profileId ? { id: parcel.profileId, name: parcel.name } : null,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl: url,
        storefrontUrl: config.storefrontUrl,
      }),
    );
    return parcelOut(tx, await loadParcel(tx, ref, false), ctx.locale);
  });
}

/** A tracking event a carrier reports (or operations mark): the parcel is on its way, or delivered. */
export type TrackingEvent = { shipmentId: number; status: "IN_TRANSIT" | "DELIVERED"; at: Date };

/**
 * Applies a tracking event under the order's and the shipment's locks: in transit only moves a
 * shipment not yet in transit; delivered marks the shipment, the order and a box's request
 * (requestTransition "deliver") — a box's with the job that opens its decision window (decision
 * 0047). Replaying an event changes nothing (idempotent). Answers the
 * shipment; null when there is no such shipment.
 */
export async function applyTrackingEvent(db: Db, event: TrackingEvent): Promise<Shipment | null> {
  const [found] = await db
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(eq(shipments.id, event.shipmentId));
  if (!found) return null;
  // The order first, then its shipment: the order every writer of a parcel takes
  const [order] = await db.select().from(orders).where(eq(orders.id, found.orderId)).for("update");
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, event.shipmentId)).for("update");
  if (!order || !shipment) return null;
  if (event.status === "IN_TRANSIT") {
    if (shipment.status !== "LABEL_CREATED") return shipment;
    const [moved] = await db
      .update(shipments)
      .set({ status: "IN_TRANSIT" })
      .where(eq(shipments.id, shipment.id))
      .returning();
    return moved!;
  }
  if (shipment.status === "DELIVERED") return shipment;
  if (order.kind === "BOX") {
    const [request] = await db.select().from(requests).where(eq(requests.id, order.requestId!)).for("update");
    const next = request && requestTransition(requestState(request), "deliver");
    if (!next) throw ApiError.conflict("REQUEST_BLOCKED", `This box is ${request?.status}, it cannot be delivered`);
    await db
      .update(requests)
      .set({ status: next.status, isBlocked: next.composing })
      .where(eq(requests.id, request.id));
    // The family's decision window opens now, with its e-mail (decision 0047)
    await enqueueJob(db as AppDatabase, {
      kind: BOX_DELIVERED_JOB,
      key: `${BOX_DELIVERED_JOB}:${order.id}`,
      payload: { order_id: order.id },
    });
  }
  if (order.status === "SHIPPED") {
    await db.update(orders).set({ status: "DELIVERED", deliveredAt: event.at }).where(eq(orders.id, order.id));
  }
  const [delivered] = await db
    .update(shipments)
    .set({ status: "DELIVERED", deliveredAt: event.at })
    .where(eq(shipments.id, shipment.id))
    .returning();
  return delivered!;
}

/** Operations mark a shipment delivered (404 when there is none). */
export async function markDelivered(db: AppDatabase, shipmentId: number, now: Date) {
  const shipment = await db.transaction((tx) => applyTrackingEvent(tx, { shipmentId, status: "DELIVERED", at: now }));
  if (!shipment) throw ApiError.notFound("No such shipment");
  return shipmentOut(shipment);
}
