/**
 * The checkout page's pure rules (issue 5, §3 Order totals, §5, §8), shared by its loader, its
 * action and its components, and unit-tested: the totals shown before paying, the code pre-filled
 * from the §9 cookies, the saved payment methods still valid, the platforms' names and the message
 * of a failed payment. Amounts are integer cents; the API's euros are converted at the edge.
 */
import { codeDiscountCents, shippingFee, type Carrier } from "#domain/checkout.js";
import { isCountryCode } from "#domain/countries.js";
import type { CountryCode } from "#domain/locales.js";
import {
  PAYMENT_CANCELLED,
  PAYMENT_KINDS,
  SANDBOX_DECLINE_CODES,
  availablePaymentKinds,
  type PaymentKind,
} from "#domain/payments.js";

/** A country code answered by the API or typed in the form, when it is one. */
export function countryOf(code: string | null | undefined): CountryCode | null {
  return code && isCountryCode(code) ? code : null;
}

/** Euros (two decimals, as the API answers) to integer cents. */
export const toCents = (euros: number) => Math.round(euros * 100);

/** A checked discount/coupon code as the totals need it (GET clients/me/discounts/{code}). */
export type AppliedCode = { percent: number | null; amount: number | null; shippingFeeOffered: boolean };

/** A code checked by the API: what it gives, or its §8 message (a locale key). */
export type CodeCheck = { ok: true; code: string; applied: AppliedCode } | { ok: false; code: string; error: string };
export type GiftCardCheck =
  { ok: true; code: string; balanceCents: number } | { ok: false; code: string; error: string };

export type TotalsInput = {
  itemsCents: number;
  code?: AppliedCode | null;
  country: CountryCode | null;
  carrier: Carrier;
  /** The configured free-shipping threshold (GET shipping_fees), else the domain's. */
  freeShippingThresholdCents?: number | null;
  giftCardBalanceCents?: number;
  walletBalanceCents?: number;
  useWallet?: boolean;
};

export type Totals = {
  itemsCents: number;
  discountCents: number;
  /** null while the shipping country is not known (a new address not typed yet). */
  shippingCents: number | null;
  shippingOffered: boolean;
  giftCardCents: number;
  walletCents: number;
  toPayCents: number;
};

/**
 * §3 Order totals as the API prices them: the code comes off the items, the fee is priced on what
 * is left (free from the threshold, or offered by the code), then the gift card and the wallet pay
 * what they can of the total, in that order; the rest is charged.
 */
export function checkoutTotals(input: TotalsInput): Totals {
  const { itemsCents, code } = input;
  const discountCents = code
    ? codeDiscountCents(
        { percent: code.percent, amountCents: code.amount === null ? null : toCents(code.amount) },
        itemsCents,
      )
    : 0;
  const quote = input.country
    ? shippingFee({
        countryCode: input.country,
        carrier: input.carrier,
        subtotalCents: itemsCents - discountCents,
        offers: {
          codeShippingFeeOffered: code?.shippingFeeOffered ?? false,
          ...(input.freeShippingThresholdCents !== undefined
            ? { freeShippingThresholdCents: input.freeShippingThresholdCents }
            : {}),
        },
      })
    : undefined;
  const shippingCents = quote ? quote.shippingFeeTtcCents : null;
  const totalCents = itemsCents - discountCents + (shippingCents ?? 0);
  const giftCardCents = Math.min(Math.max(0, input.giftCardBalanceCents ?? 0), totalCents);
  const walletCents = input.useWallet
    ? Math.min(Math.max(0, input.walletBalanceCents ?? 0), totalCents - giftCardCents)
    : 0;
  return {
    itemsCents,
    discountCents,
    shippingCents,
    shippingOffered: quote?.shippingFeeOffered ?? false,
    giftCardCents,
    walletCents,
    toPayCents: totalCents - giftCardCents - walletCents,
  };
}

/** A placed order's amounts as the API answers them (euros). */
export type OrderAmounts = {
  items_amount_ttc: number;
  discount_amount: number;
  shipping_fee_ttc: number;
  gift_card_amount: number;
  wallet_amount: number;
  amount_to_pay: number;
  offer: { shipping_fee_offered: boolean };
};

