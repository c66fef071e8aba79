/**
 * The family's legal rights (decision 0046): withdrawals from an order (the online withdrawal
 * function, Directive 2011/83/EU art. 11a) and subscription cancellations given without signing in
 * (the German cancellation button, §312k BGB). Both are kept as declared: the receipt e-mail
 * states what is stored here.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CANCELLATION_KINDS } from "#domain/withdrawal.js";
import { clients } from "./clients.js";
import { at, createdAt, id } from "./columns.js";
import { contentLocaleEnum } from "./enums.js";
import { orders, returns } from "./orders.js";

/** One withdrawal per order (a second submit answers the first), with the lines it covers. */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    /** The order lines withdrawn from (every line not returned nor cancelled at the time). */
    orderLineIds: jsonb("order_line_ids").$type<number[]>().notNull(),
    /** Name and e-mail the family gave on the confirmation step (the receipt goes to that e-mail). */
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** 'account' (the signed-in withdrawal function); open for other channels (customer service). */
    channel: text("channel").notNull().default("account"),
    locale: contentLocaleEnum("locale").notNull().default("fr"),
    /** The return opened for the withdrawn lines, when the order was delivered. */
    returnId: integer("return_id").references(() => returns.id, { onDelete: "set null" }),
    declaredAt: at("declared_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("withdrawals_order_id_key").on(t.orderId),
    index("withdrawals_client_id_idx").on(t.clientId),
    check("withdrawals_email_format", sql`${t.email} like '%_@_%'`),
  ],
);
export type Withdrawal = typeof withdrawals.$inferSelect;

/**
 * A subscription cancellation sent through the public form. ends_on null: the next possible date.
 * client_id is set when the e-mail is a client's (never shown to the sender); applied_at when the
 * client's plans were stopped.
 */
export const subscriptionCancellations = pgTable(
  "subscription_cancellations",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Subscription, profile or order number as the family wrote it (optional). */
    contract: text("contract"),
    kind: text("kind", { enum: CANCELLATION_KINDS }).notNull(),
    reason: text("reason"),
    endsOn: date("ends_on"),
    locale: contentLocaleEnum("locale").notNull().default("fr"),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    declaredAt: at("declared_at").notNull(),
    appliedAt: at("applied_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscription_cancellations_due_idx")
      .on(t.endsOn)
      .where(sql`${t.appliedAt} is null and ${t.clientId} is not null`),
    check("subscription_cancellations_kind", sql`${t.kind} in ('ordinary', 'extraordinary')`),
    check(
      "subscription_cancellations_reason",
      sql`${t.kind} = 'ordinary' or (${t.reason} is not null and btrim(${t.reason}) <> '')`,
    ),
    check("subscription_cancellations_email_format", sql`${t.email} like '%_@_%'`),
  ],
);
export type SubscriptionCancellation = typeof subscriptionCancellations.$inferSelect;
