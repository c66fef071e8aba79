/**
 * Customer service's reads and writes (decision 0044): finding a client, the client's timeline
 * gathered from every table that speaks of them (one query per source, merged newest first),
 * internal notes, tickets with their replies (files in the database), goodwill credits.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  clientNotes,
  clients,
  goodwillCredits,
  jobs,
  loyaltyLedger,
  orders,
  payments,
  profiles,
  requests,
  staffMembers,
  supportTickets,
  ticketAttachments,
  ticketMessageAttachments,
  ticketMessages,
  walletTransactions,
  type SupportTicket,
} from "../../db/schema/index.js";
import { parseClientQuery, sortTimeline, type TimelineEntry } from "#domain/back-office.js";
import { moveWallet } from "../checkout-money/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { customerServiceAddress, type ReceivedFile } from "../support/index.js";
import { ticketReplyMail } from "./mails.js";
import { containing } from "../../db/like.js";

/** How many of each source's newest rows a timeline shows (a very old account's first years wait). */
const TIMELINE_PER_SOURCE = 200;

// ── Search ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Clients matching an e-mail (or part of one), a name, or a number that is a client's, an order's
 * or a box request's; newest accounts first.
 */
export async function searchClients(db: AppDatabase, query: string, page: number, perPage: number) {
  const { number, text } = parseClientQuery(query);
  const conditions: SQL[] = [];
  if (number !== null) {
    conditions.push(
      eq(clients.id, number),
      sql`${clients.id} in (select ${orders.clientId} from ${orders} where ${orders.id} = ${number})`,
      sql`${clients.id} in (select ${profiles.clientId} from ${profiles} join ${requests} on ${requests.profileId} = ${profiles.id} where ${requests.id} = ${number})`,
    );
  }
  if (text) {
    const like = containing(text);
    conditions.push(
      ilike(clients.email, like),
      ilike(clients.firstname, like),
      ilike(clients.lastname, like),
      sql`(coalesce(${clients.firstname}, '') || ' ' || coalesce(${clients.lastname}, '')) ilike ${like}`,
    );
  }
  const where = conditions.length ? or(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: clients.id,
        email: clients.email,
        firstname: clients.firstname,
        lastname: clients.lastname,
        createdAt: clients.createdAt,
      })
      .from(clients)
      .where(where)
      .orderBy(desc(clients.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── One client ───────────────────────────────────────────────────────────────────────────────────

/** The client's card: identity, balances, profiles. Undefined when there is no such client. */
export async function clientCard(db: AppDatabase, clientId: number) {
  const [client] = await db
    .select({
      id: clients.id,
      email: clients.email,
      firstname: clients.firstname,
      lastname: clients.lastname,
      phone: clients.phone,
      locale: clients.locale,
      createdAt: clients.createdAt,
      wallet: sql<number>`coalesce((select ${walletTransactions.balanceAfterCents} from ${walletTransactions} where ${walletTransactions.clientId} = ${clients.id} order by ${walletTransactions.id} desc limit 1), 0)`,
      points: sql<number>`coalesce((select ${loyaltyLedger.balanceAfterPoints} from ${loyaltyLedger} where ${loyaltyLedger.clientId} = ${clients.id} order by ${loyaltyLedger.id} desc limit 1), 0)`,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) return undefined;
  const kids = await db
    .select({ id: profiles.id, firstname: profiles.firstname, type: profiles.profileType })
    .from(profiles)
    .where(eq(profiles.clientId, clientId))
    .orderBy(asc(profiles.id));
  return { ...client, wallet: Number(client.wallet), points: Number(client.points), profiles: kids };
}

/** The tickets of a client: those sent while signed in, and those sent from the account's address. */
const ticketsOf = (clientId: number, email: string) =>
  or(eq(supportTickets.clientId, clientId), sql`lower(${supportTickets.senderEmail}) = lower(${email})`);

/**
 * Everything that happened to a client, newest first: each source read by one query (its newest
 * TIMELINE_PER_SOURCE rows), each entry marked seen by the family or internal to staff. The
 * summary holds the entry's own words and numbers only (a subject, a reason, "#12"): the page
 * names the kind, the status and the amount in the staff member's language.
 */
export async function clientTimeline(db: AppDatabase, clientId: number, email: string): Promise<TimelineEntry[]> {
  const limit = TIMELINE_PER_SOURCE;
  const [
    orderRows,
    boxRows,
    paymentRows,
    mailRows,
    ticketRows,
    replyRows,
    walletRows,
    pointRows,
    noteRows,
    creditRows,
  ] = await Promise.all([
    db
      .select({
        id: orders.id,
        kind: orders.kind,
        status: orders.status,
        total: orders.totalAmountTtcCents,
        at: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.clientId, clientId))
      .orderBy(desc(orders.id))
      .limit(limit),
    db
      .select({
        id: requests.id,
        status: requests.status,
        deliveryDate: requests.deliveryDate,
        at: requests.createdAt,
        name: profiles.firstname,
      })
      .from(requests)
      .innerJoin(profiles, eq(profiles.id, requests.profileId))
      .where(eq(profiles.clientId, clientId))
      .orderBy(desc(requests.id))
      .limit(limit),
    db
      .select({
        id: payments.id,
        orderId: payments.orderId,
        status: payments.status,
        amount: payments.amountCents,
        provider: payments.provider,
        at: payments.createdAt,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.clientId, clientId))
      .orderBy(desc(payments.id))
      .limit(limit),
    db
      .select({
        id: jobs.id,
        subject: sql<string>`${jobs.payload} #>> '{message,subject}'`,
        doneAt: jobs.doneAt,
        failedAt: jobs.failedAt,
        at: jobs.createdAt,
      })
      .from(jobs)
      .where(and(eq(jobs.kind, "mail"), sql`lower(${jobs.payload} #>> '{message,to}') = lower(${email})`))
      .orderBy(desc(jobs.id))
      .limit(limit),
    db
      .select({
        id: supportTickets.id,
        object: supportTickets.object,
        status: supportTickets.status,
        at: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(ticketsOf(clientId, email))
      .orderBy(desc(supportTickets.id))
      .limit(limit),
    db
      .select({
        id: ticketMessages.id,
        ticketId: ticketMessages.ticketId,
        body: ticketMessages.body,
        staff: staffMembers.name,
        at: ticketMessages.createdAt,
      })
      .from(ticketMessages)
      .innerJoin(supportTickets, eq(supportTickets.id, ticketMessages.ticketId))
      .innerJoin(staffMembers, eq(staffMembers.id, ticketMessages.staffId))
      .where(ticketsOf(clientId, email))
      .orderBy(desc(ticketMessages.id))
      .limit(limit),
    db
      .select({
        id: walletTransactions.id,
        kind: walletTransactions.kind,
        amount: walletTransactions.amountCents,
        orderId: walletTransactions.orderId,
        at: walletTransactions.createdAt,
      })
      .from(walletTransactions)
      .where(eq(walletTransactions.clientId, clientId))
      .orderBy(desc(walletTransactions.id))
      .limit(limit),
    db
      .select({
        id: loyaltyLedger.id,
        reason: loyaltyLedger.reason,
        points: loyaltyLedger.points,
        at: loyaltyLedger.createdAt,
      })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.clientId, clientId))
      .orderBy(desc(loyaltyLedger.id))
      .limit(limit),
    db
      .select({ id: clientNotes.id, body: clientNotes.body, staff: staffMembers.name, at: clientNotes.createdAt })
      .from(clientNotes)
      .innerJoin(staffMembers, eq(staffMembers.id, clientNotes.staffId))
      .where(eq(clientNotes.clientId, clientId))
      .orderBy(desc(clientNotes.id))
      .limit(limit),
    db
      .select({
        id: goodwillCredits.id,
        amount: goodwillCredits.amountCents,
        reason: goodwillCredits.reason,
        staff: staffMembers.name,
        at: goodwillCredits.createdAt,
      })
      .from(goodwillCredits)
      .innerJoin(staffMembers, eq(staffMembers.id, goodwillCredits.staffId))
      .where(eq(goodwillCredits.clientId, clientId))
      .orderBy(desc(goodwillCredits.id))
      .limit(limit),
  ]);
  return sortTimeline([
    ...orderRows.map((o): TimelineEntry => ({
      kind: "order",
      id: o.id,
      at: o.at,
      visibility: "family",
      status: o.status,
      amountCents: o.total,
      summary: `#${o.id} · ${o.kind}`,
      ref: { kind: "order", id: o.id },
    })),
    ...boxRows.map((r): TimelineEntry => ({
      kind: "box",
      id: r.id,
      at: r.at,
      visibility: "family",
      status: r.status,
      summary: `#${r.id} · ${r.name}${r.deliveryDate ? ` · ${r.deliveryDate}` : ""}`,
      ref: { kind: "request", id: r.id },
    })),
    ...paymentRows.map((p): TimelineEntry => ({
      kind: "payment",
      id: p.id,
      at: p.at,
      visibility: "family",
      status: p.status,
      amountCents: p.amount,
      summary: `#${p.orderId} · ${p.provider}`,
      ref: { kind: "order", id: p.orderId },
    })),
    ...mailRows.map((m): TimelineEntry => ({
      kind: "email",
      id: m.id,
      at: m.at,
      visibility: "family",
      status: m.doneAt ? "SENT" : m.failedAt ? "FAILED" : "QUEUED",
      summary: m.subject ?? "",
    })),
    ...ticketRows.map((t): TimelineEntry => ({
      kind: "ticket",
      id: t.id,
      at: t.at,
      visibility: "family",
      status: t.status,
      summary: `#${t.id} · ${t.object}`,
      ref: { kind: "ticket", id: t.id },
    })),
    ...replyRows.map((r): TimelineEntry => ({
      kind: "ticket_reply",
      id: r.id,
      at: r.at,
      visibility: "family",
      summary: `#${r.ticketId} · ${r.staff}: ${r.body.slice(0, 140)}`,
      ref: { kind: "ticket", id: r.ticketId },
    })),
    ...walletRows.map((w): TimelineEntry => ({
      kind: "wallet",
      id: w.id,
      at: w.at,
      visibility: "family",
      status: w.kind,
      amountCents: w.amount,
      summary: w.kind,
      ref: w.orderId ? { kind: "order", id: w.orderId } : null,
    })),
    ...pointRows.map((p): TimelineEntry => ({
      kind: "loyalty",
      id: p.id,
      at: p.at,
      visibility: "family",
      status: p.reason,
      summary: `${p.points > 0 ? "+" : ""}${p.points} · ${p.reason}`,
    })),
    ...noteRows.map((n): TimelineEntry => ({
      kind: "note",
      id: n.id,
      at: n.at,
      visibility: "internal",
      summary: `${n.staff}: ${n.body}`,
    })),
    ...creditRows.map((c): TimelineEntry => ({
      kind: "goodwill",
      id: c.id,
      at: c.at,
      visibility: "internal",
      amountCents: c.amount,
      summary: `${c.staff}: ${c.reason}`,
    })),
  ]);
}

export async function addClientNote(db: AppDatabase, clientId: number, staffId: number, body: string) {
  const [note] = await db.insert(clientNotes).values({ clientId, staffId, body }).returning();
  return note!;
}

// ── Goodwill credits ─────────────────────────────────────────────────────────────────────────────

export type GoodwillInput = {
  clientId: number;
  staffId: number;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
};

/**
 * Credits the wallet once per (client, form key): the wallet movement (an ADJUSTMENT, which the
 * family reads as a goodwill credit) and the credit's record in one transaction. The movement's
 * reference is the key, unique per client and kind, so a second submit at the same moment writes
 * nothing and answers the first one's credit.
 */
export async function grantGoodwillCredit(db: AppDatabase, input: GoodwillInput) {
  const reference = `goodwill:${input.idempotencyKey}`;
  const created = await db.transaction(async (tx) => {
    const written = await moveWallet(tx, {
      clientId: input.clientId,
      amountCents: input.amountCents,
      kind: "ADJUSTMENT",
      reference,
    });
    if (!written) return false;
    const [movement] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.clientId, input.clientId),
          eq(walletTransactions.kind, "ADJUSTMENT"),
          eq(walletTransactions.reference, reference),
        ),
      );
    await tx.insert(goodwillCredits).values({ ...input, walletTransactionId: movement!.id });
    return true;
  });
  const [credit] = await db
    .select()
    .from(goodwillCredits)
    .where(and(eq(goodwillCredits.clientId, input.clientId), eq(goodwillCredits.idempotencyKey, input.idempotencyKey)));
  return { credit, created };
}

