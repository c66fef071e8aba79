/**
 * A family's returns as its account sees them (issue 26): the list, the facts of a return's label
 * (the lines read through operations), the first printing recorded (REQUESTED → LABEL_CREATED), and
 * the return mode the family chose among those of its country.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Carrier } from "#domain/checkout.js";
import type { ContentLocale, CountryCode } from "#domain/locales.js";
import { SHOP_TIME_ZONE, todayIn } from "#domain/profiles.js";
import {
  DEFAULT_RETURN_DAYS,
  isReturnModeFor,
  returnCarrier,
  returnDeadline,
  returnModesFor,
  returnNumber,
  withinReturnWindow,
  type ReturnReason,
} from "#domain/returns.js";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  addresses,
  clients,
  configEntries,
  orderLines,
  orders,
  productVariants,
  products,
  returnLines,
  returns,
  type Client,
} from "../../db/schema/index.js";
import type { WarehouseAddress } from "../../config.js";
import { ApiError } from "../../plugins/errors.js";
import { addToReturn, returnOut } from "../operations/index.js";
import type { LabelFacts, PostalAddress } from "./label.js";

/** Config key of the days to send a piece back when an order has no deadline of its own. */
export const RETURN_DAYS_KEY = "shop.return_days";

const noSuchReturn = () => ApiError.notFound("No such return");

/** The configured return days (`shop.return_days`), else 30. */
export async function returnDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: configEntries.value })
    .from(configEntries)
    .where(eq(configEntries.key, RETURN_DAYS_KEY));
  const value = row?.value;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : DEFAULT_RETURN_DAYS;
}

/** The client's returns, newest first. */
export async function listClientReturns(db: AppDatabase, client: Client) {
  const [rows, days] = await Promise.all([
    db
      .select({
        id: returns.id,
        orderId: returns.orderId,
        status: returns.status,
        carrier: returns.carrier,
        createdAt: returns.createdAt,
        orderCarrier: orders.carrier,
        orderDeadline: orders.returnDeadline,
        deliveredAt: orders.deliveredAt,
        lines: sql<number>`(select coalesce(sum(${returnLines.quantity}), 0) from ${returnLines} where ${returnLines.returnId} = ${returns.id})::int`,
      })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(eq(returns.clientId, client.id))
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(100),
    returnDays(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    number: returnNumber(r.id),
    order_id: r.orderId,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    deadline: returnDeadline({ returnDeadline: r.orderDeadline, deliveredAt: r.deliveredAt }, days),
    carrier: returnCarrier({
      status: r.status,
      returnCarrier: r.carrier,
      returnMode: client.returnMode,
      orderCarrier: r.orderCarrier,
    }),
    pieces: r.lines,
    // A label serves until the parcel leaves
    label_available: r.status === "REQUESTED" || r.status === "LABEL_CREATED",
  }));
}

/** The client's default shipping address as a sender, if it has one. */
async function defaultAddress(db: AppDatabase, client: Client): Promise<PostalAddress | null> {
  if (!client.defaultShippingAddressId) return null;
  const [row] = await db.select().from(addresses).where(eq(addresses.id, client.defaultShippingAddressId));
  if (!row) return null;
  return {
    name: [row.firstname, row.lastname].filter(Boolean).join(" ") || clientName(client),
    street: row.street,
    complement: row.complement,
    postcode: row.postcode,
    city: row.city,
    country: row.countryCode,
  };
}

const clientName = (client: Client) => [client.firstname, client.lastname].filter(Boolean).join(" ") || client.email;

/** Where the family lives: its country, else its default address's, else France. */
export async function clientCountry(db: AppDatabase, client: Client): Promise<CountryCode> {
  return client.country ?? (await defaultAddress(db, client))?.country ?? "FR";
}

/**
 * Everything the label of one of the client's returns prints. Another client's return, a cancelled
 * one or none is a 404.
 */
