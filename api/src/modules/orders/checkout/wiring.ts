/**
 * The checkout wired to its neighbours (decision 0017, "Wiring"): the shipping fee from the
 * checkout-money rules, the charge through `app.payments`, and the order moved on when its payment
 * settles (paid → confirmation e-mail; failed or expired → cancelled, everything given back; paid
 * after the order was cancelled → refunded to the card, else to the wallet).
 */
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import {
  HOME_CARRIER,
  deliversTo,
  isRelayPointCountry,
  normalizeCode,
  shippingFee as quoteShippingFee,
} from "#domain/checkout.js";
import type { CountryCode } from "#domain/locales.js";
import { codes, orders } from "../../../db/schema/index.js";
import { ApiError } from "../../../plugins/errors.js";
import {
  RelayPointFinder,
  applyCode,
  codeProblem,
  findGiftCard,
  freeShippingThreshold,
} from "../../checkout-money/index.js";
import type { PaymentEventHandler } from "../../payments/index.js";
import { cancelUnpaidOrder } from "./cancel.js";
import { amountToPayCents, type ChargeResult, type CheckoutSteps } from "./contract.js";
import { giveBackLatePayment, markOrderPaid } from "./paid.js";

/** The provider's outcome in the order's words. */
const ORDER_STATUS_OF = { succeeded: "PAID", requires_action: "PENDING_PAYMENT", failed: "PAYMENT_FAILED" } as const;

/** The payment key of an order: one per checkout (the client's Idempotency-Key), so a replay never charges twice. */
export const paymentKeyOf = (order: { clientId: number; idempotencyKey: string | null; id: number }) =>
  `checkout:${order.clientId}:${order.idempotencyKey ?? `order-${order.id}`}`;

export function checkoutSteps(app: FastifyInstance): CheckoutSteps {
  const relayPoints = new RelayPointFinder(app.config.relayPoints);
  return {
    paymentPlatforms: (country) => app.payments.availablePlatforms(country, true),

    // A carrier not delivering there is refused by the shipping fee's CARRIER_UNAVAILABLE
    relayPoint: (carrier, country, id) =>
      carrier !== HOME_CARRIER && isRelayPointCountry(country) && deliversTo(country, carrier)
        ? relayPoints.describe(carrier, country, id)
        : undefined,

    async shippingFee({ db, itemsAmountCents, shippingAddress, carrier, codeShippingFeeOffered }) {
      const quote = quoteShippingFee({
        countryCode: shippingAddress.countryCode as CountryCode,
        carrier,
        subtotalCents: itemsAmountCents,
        offers: { freeShippingThresholdCents: await freeShippingThreshold(db), codeShippingFeeOffered },
      });
      if (!quote) {
        throw ApiError.unprocessable("CARRIER_UNAVAILABLE", "This carrier does not deliver to this country", {
          carrier: ["This carrier does not deliver to this country"],
        });
      }
      return { feeCents: quote.baseFeeCents, offered: quote.shippingFeeOffered };
    },

    async priceCode({ db, clientId, code, itemsAmountCents }) {
      // The code's row is held until the order is written: two checkouts cannot both take its last use
      await db
        .select({ id: codes.id })
        .from(codes)
        .where(sql`upper(${codes.code}) = ${normalizeCode(code)}`)
        .for("update");
      const applied = await applyCode(db, {
        clientId,
        code,
        order: { kind: "SHOP", itemsCents: itemsAmountCents, profileType: null },
      });
      if (!applied) throw codeProblem("INVALID_CODE");
      if (!applied.check.ok) throw codeProblem(applied.check.error, applied.check.detail);
      return {
        codeId: applied.code.id,
        discountCents: applied.check.discountCents ?? 0,
        shippingFeeOffered: applied.check.shippingFeeOffered,
      };
    },

    async holdGiftCard({ db, code }) {
      // Held until the order is written: two checkouts cannot both spend the same balance
      const found = await findGiftCard(db, code, new Date(), { lock: true });
      if (!found) throw codeProblem("INVALID_CODE");
      if (!found.check.ok) throw codeProblem(found.check.error);
      return { giftCardId: found.card.id, balanceCents: found.card.balanceCents };
    },

    async cancelCharge(order) {
      await app.payments.cancelOrderPayments(order.id);
    },

    async settlePrepaid(order) {
      await markOrderPaid({ db: app.db, log: app.log, storefrontUrl: app.config.storefrontUrl }, order.id, "prepaid");
    },

    async chargeOrder(order, { platform, returnUrl, paymentMethodId, embedded }): Promise<ChargeResult> {
      const result = await app.payments.createPayment({
        orderId: order.id,
        // What the gift card and the wallet left to pay
        amountCents: amountToPayCents(order),
        currency: "EUR",
        platform,
        clientId: order.clientId,
        idempotencyKey: paymentKeyOf(order),
        countryCode: order.shippingAddress?.countryCode,
        returnUrl,
        paymentMethodId,
        embedded,
        locale: order.locale,
      });
      return {
        status: ORDER_STATUS_OF[result.status],
        redirectUrl: result.redirectUrl,
        clientSecret: result.clientSecret,
        returnUrl: result.returnUrl,
        sessionId: result.sessionId,
        externalId: result.externalId,
        errorCode: result.errorCode,
      };
    },
  };
}

/**
 * Moves a shop order on when its payment becomes final. It runs inside the payments module's
 * settling transaction and writes through its `db` only (another connection would wait on PGlite).
 */
export function settleShopOrder(app: FastifyInstance): PaymentEventHandler {
  return async ({ type, payment, db }) => {
    const [order] = await db.select({ kind: orders.kind }).from(orders).where(eq(orders.id, payment.orderId));
    if (order?.kind !== "SHOP") return;
    if (type === "payment.succeeded") {
      const paid = await markOrderPaid(
        { db, log: app.log, storefrontUrl: app.config.storefrontUrl },
        payment.orderId,
        payment.externalId ?? "",
      );
      // Paid after the order was cancelled (declined then paid, given up, swept): the money goes back
      if (!paid) await giveBackLatePayment(db, app.log, app.payments.refund.bind(app.payments), payment);
    } else {
      await cancelUnpaidOrder(db, payment.orderId);
    }
  };
}
