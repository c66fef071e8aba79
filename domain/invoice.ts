/**
 * The invoice of a paid order (issue 26): its number, its lines, its totals, the VAT included and
 * what paid it. Amounts are TTC cents, as the order stores them.
 *
 * - What is invoiced: a box's pieces KEPT (decision 0047: its order's items amount is theirs); a
 *   shop order's lines not CANCELLED. An invoice is fixed once issued: a shop line sent back later
 *   stays on it (the refund is its own document), so RETURNED lines are kept for shop orders.
 * - The totals are the order's own (what was charged): items, discount, styling fee, shipping (0
 *   when offered), total TTC; the lines' amounts are unit price × quantity.
 * - VAT: French VAT of 20 % on clothes, computed once on the total (not line by line, so the
 *   rounding happens once): HT = round(TTC / 1.2), VAT = TTC − HT.
 * - Second-hand pieces (littlegeste, decision 0052) are sold under the margin scheme (art. 297 A
 *   CGI, directive 2006/112/EC art. 313): their line carries the legal mention (art. 226 point 14)
 *   and no VAT is itemised for them, so the VAT shown is that of the total less their amounts.
 * - Paid by the wallet, the gift card and the payment method (the rest of the total).
 */
import type { LocalizedText } from "./locales";
import { SHOP_TIME_ZONE, todayIn } from "./profiles";

/** French VAT on clothes, in percent. */
export const VAT_RATE_PERCENT = 20;

/**
 * The mention a line sold under the margin scheme for second-hand goods carries (art. 297 A CGI;
 * in the other languages the wording of directive 2006/112/EC art. 226 point 14).
 */
export const SECOND_HAND_MENTION: LocalizedText = {
  fr: "Régime particulier – Biens d'occasion",
  de: "Differenzbesteuerung – Gebrauchtgegenstände/Sonderregelung",
  nl: "Bijzondere regeling – Gebruikte goederen",
  es: "Régimen especial – Bienes de ocasión",
  en: "Margin scheme – Second-hand goods",
};

export type InvoiceOrderLine = {
  name: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  status: "ORDERED" | "KEPT" | "RETURNED" | "CANCELLED";
  /** Sold under the margin scheme (a second-hand piece): no VAT itemised for it. */
  secondHand: boolean;
};

export type InvoiceOrder = {
  id: number;
  kind: "BOX" | "SHOP" | "GIFT_CARD";
  status: string;
  paidAt: Date | null;
  itemsAmountTtcCents: number;
  discountAmountCents: number;
  stylingFeeCents: number;
  shippingFeeTtcCents: number;
  shippingFeeOffered: boolean;
  totalAmountTtcCents: number;
  walletAmountCents: number;
  giftCardAmountCents: number;
  lines: InvoiceOrderLine[];
};

export type InvoiceLine = {
  name: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  secondHand: boolean;
};

export type Invoice = {
  number: string;
  /** The day it was paid (YYYY-MM-DD, shop time): the invoice's date. */
  date: string;
  orderId: number;
  kind: "BOX" | "SHOP";
  lines: InvoiceLine[];
  itemsCents: number;
  discountCents: number;
  stylingFeeCents: number;
  shippingCents: number;
  shippingOffered: boolean;
  totalTtcCents: number;
  totalHtCents: number;
  vatCents: number;
  vatRatePercent: number;
  /** What the second-hand lines amount to: sold under the margin scheme, outside `vatCents`. */
  secondHandCents: number;
  paid: { walletCents: number; giftCardCents: number; paymentMethodCents: number };
};

/** The statuses of an order that was paid (and may have moved on since). */
const PAID_STATUSES = new Set(["PAID", "PREPARING", "SHIPPED", "DELIVERED", "COMPLETED"]);

/**
 * The invoice's number: "F-", the year it was paid (shop time) and the order's id on six digits
 * ("F-2026-000042"). One invoice per order, so the order's id makes it unique on its own; the year
 * is there for the reader and the accountant.
 */
export function invoiceNumber(orderId: number, paidAt: Date): string {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new Error(`Invalid order id: ${orderId}`);
  return `F-${todayIn(SHOP_TIME_ZONE, paidAt).slice(0, 4)}-${String(orderId).padStart(6, "0")}`;
}

/** The VAT included in an amount TTC, computed once on it: HT = round(TTC / 1.2), VAT = TTC − HT. */
export function vatIncluded(ttcCents: number): { htCents: number; vatCents: number } {
  const htCents = Math.round((ttcCents * 100) / (100 + VAT_RATE_PERCENT));
  return { htCents, vatCents: ttcCents - htCents };
}

/** Whether the order has an invoice: a shop order or a box, paid (paidAt a Date, or the API's string). */
export function hasInvoice(order: {
  kind: InvoiceOrder["kind"];
  status: string;
  paidAt: Date | string | null;
}): boolean {
  return (order.kind === "SHOP" || order.kind === "BOX") && order.paidAt !== null && PAID_STATUSES.has(order.status);
}

/** The invoice of a paid shop order or box; null when the order has none (unpaid, a gift card). */
export function invoiceOf(order: InvoiceOrder): Invoice | null {
  if (!hasInvoice(order) || order.kind === "GIFT_CARD") return null;
  const invoiced =
    order.kind === "BOX"
      ? order.lines.filter((l) => l.status === "KEPT")
      : order.lines.filter((l) => l.status !== "CANCELLED");
  const total = order.totalAmountTtcCents;
  const secondHandCents = invoiced
    .filter((l) => l.secondHand)
    .reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const { vatCents } = vatIncluded(Math.max(0, total - secondHandCents));
  const walletCents = order.walletAmountCents;
  const giftCardCents = order.giftCardAmountCents;
  return {
    number: invoiceNumber(order.id, order.paidAt!),
    date: todayIn(SHOP_TIME_ZONE, order.paidAt!),
    orderId: order.id,
    kind: order.kind,
    lines: invoiced.map((l) => ({
      name: l.name,
      size: l.size,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.unitPriceCents * l.quantity,
      secondHand: l.secondHand,
    })),
    itemsCents: order.itemsAmountTtcCents,
    discountCents: order.discountAmountCents,
    stylingFeeCents: order.stylingFeeCents,
    shippingCents: order.shippingFeeOffered ? 0 : order.shippingFeeTtcCents,
    shippingOffered: order.shippingFeeOffered,
    totalTtcCents: total,
    totalHtCents: total - vatCents,
    vatCents,
    vatRatePercent: VAT_RATE_PERCENT,
    secondHandCents,
    paid: {
      walletCents,
      giftCardCents,
      paymentMethodCents: Math.max(0, total - walletCents - giftCardCents),
    },
  };
}
