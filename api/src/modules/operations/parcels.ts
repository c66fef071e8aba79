/**
 * The parcels operations prepare (decision 0042): a box (a VALIDATED request: its pieces are the
 * preview's) or a shop order (PAID: its lines). Reading one locks its row FOR UPDATE, so a scan, a
 * shipment or a delivery of the same parcel wait for each other.
 */
import type { ContentLocale } from "#domain/locales.js";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  clients,
  orderLines,
  orders,
  packingScans,
  previewItems,
  previews,
  products,
  productVariants,
  profiles,
  requests,
  shipments,
} from "../../db/schema/index.js";
import { packingProgress, pickOrder, type ParcelPiece } from "#domain/operations.js";
import { ApiError } from "../../plugins/errors.js";

export type ParcelKind = "box" | "order";
export type ParcelRef = { kind: ParcelKind; id: number };

/** What a parcel's pages and calls need: who it goes to, its state, its pieces and the order it became. */
export type Parcel = {
  ref: ParcelRef;
  clientId: number;
  /** The box's profile (kid or woman), or the client, first name. */
  name: string;
  email: string;
  locale: (typeof clients.$inferSelect)["locale"];
  /** Request status (box) or order status (shop order). */
  status: string;
  isBlocked: boolean;
  profileId: number | null;
  shippingAddressId: number | null;
  deliveryDate: string | null;
  /** The order the parcel is (a shop order) or became when it shipped (a box). */
  orderId: number | null;
  pieces: (ParcelPiece & { productId: number; unitPriceCents: number })[];
};

const notFound = () => ApiError.notFound("No such box or order");

/** The scanned units per size of a parcel. */
export async function scannedUnits(db: Db, ref: ParcelRef): Promise<Map<number, number>> {
  const rows = await db
    .select({ variantId: packingScans.variantId, units: count() })
    .from(packingScans)
    .where(ref.kind === "box" ? eq(packingScans.requestId, ref.id) : eq(packingScans.orderId, ref.id))
    .groupBy(packingScans.variantId);
  return new Map(rows.map((r) => [r.variantId, Number(r.units)]));
}

