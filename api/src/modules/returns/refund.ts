/**
 * Refunding a shop return once operations received it (issue 26): a job keyed by the return,
 * written with the receipt. The amount is the received, not damaged units at the price paid less
 * their share of the order's discount. To the card through the provider first, with no lock held
 * and a key derived from the return (a job run twice is one refund at the provider); what the card
 * cannot take back (paid with the wallet or a gift card, or the provider refused) and the family's
 * choice of the wallet go to the wallet (`REFUND`, referenced `return:<id>`, written once). Then,
 * under the return's row lock and only while it has no refunded_at, the return is REFUNDED with
 * its amount and the "refund made" e-mail is written to the outbox (`return-refunded:<id>`).
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ContentLocale } from "#domain/locales.js";
import { REFUND_RETURN_JOB, returnNumber, returnRefundCents } from "#domain/returns.js";
import type { AppDatabase } from "../../db/client.js";
import { clients, orderLines, orders, payments, returnLines, returns } from "../../db/schema/index.js";
import { moveWallet } from "../checkout-money/index.js";
import { mailMoney, renderLinkMail, storefrontLink, type MailMessage } from "../mail/index.js";
import { enqueueMail, type JobContext, type ModuleJobs } from "../scheduler/index.js";

type RefundTexts = {
  subject: (number: string) => string;
  greeting: (firstname: string | null) => string;
  card: (amount: string, number: string) => string;
  wallet: (amount: string, number: string) => string;
  delay: string;
  button: string;
  signature: string;
};

const TEXTS: Record<ContentLocale, RefundTexts> = {
  fr: {
    subject: (n) => `Votre retour ${n} est remboursé`,
    greeting: (f) => (f ? `Bonjour ${f},` : "Bonjour,"),
    card: (a, n) => `Nous avons bien reçu votre retour ${n} : ${a} vous sont remboursés sur votre moyen de paiement.`,
    wallet: (a, n) => `Nous avons bien reçu votre retour ${n} : ${a} ont été crédités sur votre cagnotte.`,
    delay: "Un remboursement sur carte peut mettre quelques jours à apparaître sur votre relevé.",
    button: "Voir mon retour",
    signature: "L'équipe La Malle",
  },
  de: {
    subject: (n) => `Ihre Rücksendung ${n} wurde erstattet`,
    greeting: (f) => (f ? `Guten Tag ${f},` : "Guten Tag,"),
    card: (a, n) => `Wir haben Ihre Rücksendung ${n} erhalten: ${a} werden auf Ihr Zahlungsmittel erstattet.`,
    wallet: (a, n) => `Wir haben Ihre Rücksendung ${n} erhalten: ${a} wurden Ihrem Guthaben gutgeschrieben.`,
    delay: "Eine Erstattung auf Ihre Karte kann einige Tage dauern, bis sie auf Ihrem Kontoauszug erscheint.",
    button: "Meine Rücksendung ansehen",
    signature: "Ihr La-Malle-Team",
  },
  nl: {
    subject: (n) => `Je retour ${n} is terugbetaald`,
    greeting: (f) => (f ? `Hallo ${f},` : "Hallo,"),
    card: (a, n) => `We hebben je retour ${n} ontvangen: ${a} wordt terugbetaald op je betaalmiddel.`,
    wallet: (a, n) => `We hebben je retour ${n} ontvangen: ${a} is bijgeschreven op je tegoed.`,
    delay: "Een terugbetaling op je kaart kan een paar dagen duren voordat je die op je afschrift ziet.",
    button: "Mijn retour bekijken",
    signature: "Het La Malle-team",
  },
  es: {
    subject: (n) => `Tu devolución ${n} está reembolsada`,
    greeting: (f) => (f ? `Hola, ${f}:` : "Hola:"),
    card: (a, n) => `Hemos recibido tu devolución ${n}: te reembolsamos ${a} en tu medio de pago.`,
    wallet: (a, n) => `Hemos recibido tu devolución ${n}: hemos abonado ${a} en tu saldo.`,
    delay: "Un reembolso en tarjeta puede tardar unos días en aparecer en tu extracto.",
    button: "Ver mi devolución",
    signature: "El equipo de La Malle",
  },
  en: {
    subject: (n) => `Your return ${n} is refunded`,
    greeting: (f) => (f ? `Hello ${f},` : "Hello,"),
    card: (a, n) => `We received your return ${n}: ${a} is refunded to your payment method.`,
    wallet: (a, n) => `We received your return ${n}: ${a} was credited to your wallet.`,
    delay: "A refund to a card may take a few days to show on your statement.",
    button: "See my return",
    signature: "The La Malle team",
  },
};

/** The "refund made" e-mail, in the family's language. */
export function returnRefundedMail(mail: {
  to: string;
  locale: ContentLocale;
  firstname: string | null;
  storefrontUrl: string;
  returnId: number;
  amountCents: number;
  toWallet: boolean;
}): MailMessage {
  const t = TEXTS[mail.locale];
  const number = returnNumber(mail.returnId);
  const amount = mailMoney(mail.amountCents, mail.locale);
  return renderLinkMail({
    to: mail.to,
    locale: mail.locale,
    subject: t.subject(number),
    greeting: t.greeting(mail.firstname),
    paragraphs: mail.toWallet ? [t.wallet(amount, number)] : [t.card(amount, number), t.delay],
    button: {
      label: t.button,
      href: storefrontLink(mail.storefrontUrl, mail.locale, `/infos/returns/${mail.returnId}`),
    },
    signature: t.signature,
  });
}