/** §3 Order totals of a placed order: what the API priced, shown while it is being paid. */
export function orderTotals(order: OrderAmounts): Totals {
  return {
    itemsCents: toCents(order.items_amount_ttc),
    discountCents: toCents(order.discount_amount),
    shippingCents: toCents(order.shipping_fee_ttc),
    shippingOffered: order.offer.shipping_fee_offered,
    giftCardCents: toCents(order.gift_card_amount),
    walletCents: toCents(order.wallet_amount),
    toPayCents: toCents(order.amount_to_pay),
  };
}

/**
 * The code pre-filled from the §9 cookies: a cart bought for a woman takes woman_code, any other
 * kid_code; when the preferred one is missing the other still helps (it is only a suggestion, the
 * API checks it). Trimmed like every code (§5).
 */
export function prefilledCode(cookies: { kidCode?: string; womanCode?: string }, forWoman: boolean): string {
  const [first, second] = forWoman ? [cookies.womanCode, cookies.kidCode] : [cookies.kidCode, cookies.womanCode];
  return (first?.trim() || second?.trim() || "").slice(0, 64);
}

/** A saved payment method as GET clients/me/payment-methods answers it. */
export type SavedMethod = { id: number; expiration_date: string | null; valid: boolean };

/**
 * §5: a saved method can be used only while it has not expired. expiration_date is the last valid
 * day (or a month "YYYY-MM", valid through its last day); the API's `valid` flag is honoured too.
 */
export function usableMethods<T extends SavedMethod>(methods: readonly T[], today: string): T[] {
  return methods.filter((method) => {
    if (!method.valid) return false;
    const date = method.expiration_date;
    if (!date) return true;
    const last = /^\d{4}-\d{2}$/.test(date) ? `${date}-31` : date.slice(0, 10);
    return last >= today;
  });
}

/**
 * A saved method is chosen in the same radio group as the platforms, as "saved:<id>": one choice
 * for "how do I pay". Its platform is the method's own.
 */
const SAVED = "saved:";
export const savedMethodChoice = (id: number) => `${SAVED}${id}`;
export const isSavedMethodChoice = (value: string | undefined) => Boolean(value?.startsWith(SAVED));

export function paymentChoice(
  value: string,
  methods: readonly { id: number; platform: string }[],
): { platform: string; paymentMethodId?: number } {
  if (!value.startsWith(SAVED)) return { platform: value };
  const method = methods.find((candidate) => savedMethodChoice(candidate.id) === value);
  // A method gone meanwhile: no platform, which the page refuses with its message
  return method ? { platform: method.platform, paymentMethodId: method.id } : { platform: "" };
}

/** The payment kind of a platform ("klarna_paylater_via_adyen" → "klarna_paylater"). */
export function platformKind(platform: string): PaymentKind | null {
  const kind = platform.replace(/_via_[a-z]+$/, "");
  return PAYMENT_KINDS.find((k) => k === kind) ?? null;
}

/** The platform's translated name key; card through Adyen is named apart (§3 lists both). */
export function platformNameKey(platform: string): string {
  if (platform === "card_via_adyen") return "checkout.platform.card_via_adyen";
  return `checkout.platform.${platformKind(platform) ?? "card"}`;
}

/**
 * The platforms for the shipping country: the API's answer for that country when a saved address
 * is there; otherwise (a new address being typed) the client's platforms that also serve it, as
 * the API refuses a platform not offered where the parcel goes.
 */
export function platformsFor(
  platforms: readonly string[],
  country: CountryCode | null,
  byCountry: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  if (!country) return [...platforms];
  const answered = byCountry[country];
  if (answered) return [...answered];
  const kinds = availablePaymentKinds(country, true);
  return platforms.filter((platform) => {
    const kind = platformKind(platform);
    return kind !== null && kinds.includes(kind);
  });
}

/** Decline and error codes with a message of their own (§8); anything else is the generic one. */
const PAYMENT_ERRORS_WITH_TEXT: readonly string[] = [
  ...SANDBOX_DECLINE_CODES,
  "payment_intent_authentication_failure",
  PAYMENT_CANCELLED,
  "NOT_ENOUGH_STOCK",
];

/** §8: the message of a failed payment from its code (decline_code, else code, else type). */
export function paymentErrorKey(code: string | null | undefined): string {
  if (code === "NOT_ENOUGH_STOCK") return "checkout.error.out_of_stock";
  return code && PAYMENT_ERRORS_WITH_TEXT.includes(code)
    ? `checkout.payment_error.${code}`
    : "checkout.payment_error.generic";
}
