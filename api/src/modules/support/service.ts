/**
 * Creating a contact ticket: everything is validated before anything is written; then the files
 * go to a staging folder, the rows are inserted in one transaction, and the staging folder is
 * renamed to tickets/<id> inside that transaction. Any failure removes what was written, so a
 * ticket never exists without its files nor files without their ticket.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import {
  configEntries,
  orders,
  supportTickets,
  ticketAttachments,
  type SupportTicket,
  type TicketAttachment,
} from "../../db/schema/index.js";
import { normalizeEmail } from "#domain/email.js";
import type { ContentLocale } from "#domain/locales.js";
import { enqueueMail } from "../scheduler/index.js";
import { acknowledgementMail, customerServiceMail, type TicketForMail } from "./mails.js";
import type { ReceivedFile } from "./multipart.js";
import type { TicketFields } from "./schemas.js";

export const DEFAULT_CUSTOMER_SERVICE_EMAIL = "service-client@lamalle.test";
/** Configuration entry (website config table) naming customer service's address. */
export const CUSTOMER_SERVICE_EMAIL_KEY = "customer_service_email";

export type CreateTicketInput = {
  fields: TicketFields;
  files: ReceivedFile[];
  locale: ContentLocale;
  clientId?: number;
};

/** The order a ticket is about: "123" or "#123" naming an existing order, else null. */
async function findOrderId(db: AppDatabase, given: string | undefined): Promise<number | null> {
  const match = given?.match(/^#?\s*(\d{1,9})$/);
  if (!match) return null;
  const id = Number(match[1]);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
  return order ? order.id : null;
}

export async function customerServiceAddress(db: AppDatabase): Promise<string> {
  const [row] = await db
    .select({ value: configEntries.value })
    .from(configEntries)
    .where(eq(configEntries.key, CUSTOMER_SERVICE_EMAIL_KEY))
    .limit(1);
  return typeof row?.value === "string" && row.value.includes("@") ? row.value : DEFAULT_CUSTOMER_SERVICE_EMAIL;
}

/**
 * The ticket, its files, and its two e-mails (the acknowledgement to the sender, the message with
 * the files to customer service at `customerService`) written to the outbox in the same
 * transaction: a crash after the commit still sends them, and no e-mail names a ticket that
 * was rolled back.
 */
export async function createTicket(
  db: AppDatabase,
  dataDir: string,
  input: CreateTicketInput,
  customerService: string,
) {
  const { fields, files } = input;
  const orderId = await findOrderId(db, fields.order_id);
  const ticketsDir = join(dataDir, "tickets");
  const staging = join(ticketsDir, `.staging-${randomUUID()}`);
  let finalDir: string | undefined;
  let committed = false;
  try {
    if (files.length > 0) {
      await mkdir(staging, { recursive: true });
      for (const file of files) await writeFile(join(staging, file.fileName), file.data, { flag: "wx" });
    }
    const result = await db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          clientId: input.clientId ?? null,
          senderName: fields.sender_name,
          senderEmail: normalizeEmail(fields.sender_email),
          senderPhone: fields.sender_phone ?? null,
          object: fields.object,
          content: fields.content,
          orderId,
          locale: input.locale,
        })
        .returning();
      const attachments =
        files.length === 0
          ? []
          : await tx
              .insert(ticketAttachments)
              .values(
                files.map((file) => ({
                  ticketId: ticket!.id,
                  filename: file.fileName,
                  contentType: file.kind.mime,
                  sizeBytes: file.data.length,
                  storagePath: join("tickets", String(ticket!.id), file.fileName),
                })),
              )
              .returning();
      const forMail = ticketForMail(dataDir, { ticket: ticket!, attachments }, fields.order_id);
      await enqueueMail(
        tx as AppDatabase,
        `ticket-acknowledgement:${ticket!.id}`,
        acknowledgementMail(forMail, input.locale, customerService),
      );
      await enqueueMail(
        tx as AppDatabase,
        `ticket-customer-service:${ticket!.id}`,
        customerServiceMail(forMail, input.locale, customerService),
      );
      if (files.length > 0) {
        finalDir = join(ticketsDir, String(ticket!.id));
        // A folder left by a ticket id that was rolled back earlier is stale: replace it.
        await rm(finalDir, { recursive: true, force: true });
        await rename(staging, finalDir);
      }
      return { ticket: ticket!, attachments };
    });
    committed = true;
    return result;
  } finally {
    await rm(staging, { recursive: true, force: true }).catch(() => {});
    if (!committed && finalDir) await rm(finalDir, { recursive: true, force: true }).catch(() => {});
  }
}

function ticketForMail(
  dataDir: string,
  { ticket, attachments }: { ticket: SupportTicket; attachments: TicketAttachment[] },
  givenOrder: string | undefined,
): TicketForMail {
  return {
    id: ticket.id,
    senderName: ticket.senderName,
    senderEmail: ticket.senderEmail,
    senderPhone: ticket.senderPhone,
    orderId: ticket.orderId !== null ? String(ticket.orderId) : givenOrder ? `${givenOrder} (not found)` : null,
    object: ticket.object,
    content: ticket.content,
    attachments: attachments.map((a) => ({
      fileName: a.filename,
      path: join(dataDir, a.storagePath),
      contentType: a.contentType,
      size: a.sizeBytes,
    })),
  };
}