export async function labelFacts(
  db: AppDatabase,
  client: Client,
  returnId: number,
  warehouse: WarehouseAddress,
): Promise<LabelFacts> {
  const [row] = await db
    .select({ ret: returns, order: orders })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(eq(returns.id, returnId), eq(returns.clientId, client.id), ne(returns.status, "CANCELLED")));
  if (!row) throw noSuchReturn();
  const { ret, order } = row;
  const locale = client.locale;
  const [detail, days, fallback] = await Promise.all([
    returnOut(db, ret.id, locale),
    returnDays(db),
    defaultAddress(db, client),
  ]);
  const snapshot = order.shippingAddress;
  const sender: PostalAddress | null = snapshot
    ? {
        name: [snapshot.firstname, snapshot.lastname].filter(Boolean).join(" ") || clientName(client),
        street: snapshot.street,
        complement: snapshot.complement,
        postcode: snapshot.postcode,
        city: snapshot.city,
        country: snapshot.countryCode,
      }
    : fallback;
  return {
    returnId: ret.id,
    orderId: order.id,
    locale,
    carrier: returnCarrier({
      status: ret.status,
      returnCarrier: ret.carrier,
      returnMode: client.returnMode,
      orderCarrier: order.carrier,
    }),
    deadline: returnDeadline({ returnDeadline: order.returnDeadline, deliveredAt: order.deliveredAt }, days),
    // No address anywhere: the name alone, the carrier's counter adds the rest by hand
    sender: sender ?? { name: clientName(client), street: "", postcode: "", city: "", country: client.country ?? "FR" },
    recipient: warehouse,
    lines: detail.lines.map((l) => ({
      productName: l.product_name,
      size: l.size,
      reference: l.reference,
      quantity: l.quantity,
      reason: l.reason,
    })),
  };
}

/** The family printed its label: a REQUESTED return is LABEL_CREATED with its carrier (once). */
export async function recordLabelPrinted(db: AppDatabase, returnId: number, carrier: Carrier): Promise<void> {
  await db
    .update(returns)
    .set({ status: "LABEL_CREATED", carrier, updatedAt: new Date() })
    .where(and(eq(returns.id, returnId), eq(returns.status, "REQUESTED")));
}

/** The return mode chosen and those offered to the client's country. */
export async function returnModeOut(db: AppDatabase, client: Client, pageLocale: Parameters<typeof returnModesFor>[1]) {
  const country = await clientCountry(db, client);
  return {
    country,
    return_mode: client.returnMode,
    modes: returnModesFor(country, pageLocale).map((m) => ({
      carrier: m.carrier,
      drop_off: m.dropOff,
      home_pickup: m.homePickup,
      finder_url: m.finderUrl,
    })),
  };
}

/** Saves the return mode: one offered to the client's country (400 otherwise). */
export async function saveReturnMode(db: AppDatabase, client: Client, carrier: Carrier): Promise<Client> {
  const country = await clientCountry(db, client);
  if (!isReturnModeFor(country, carrier)) {
    const message = `This carrier takes no returns from ${country}`;
    throw ApiError.badRequest(message, { return_mode: [message] });
  }
  const [updated] = await db.update(clients).set({ returnMode: carrier }).where(eq(clients.id, client.id)).returning();
  return updated ?? client;
}

/**
 * The lines of one of the client's orders with what may still be sent back (what was bought, none
 * once the line is in a return not cancelled), its last day and whether that day is past. Another client's order or
 * none is a 404.
 */
export async function returnableOrder(db: Db, client: Client, orderId: number, locale: ContentLocale) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, client.id)));
  if (!order) throw ApiError.notFound("No such order");
  const [lines, days] = await Promise.all([
    db
      .select({
        id: orderLines.id,
        productName: products.name,
        size: productVariants.size,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
        status: orderLines.status,
        inReturns: sql<number>`(select coalesce(sum(${returnLines.quantity}), 0) from ${returnLines} inner join ${returns} on ${returns.id} = ${returnLines.returnId} where ${returnLines.orderLineId} = ${orderLines.id} and ${returns.status} <> 'CANCELLED')::int`,
      })
      .from(orderLines)
      .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    returnDays(db),
  ]);
  const deadline = returnDeadline({ returnDeadline: order.returnDeadline, deliveredAt: order.deliveredAt }, days);
  return {
    order,
    deadline,
    open: withinReturnWindow(deadline, todayIn(SHOP_TIME_ZONE)),
    lines: lines.map((l) => ({
      id: l.id,
      product_name: l.productName[locale],
      size: l.size,
      quantity: l.quantity,
      unit_price_cents: l.unitPriceCents,
      // A line is in one return at most (operations' addToReturn keeps the first quantity asked)
      returnable_quantity: l.status === "CANCELLED" || l.status === "RETURNED" || l.inReturns > 0 ? 0 : l.quantity,
    })),
  };
}

/** What the order's page shows: a shop order's lines to send back, its last day and whether it may. */
export async function returnableOrderOut(db: AppDatabase, client: Client, orderId: number, locale: ContentLocale) {
  const { order, deadline, open, lines } = await returnableOrder(db, client, orderId, locale);
  return {
    order_id: order.id,
    returnable:
      order.kind === "SHOP" && order.status === "DELIVERED" && open && lines.some((l) => l.returnable_quantity > 0),
    deadline,
    lines: order.kind === "SHOP" ? lines : [],
  };
}

export type ReturnRequest = {
  order_id: number;
  lines: readonly { order_line_id: number; quantity: number; reason: ReturnReason }[];
  refund_to_wallet: boolean;
};

