/** Newsletter subscribers, SMS (phone) unsubscriptions, and customer-service tickets. */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { at, createdAt, id, updatedAt } from "./columns.js";
import { contentLocaleEnum, newsletterListEnum, supportTicketStatusEnum } from "./enums.js";
import { orders } from "./orders.js";

/** One row per e-mail and list (unique case-insensitively); unsubscribing sets unsubscribed_at. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    list: newsletterListEnum("list").notNull(),
    /** e.g. 'Footer HP' or 'Footer HP Femme'. */
    source: text("source"),
    locale: contentLocaleEnum("locale").notNull().default("fr"),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    unsubscribedAt: at("unsubscribed_at"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_list_key").on(sql`lower(${t.email})`, t.list),
    index("newsletter_subscribers_client_id_idx").on(t.clientId),
    check("newsletter_subscribers_email_format", sql`${t.email} like '%_@_%'`),
  ],
);
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;

/** SMS opt-outs (POST subscribers/phone-unsubscribe, /unsub/{number}/{list}). */
export const phoneUnsubscribes = pgTable(
  "phone_unsubscribes",
  {
    id: id(),
    phone: text("phone").notNull(),
    list: newsletterListEnum("list").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("phone_unsubscribes_phone_list_key").on(t.phone, t.list)],
);
export type PhoneUnsubscribe = typeof phoneUnsubscribes.$inferSelect;

/** Contact form messages (POST customer-service/tickets). */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: id(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    senderName: text("sender_name").notNull(),
    senderEmail: text("sender_email").notNull(),
    senderPhone: text("sender_phone"),
    object: text("object").notNull(),
    content: text("content").notNull(),
    /** The order the message is about, when given and found. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    locale: contentLocaleEnum("locale").notNull().default("fr"),
    status: supportTicketStatusEnum("status").notNull().default("OPEN"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("support_tickets_client_id_idx").on(t.clientId),
    index("support_tickets_order_id_idx").on(t.orderId),
    check(
      "support_tickets_required_not_blank",
      sql`btrim(${t.senderName}) <> '' and btrim(${t.senderEmail}) <> '' and btrim(${t.object}) <> '' and btrim(${t.content}) <> ''`,
    ),
  ],
);
export type SupportTicket = typeof supportTickets.$inferSelect;
export type NewSupportTicket = typeof supportTickets.$inferInsert;

/** A file sent with a ticket, stored under DATA_DIR (or an object store) at storage_path. */
export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: id(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storagePath: text("storage_path").notNull().unique("ticket_attachments_storage_path_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ticket_attachments_ticket_id_idx").on(t.ticketId),
    check("ticket_attachments_size_positive", sql`${t.sizeBytes} > 0`),
  ],
);
export type TicketAttachment = typeof ticketAttachments.$inferSelect;

/** CRM events the storefront reports (POST /crm/event, e.g. referral_invitation), kept for the marketing tools. */
export const crmEvents = pgTable(
  "crm_events",
  {
    id: id(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    eventName: text("event_name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("crm_events_client_id_idx").on(t.clientId, t.id),
    check("crm_events_name_not_blank", sql`btrim(${t.eventName}) <> ''`),
  ],
);
export type CrmEvent = typeof crmEvents.$inferSelect;
