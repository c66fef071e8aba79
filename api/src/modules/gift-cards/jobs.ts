/**
 * The gift cards' job on the scheduler (decision 0031): "send-gift-card", planned when the card's
 * order is paid for the card's day (at once when that is today), e-mails the card to its recipient
 * in the giver's page language with the printable PDF. The card's row is held while the e-mail is
 * written to the outbox in the same transaction and sent_at marked: one e-mail per card, whatever
 * the retries or the number of workers.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { giftCards, orders } from "../../db/schema/index.js";
import { enqueueMail, type JobHandler, type ModuleJobs } from "../scheduler/index.js";
import { giftCardMail } from "./mails.js";
import { giftCardPdf } from "./pdf.js";
import { PAID_STATUSES, SEND_GIFT_CARD_JOB, cardFacts } from "./service.js";

const Payload = z.object({ giftCardId: z.number().int().positive() });

export const sendGiftCard: JobHandler = async (job, { db, now, config, log }) => {
  const { giftCardId } = Payload.parse(job.payload);
  await db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, giftCardId)).for("update");
    if (!card || card.sentAt || !card.recipientEmail) return;
    const [order] = card.orderId
      ? await tx
          .select({ status: orders.status, locale: orders.locale })
          .from(orders)
          .where(eq(orders.id, card.orderId))
      : [];
    // Only a paid card leaves (the job is planned at payment; this guards a refunded order)
    if (order && !PAID_STATUSES.includes(order.status)) {
      log.warn({ giftCardId, status: order.status }, "gift card not sent: its order is not paid");
      return;
    }
    const facts = cardFacts(card, order?.locale ?? "fr", now);
    const pdf = await giftCardPdf(facts, config.storefrontUrl);
    await enqueueMail(
      tx,
      `gift-card:${card.id}`,
      giftCardMail(facts, config.storefrontUrl, Buffer.from(pdf).toString("base64")),
    );
    await tx.update(giftCards).set({ sentAt: now, updatedAt: now }).where(eq(giftCards.id, card.id));
  });
};

export const giftCardsJobs: ModuleJobs = { handlers: { [SEND_GIFT_CARD_JOB]: sendGiftCard } };