/**
 * Opens (or adds to) the return of a delivered shop order of the client within its return window,
 * through operations' addToReturn under the order's row lock: each quantity at most what was
 * bought, a line already in a return taking no more (400 otherwise). 404 another client's order; 409
 * ORDER_NOT_RETURNABLE (a box or a gift card), ORDER_NOT_DELIVERED, RETURN_WINDOW_OVER,
 * NOTHING_TO_RETURN, RETURN_ON_ITS_WAY (the open return was sent already). Answers the return's id.
 */
export async function openClientReturn(db: AppDatabase, client: Client, request: ReturnRequest): Promise<number> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, request.order_id), eq(orders.clientId, client.id)))
      .for("update");
    if (!held) throw ApiError.notFound("No such order");
    const { order, open, lines } = await returnableOrder(tx, client, held.id, client.locale);
    if (order.kind !== "SHOP") {
      throw ApiError.conflict("ORDER_NOT_RETURNABLE", "Only a shop order is sent back here");
    }
    if (order.status !== "DELIVERED") {
      throw ApiError.conflict("ORDER_NOT_DELIVERED", `This order is ${order.status}: only a delivered one comes back`);
    }
    if (!open) throw ApiError.conflict("RETURN_WINDOW_OVER", "The days to send pieces back are over");
    if (lines.every((l) => l.returnable_quantity === 0)) {
      throw ApiError.conflict("NOTHING_TO_RETURN", "Every piece of this order is in a return already");
    }
    const left = new Map(lines.map((l) => [l.id, l.returnable_quantity]));
    const asked = new Map<number, { quantity: number; reason: ReturnReason }>();
    for (const l of request.lines) {
      const before = asked.get(l.order_line_id)?.quantity ?? 0;
      asked.set(l.order_line_id, { quantity: before + l.quantity, reason: l.reason });
    }
    const errors: Record<string, string[]> = {};
    for (const [lineId, a] of asked) {
      const most = left.get(lineId);
      if (most === undefined) errors[`lines.${lineId}`] = ["A line of this order"];
      else if (a.quantity > most) errors[`lines.${lineId}`] = [`At most ${most}`];
    }
    if (asked.size === 0) errors.lines = ["At least one piece"];
    if (Object.keys(errors).length > 0) throw ApiError.badRequest("Pieces of this order still to send back", errors);

    const [current] = await tx
      .select({ id: returns.id, status: returns.status })
      .from(returns)
      .where(and(eq(returns.orderId, order.id), ne(returns.status, "CANCELLED")))
      .orderBy(desc(returns.id))
      .limit(1);
    if (current && current.status !== "REQUESTED" && current.status !== "LABEL_CREATED") {
      throw ApiError.conflict("RETURN_ON_ITS_WAY", `Return ${current.id} of this order is on its way already`);
    }
    const returnId = await addToReturn(
      tx,
      order,
      [...asked].map(([orderLineId, a]) => ({ orderLineId, quantity: a.quantity, reason: a.reason })),
    );
    await tx
      .update(returns)
      .set({ refundToWallet: request.refund_to_wallet, updatedAt: new Date() })
      .where(eq(returns.id, returnId));
    return returnId;
  });
}

/** One of the client's returns with its lines in `locale`, its refund and where it went. 404 otherwise. */
export async function clientReturnOut(db: AppDatabase, client: Client, returnId: number, locale: ContentLocale) {
  const [row] = await db
    .select({ ret: returns, order: orders })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(eq(returns.id, returnId), eq(returns.clientId, client.id)));
  if (!row) throw noSuchReturn();
  const { ret, order } = row;
  const [detail, days] = await Promise.all([returnOut(db, ret.id, locale), returnDays(db)]);
  return {
    id: ret.id,
    number: returnNumber(ret.id),
    order_id: order.id,
    order_kind: order.kind,
    status: ret.status,
    created_at: ret.createdAt.toISOString(),
    deadline: returnDeadline({ returnDeadline: order.returnDeadline, deliveredAt: order.deliveredAt }, days),
    label_available: ret.status === "REQUESTED" || ret.status === "LABEL_CREATED",
    refund_to_wallet: ret.refundToWallet,
    refund_amount_cents: ret.refundAmountCents,
    refunded_at: ret.refundedAt?.toISOString() ?? null,
    lines: detail.lines.map((l) => ({
      id: l.id,
      order_line_id: l.order_line_id,
      product_name: l.product_name,
      size: l.size,
      quantity: l.quantity,
      reason: l.reason,
      received_quantity: l.received_quantity,
      damaged_quantity: l.damaged_quantity,
    })),
  };
}