/** The refund of a received shop return (see the file's comment); nothing when refunded already. */
export async function refundReturn(ctx: JobContext, returnId: number): Promise<void> {
  const { db } = ctx;
  const [row] = await db
    .select({ ret: returns, order: orders })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, returnId));
  if (!row || row.ret.refundedAt || row.ret.status !== "RECEIVED" || row.order.kind !== "SHOP") return;
  const { ret, order } = row;
  const lines = await db
    .select({
      unitPriceCents: orderLines.unitPriceCents,
      receivedQuantity: returnLines.receivedQuantity,
      damagedQuantity: returnLines.damagedQuantity,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, returnId));
  const amountCents = returnRefundCents(lines, {
    itemsAmountCents: order.itemsAmountTtcCents,
    discountAmountCents: order.discountAmountCents,
  });
  // Nothing came back that can be refunded (all damaged or missing): the return stays RECEIVED
  if (amountCents === 0) return;

  let cardCents = 0;
  let paymentId: number | null = null;
  if (!ret.refundToWallet) {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ["SUCCEEDED", "PARTIALLY_REFUNDED"])))
      .orderBy(desc(payments.amountCents), asc(payments.id))
      .limit(1);
    const refundable = payment ? Math.min(amountCents, payment.amountCents - payment.refundedCents) : 0;
    if (payment && refundable > 0) {
      try {
        if (!ctx.payments) throw new Error("No payments in this process");
        await ctx.payments.refundPart(payment, refundable, `return:${returnId}`);
        cardCents = refundable;
        paymentId = payment.id;
      } catch (error) {
        ctx.log.error(
          { returnId, paymentId: payment.id, err: error },
          "return not refunded to the card: to the wallet",
        );
      }
    }
  }
  const walletCents = amountCents - cardCents;

  await db.transaction(async (tx) => {
    const [held] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("update");
    if (!held || held.refundedAt) return;
    if (walletCents > 0) {
      await moveWallet(tx, {
        clientId: order.clientId,
        amountCents: walletCents,
        kind: "REFUND",
        reference: `return:${returnId}`,
        orderId: order.id,
      });
    }
    if (paymentId !== null) await ctx.payments!.recordPartRefund(tx as AppDatabase, paymentId, cardCents);
    await tx
      .update(returns)
      .set({ status: "REFUNDED", refundAmountCents: amountCents, refundedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(returns.id, returnId));
    const [client] = await tx.select().from(clients).where(eq(clients.id, order.clientId));
    if (client) {
      await enqueueMail(
        tx as AppDatabase,
        `return-refunded:${returnId}`,
        returnRefundedMail({
          to: client.email,
          locale: client.locale,
          firstname: client.firstname,
          storefrontUrl: ctx.config.storefrontUrl,
          returnId,
          amountCents,
          toWallet: cardCents === 0,
        }),
      );
    }
  });
}

export const returnsJobs: ModuleJobs = {
  handlers: {
    [REFUND_RETURN_JOB]: (job, ctx) => refundReturn(ctx, Number(job.payload.return_id)),
  },
};