// ── Tickets ──────────────────────────────────────────────────────────────────────────────────────

/** Open tickets first (oldest waiting first), then answered, then closed (newest first). */
export async function ticketsPage(
  db: AppDatabase,
  filter: { status?: SupportTicket["status"]; page: number; perPage: number },
) {
  const where = filter.status ? eq(supportTickets.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(
        sql`case ${supportTickets.status} when 'OPEN' then 0 when 'ANSWERED' then 1 else 2 end`,
        sql`case when ${supportTickets.status} = 'OPEN' then ${supportTickets.id} else -${supportTickets.id} end`,
      )
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(supportTickets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A ticket with the family's files, the replies and their files (names and sizes, not bytes). */
export async function ticketWithMessages(db: AppDatabase, ticketId: number) {
  const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  if (!ticket) return undefined;
  const [files, messages] = await Promise.all([
    db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticketId))
      .orderBy(asc(ticketAttachments.id)),
    db
      .select({ message: ticketMessages, staffName: staffMembers.name })
      .from(ticketMessages)
      .innerJoin(staffMembers, eq(staffMembers.id, ticketMessages.staffId))
      .where(eq(ticketMessages.ticketId, ticketId))
      .orderBy(asc(ticketMessages.id)),
  ]);
  const replyFiles = messages.length
    ? await db
        .select({
          id: ticketMessageAttachments.id,
          messageId: ticketMessageAttachments.messageId,
          filename: ticketMessageAttachments.filename,
          contentType: ticketMessageAttachments.contentType,
          sizeBytes: ticketMessageAttachments.sizeBytes,
        })
        .from(ticketMessageAttachments)
        .where(
          inArray(
            ticketMessageAttachments.messageId,
            messages.map((m) => m.message.id),
          ),
        )
        .orderBy(asc(ticketMessageAttachments.id))
    : [];
  return {
    ticket,
    files,
    messages: messages.map(({ message, staffName }) => ({
      ...message,
      staffName,
      attachments: replyFiles.filter((file) => file.messageId === message.id),
    })),
  };
}

/**
 * A reply: its row, its files' bytes, the ticket marked ANSWERED (or CLOSED when asked) and the
 * e-mail to the sender in the ticket's language, all in one transaction (the outbox sends it once
 * the reply exists, never a reply that was rolled back).
 */
export async function replyToTicket(
  db: AppDatabase,
  input: { ticketId: number; staffId: number; body: string; close: boolean; files: ReceivedFile[] },
) {
  const replyTo = await customerServiceAddress(db);
  return db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, input.ticketId)).for("update");
    if (!ticket) return undefined;
    const [staff] = await tx
      .select({ name: staffMembers.name })
      .from(staffMembers)
      .where(eq(staffMembers.id, input.staffId));
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticketId: ticket.id,
        staffId: input.staffId,
        body: input.body,
        sentTo: ticket.senderEmail,
        locale: ticket.locale,
      })
      .returning();
    const files = input.files.map((file) => ({
      filename: file.fileName,
      contentType: file.kind.mime,
      data: file.data,
    }));
    const attachments = files.length
      ? await tx
          .insert(ticketMessageAttachments)
          .values(files.map((file) => ({ messageId: message!.id, ...file, sizeBytes: file.data.length })))
          .returning({
            id: ticketMessageAttachments.id,
            filename: ticketMessageAttachments.filename,
            contentType: ticketMessageAttachments.contentType,
            sizeBytes: ticketMessageAttachments.sizeBytes,
          })
      : [];
    await tx
      .update(supportTickets)
      .set({ status: input.close ? "CLOSED" : "ANSWERED" })
      .where(eq(supportTickets.id, ticket.id));
    await enqueueMail(
      tx,
      `ticket-reply:${message!.id}`,
      ticketReplyMail(
        {
          ticketId: ticket.id,
          object: ticket.object,
          senderName: ticket.senderName,
          to: ticket.senderEmail,
          body: input.body,
          staffName: staff?.name ?? "",
          files,
        },
        ticket.locale,
        replyTo,
      ),
    );
    return { message: message!, attachments, staffName: staff?.name ?? "" };
  });
}

export async function setTicketStatus(db: AppDatabase, ticketId: number, status: SupportTicket["status"]) {
  const [ticket] = await db.update(supportTickets).set({ status }).where(eq(supportTickets.id, ticketId)).returning();
  return ticket;
}

/** A reply's file with its bytes, when it belongs to this ticket. */
export async function replyAttachment(db: Db, ticketId: number, attachmentId: number) {
  const [file] = await db
    .select({
      filename: ticketMessageAttachments.filename,
      contentType: ticketMessageAttachments.contentType,
      data: ticketMessageAttachments.data,
    })
    .from(ticketMessageAttachments)
    .innerJoin(ticketMessages, eq(ticketMessages.id, ticketMessageAttachments.messageId))
    .where(and(eq(ticketMessageAttachments.id, attachmentId), eq(ticketMessages.ticketId, ticketId)));
  return file;
}
