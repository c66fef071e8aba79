/**
 * A family's returns as its account sees them (issue 26): the list, the facts of a return's label
 * (the lines read through operations), the first printing recorded (REQUESTED → LABEL_CREATED), and
 * the return mode the family chose among those of its country.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Carrier } from "#domain/checkout.js";
import type { CountryCode } from "#domain/locales.js";
import {
  DEFAULT_RETURN_DAYS,
  isReturnModeFor,
  returnCarrier,
  returnDeadline,
  returnModesFor,
  returnNumber,
} from "#domain/returns.js";
import type { AppDatabase } from "../../db/client.js";
import { addresses, clients, configEntries, orders, returnLines, returns, type Client } from "../../db/schema/index.js";
import type { WarehouseAddress } from "../../config.js";
import { ApiError } from "../../plugins/errors.js";
import { returnOut } from "../operations/index.js";
import type { LabelFacts, PostalAddress } from "./label.js";

/** Config key of the days to send a piece back when an order has no deadline of its own. */
export const RETURN_DAYS_KEY = "shop.return_days";

const noSuchReturn = () => ApiError.notFound("No such return");

/** The configured return days (`shop.return_days`), else 30. */
export async function returnDays(db: AppDatabase): Promise<number> {
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
