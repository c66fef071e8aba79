/**
 * Customer service in the back-office (issue 25, decision 0044): staff replies to tickets with their
 * files kept in the database (any API process serves them), internal notes on a client, and
 * goodwill credits to the wallet with their reason and the form's idempotency key.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { bytea, createdAt, id } from "./columns.js";
import { contentLocaleEnum } from "./enums.js";
import { walletTransactions } from "./money.js";
import { staffMembers } from "./staff.js";
import { supportTickets } from "./support.js";

/** A staff member's reply to a ticket, e-mailed to the sender through the outbox. */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: id(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    /** The address the reply went to (the ticket's sender at the time). */
    sentTo: text("sent_to").notNull(),
    /** The language of the e-mail around the reply (the ticket's). */
    locale: contentLocaleEnum("locale").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ticket_messages_ticket_id_idx").on(t.ticketId, t.id),
    check("ticket_messages_body_not_blank", sql`btrim(${t.body}) <> ''`),
  ],
);
export type TicketMessage = typeof ticketMessages.$inferSelect;

/** A file sent with a reply: its bytes in the row, so no server's disk holds it. */
export const ticketMessageAttachments = pgTable(
  "ticket_message_attachments",
  {
    id: id(),
    messageId: integer("message_id")
      .notNull()
      .references(() => ticketMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ticket_message_attachments_message_id_idx").on(t.messageId),
    check("ticket_message_attachments_size", sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 5242880`),
  ],
);
export type TicketMessageAttachment = typeof ticketMessageAttachments.$inferSelect;

/** A note staff keep about a client: internal, never shown to the family. */
export const clientNotes = pgTable(
  "client_notes",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("client_notes_client_id_idx").on(t.clientId, t.id),
    check("client_notes_body_not_blank", sql`btrim(${t.body}) <> ''`),
  ],
);
export type ClientNote = typeof clientNotes.$inferSelect;

/**
 * A goodwill credit granted by staff: who, how much, why. The wallet movement it wrote is an
 * ADJUSTMENT (the family reads "goodwill credit"); the form's key makes a double submit one credit.
 */
export const goodwillCredits = pgTable(
  "goodwill_credits",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    walletTransactionId: integer("wallet_transaction_id")
      .notNull()
      .references(() => walletTransactions.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("goodwill_credits_client_id_idempotency_key_key").on(t.clientId, t.idempotencyKey),
    index("goodwill_credits_client_id_idx").on(t.clientId, t.id),
    check("goodwill_credits_amount_positive", sql`${t.amountCents} > 0`),
    check("goodwill_credits_reason_not_blank", sql`btrim(${t.reason}) <> ''`),
  ],
);
export type GoodwillCredit = typeof goodwillCredits.$inferSelect;
