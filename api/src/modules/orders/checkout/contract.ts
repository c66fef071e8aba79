/**
 * What the checkout takes from its neighbours (CheckoutSteps, wired in checkout/wiring.ts) and what
 * it is given: the payment's choice and outcome, the priced code, the held gift card, the input.
 */
import type { Db } from "../../../db/client.js";
import type { AddressSnapshot, Order, RelayPointSnapshot } from "../../../db/schema/index.js";
import type { Carrier } from "#domain/checkout.js";
import type { CountryCode } from "#domain/locales.js";
import type { Platform } from "../../payments/index.js";

/** What is left to pay once the gift card and the wallet have paid their part (the payment's amount). */
export const amountToPayCents = (
  order: Pick<Order, "totalAmountTtcCents" | "giftCardAmountCents" | "walletAmountCents">,
) => order.totalAmountTtcCents - order.giftCardAmountCents - order.walletAmountCents;

/** The payment of a checkout, in the order's words (the provider's outcome mapped by the steps). */
export type ChargeResult = {
  status: "PENDING_PAYMENT" | "PAID" | "PAYMENT_FAILED";
  redirectUrl?: string;
  clientSecret?: string;
  /** Where the provider (and the embedded form) sends the browser back, sessionId added. */
  returnUrl?: string;
  /** Adyen's checkout session id (Drop-in). */
  sessionId?: string;
  externalId?: string;
  errorCode?: string;
};
/**
 * How the order is paid: a platform, with one of the client's saved methods of that platform or not,
 * where the provider sends the browser back, and whether the storefront shows its embedded form.
 */
export type PaymentChoice = { platform: Platform; returnUrl: string; paymentMethodId?: number; embedded: boolean };
export type ChargeOrder = (order: Order, choice: PaymentChoice) => Promise<ChargeResult>;

/**
 * The shipping fee of a shop order (TTC cents before the offer) and whether an offer waives it;
 * throws a 422 when the carrier does not deliver there. It runs inside the checkout's
 * transaction: it must read through `db` (on PGlite another connection would wait forever).
 */
export type ShippingFee = (input: {
  db: Db;
  clientId: number;
  /** Items amount after the code's discount. */
  itemsAmountCents: number;
  shippingAddress: AddressSnapshot;
  carrier: Carrier;
  /** The code applied offers shipping. */
  codeShippingFeeOffered: boolean;
}) => Promise<{ feeCents: number; offered: boolean }>;

/** A discount, coupon or birthday code checked for the order being placed (a 422 when refused). */
export type PricedCode = { codeId: number; discountCents: number; shippingFeeOffered: boolean };
export type PriceCode = (input: {
  db: Db;
  clientId: number;
  code: string;
  itemsAmountCents: number;
}) => Promise<PricedCode>;

/** A gift card checked for the order being placed, its row held until the order is written (a 422 when refused). */
export type HeldGiftCard = { giftCardId: number; balanceCents: number };
export type HoldGiftCard = (input: { db: Db; code: string }) => Promise<HeldGiftCard>;

/**
 * The checkout's steps owned by other modules (`app.shopCheckout`, see wiring.ts): the platforms a
 * shop order may be paid with in a country, the shipping fee, the code and gift card checks, the
 * charge, and the confirmation of an order the gift card and the wallet paid in full.
 */
export type CheckoutSteps = {
  paymentPlatforms: (country: CountryCode) => Platform[];
  /**
   * The relay point as its finder describes it, when it can tell without a web-service call: null
   * when it is not one of the carrier's, undefined when only the carrier's service knows (decision 0029).
   */
  relayPoint: (carrier: Carrier, country: CountryCode, id: string) => RelayPointSnapshot | null | undefined;
  shippingFee: ShippingFee;
  priceCode: PriceCode;
  holdGiftCard: HoldGiftCard;
  chargeOrder: ChargeOrder;
  /**
   * The shopper gave the order up: its payment is closed at the provider where it can be and
   * settled (failed, payment_cancelled; or succeeded when paid just before), which cancels the order.
   */
  cancelCharge: (order: Order) => Promise<void>;
  settlePrepaid: (order: Order) => Promise<void>;
};

export type CheckoutInput = {
  shipping_address_id?: number;
  billing_address_id?: number;
  carrier: Carrier;
  relay_point_id?: string;
  platform: Platform;
  return_url: string;
  code?: string;
  gift_card_code?: string;
  use_wallet?: boolean;
  payment_method_id?: number;
  embedded?: boolean;
};