/** Loads a parcel, its row locked FOR UPDATE when `lock` (inside a transaction). 404 when there is none. */
export async function loadParcel(db: Db, ref: ParcelRef, lock: boolean): Promise<Parcel> {
  if (ref.kind === "box") {
    const query = db
      .select({ request: requests, profile: profiles, client: clients })
      .from(requests)
      .innerJoin(profiles, eq(profiles.id, requests.profileId))
      .innerJoin(clients, eq(clients.id, profiles.clientId))
      .where(eq(requests.id, ref.id));
    const [row] = lock ? await query.for("update", { of: requests }) : await query;
    if (!row) throw notFound();
    const pieces = await db
      .select({ variantId: previewItems.variantId, productId: previewItems.productId, price: products.lcPriceCents })
      .from(previewItems)
      .innerJoin(previews, eq(previews.id, previewItems.previewId))
      .innerJoin(products, eq(products.id, previewItems.productId))
      .where(eq(previews.requestId, ref.id))
      .orderBy(asc(previewItems.lookIndex), asc(previewItems.itemIndex));
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.requestId, ref.id));
    return {
      ref,
      clientId: row.client.id,
      name: row.profile.firstname,
      email: row.client.email,
      locale: row.client.locale,
      status: row.request.status,
      isBlocked: row.request.isBlocked,
      profileId: row.profile.id,
      shippingAddressId: row.request.shippingAddressId,
      deliveryDate: row.request.deliveryDate,
      orderId: order?.id ?? null,
      pieces: pieces.map((p) => ({
        variantId: p.variantId,
        productId: p.productId,
        quantity: 1,
        unitPriceCents: p.price,
      })),
    };
  }
  const query = db
    .select({ order: orders, client: clients })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.id, ref.id), eq(orders.kind, "SHOP")));
  const [row] = lock ? await query.for("update", { of: orders }) : await query;
  if (!row) throw notFound();
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, ref.id), sql`${orderLines.status} <> 'CANCELLED'`))
    .orderBy(asc(orderLines.id));
  return {
    ref,
    clientId: row.client.id,
    name: row.client.firstname ?? row.client.email,
    email: row.client.email,
    locale: row.order.locale,
    status: row.order.status,
    isBlocked: false,
    profileId: row.order.profileId,
    shippingAddressId: row.order.shippingAddressId,
    deliveryDate: null,
    orderId: row.order.id,
    pieces: lines.map((l) => ({
      variantId: l.variantId,
      productId: l.productId,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
  };
}

/** Whether the parcel waits to be packed and shipped: a VALIDATED box, a PAID (or preparing) shop order. */
export function toPrepare(parcel: Pick<Parcel, "ref" | "status">): boolean {
  return parcel.ref.kind === "box" ? parcel.status === "VALIDATED" : ["PAID", "PREPARING"].includes(parcel.status);
}

/** A parcel as the back office shows it: its pick list (by warehouse location) with what is scanned. */
export async function parcelOut(db: Db, parcel: Parcel, locale: ContentLocale) {
  const scanned = await scannedUnits(db, parcel.ref);
  const variantIds = [...new Set(parcel.pieces.map((p) => p.variantId))];
  const variants = variantIds.length
    ? await db
        .select({
          id: productVariants.id,
          size: productVariants.size,
          ean: productVariants.ean,
          location: productVariants.location,
          name: products.name,
          reference: products.reference,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, variantIds))
    : [];
  const byId = new Map(variants.map((v) => [v.id, v]));
  const lines = pickOrder(
    parcel.pieces.map((p) => {
      const v = byId.get(p.variantId)!;
      return {
        variantId: p.variantId,
        location: v.location,
        quantity: p.quantity,
        product_id: p.productId,
        product_name: v.name[locale],
        reference: v.reference,
        size: v.size,
        ean: v.ean,
        unit_price_cents: p.unitPriceCents,
      };
    }),
  );
  // Units of one size spread over several lines (rare): each line counts its share of the scans
  const left = new Map(scanned);
  // Once shipped, each piece is a line of the order (what a return names), matched by size
  const orderLineIds = new Map<number, number[]>();
  if (parcel.orderId) {
    const rows = await db
      .select({ id: orderLines.id, variantId: orderLines.variantId })
      .from(orderLines)
      .where(eq(orderLines.orderId, parcel.orderId))
      .orderBy(asc(orderLines.id));
    for (const row of rows) orderLineIds.set(row.variantId, [...(orderLineIds.get(row.variantId) ?? []), row.id]);
  }
  const [shipment] = parcel.orderId
    ? await db
        .select()
        .from(shipments)
        .where(eq(shipments.orderId, parcel.orderId))
        .orderBy(desc(shipments.id))
        .limit(1)
    : [];
  return {
    kind: parcel.ref.kind,
    id: parcel.ref.id,
    client_id: parcel.clientId,
    name: parcel.name,
    status: parcel.status,
    to_prepare: toPrepare(parcel),
    delivery_date: parcel.deliveryDate,
    order_id: parcel.orderId,
    progress: packingProgress(parcel.pieces, scanned),
    pieces: lines.map(({ variantId, ...line }) => {
      const done = Math.min(line.quantity, left.get(variantId) ?? 0);
      left.set(variantId, (left.get(variantId) ?? 0) - done);
      return {
        variant_id: variantId,
        ...line,
        scanned: done,
        order_line_id: orderLineIds.get(variantId)?.shift() ?? null,
      };
    }),
    shipment: shipment ? shipmentOut(shipment) : null,
  };
}

export function shipmentOut(s: typeof shipments.$inferSelect) {
  return {
    id: s.id,
    order_id: s.orderId,
    carrier: s.carrier,
    status: s.status,
    tracking_number: s.trackingNumber,
    tracking_url: s.trackingUrl,
    shipped_at: s.shippedAt?.toISOString() ?? null,
    delivered_at: s.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * The parcels of a stage: to prepare (VALIDATED boxes by delivery date, then PAID shop orders by
 * age) or shipped and not delivered yet (newest first).
 */
export async function listParcels(db: Db, stage: "to_prepare" | "shipped") {
  if (stage === "to_prepare") {
    const boxes = await db
      .select({
        id: requests.id,
        name: profiles.firstname,
        clientId: profiles.clientId,
        date: requests.deliveryDate,
        pieces: sql<number>`(select count(*) from ${previewItems} join ${previews} on ${previews.id} = ${previewItems.previewId} where ${previews.requestId} = ${requests.id})::int`,
        scanned: sql<number>`(select count(*) from ${packingScans} where ${packingScans.requestId} = ${requests.id})::int`,
      })
      .from(requests)
      .innerJoin(profiles, eq(profiles.id, requests.profileId))
      .where(eq(requests.status, "VALIDATED"))
      .orderBy(sql`${requests.deliveryDate} asc nulls last`, asc(requests.id));
    const shop = await db
      .select({
        id: orders.id,
        name: sql<string>`coalesce(${clients.firstname}, ${clients.email})`,
        clientId: orders.clientId,
        date: sql<string>`to_char(${orders.paidAt}, 'YYYY-MM-DD')`,
        pieces: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.status} <> 'CANCELLED')::int`,
        scanned: sql<number>`(select count(*) from ${packingScans} where ${packingScans.orderId} = ${orders.id})::int`,
      })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(and(eq(orders.kind, "SHOP"), inArray(orders.status, ["PAID", "PREPARING"])))
      .orderBy(asc(orders.paidAt), asc(orders.id));
    return [
      ...boxes.map((b) => ({ kind: "box" as const, ...b })),
      ...shop.map((o) => ({ kind: "order" as const, ...o })),
    ].map(({ clientId, ...p }) => ({ ...p, client_id: clientId, shipment: null }));
  }
  const rows = await db
    .select({
      order: orders,
      shipment: shipments,
      name: sql<string>`coalesce(${profiles.firstname}, ${clients.firstname}, ${clients.email})`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(profiles, eq(profiles.id, orders.profileId))
    .where(and(eq(orders.status, "SHIPPED"), sql`${shipments.status} <> 'DELIVERED'`))
    .orderBy(desc(shipments.shippedAt), desc(shipments.id))
    .limit(200);
  return rows.map((r) => {
    const units =
      r.order.kind === "BOX"
        ? { kind: "box" as const, id: r.order.requestId! }
        : { kind: "order" as const, id: r.order.id };
    return {
      ...units,
      name: r.name,
      client_id: r.order.clientId,
      date: r.shipment.shippedAt?.toISOString().slice(0, 10) ?? null,
      // What was packed does not matter any more once it left
      pieces: null,
      scanned: null,
      shipment: shipmentOut(r.shipment),
    };
  });
}
