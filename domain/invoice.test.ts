import { describe, expect, it } from "vitest";
import {
  SECOND_HAND_MENTION,
  hasInvoice,
  invoiceNumber,
  invoiceOf,
  vatIncluded,
  type InvoiceOrder,
} from "./invoice.js";

const paidAt = new Date("2026-03-14T10:00:00Z");

function order(over: Partial<InvoiceOrder> = {}): InvoiceOrder {
  return {
    id: 42,
    kind: "SHOP",
    status: "PAID",
    paidAt,
    itemsAmountTtcCents: 7000,
    discountAmountCents: 1000,
    stylingFeeCents: 0,
    shippingFeeTtcCents: 490,
    shippingFeeOffered: false,
    totalAmountTtcCents: 6490,
    walletAmountCents: 500,
    giftCardAmountCents: 1000,
    lines: [
      { name: "Robe", size: "6A", quantity: 2, unitPriceCents: 2500, status: "ORDERED", secondHand: false },
      { name: "Pull", size: "8A", quantity: 1, unitPriceCents: 2000, status: "ORDERED", secondHand: false },
      { name: "Jupe", size: "8A", quantity: 1, unitPriceCents: 1500, status: "CANCELLED", secondHand: false },
    ],
    ...over,
  };
}

describe("invoiceNumber", () => {
  it("is F-, the year paid (shop time) and the order id on six digits", () => {
    expect(invoiceNumber(42, paidAt)).toBe("F-2026-000042");
    expect(invoiceNumber(1234567, paidAt)).toBe("F-2026-1234567");
    // 23:30 UTC on 31 December is already the next year in Paris
    expect(invoiceNumber(7, new Date("2026-12-31T23:30:00Z"))).toBe("F-2027-000007");
  });

  it("refuses what is not an order id", () => {
    for (const id of [0, -1, 2.5]) expect(() => invoiceNumber(id, paidAt)).toThrow();
  });
});

describe("vatIncluded", () => {
  it("takes 20 % VAT out of the total once, HT rounded", () => {
    expect(vatIncluded(12000)).toEqual({ htCents: 10000, vatCents: 2000 });
    expect(vatIncluded(6490)).toEqual({ htCents: 5408, vatCents: 1082 });
    expect(vatIncluded(1)).toEqual({ htCents: 1, vatCents: 0 });
    expect(vatIncluded(0)).toEqual({ htCents: 0, vatCents: 0 });
  });
});

describe("invoiceOf", () => {
  it("lists a shop order's lines not cancelled, its totals, the VAT and what paid it", () => {
    const invoice = invoiceOf(order())!;
    expect(invoice.number).toBe("F-2026-000042");
    expect(invoice.date).toBe("2026-03-14");
    expect(invoice.lines).toEqual([
      { name: "Robe", size: "6A", quantity: 2, unitPriceCents: 2500, amountCents: 5000, secondHand: false },
      { name: "Pull", size: "8A", quantity: 1, unitPriceCents: 2000, amountCents: 2000, secondHand: false },
    ]);
    expect(invoice).toMatchObject({
      itemsCents: 7000,
      discountCents: 1000,
      shippingCents: 490,
      totalTtcCents: 6490,
      totalHtCents: 5408,
      vatCents: 1082,
      vatRatePercent: 20,
      paid: { walletCents: 500, giftCardCents: 1000, paymentMethodCents: 4990 },
    });
  });

  it("itemises no VAT for a second-hand line (margin scheme): the VAT shown is the rest's", () => {
    const lines = order().lines.map((l) => (l.name === "Pull" ? { ...l, secondHand: true } : l));
    const invoice = invoiceOf(order({ lines }))!;
    expect(invoice.lines.map((l) => [l.name, l.secondHand])).toEqual([
      ["Robe", false],
      ["Pull", true],
    ]);
    // 6490 charged, of which 2000 for the second-hand piece: VAT on 4490 only
    expect(invoice).toMatchObject({ secondHandCents: 2000, vatCents: 748, totalHtCents: 6490 - 748 });
    expect(SECOND_HAND_MENTION.fr).toBe("Régime particulier – Biens d'occasion");
  });

  it("keeps a shop line sent back after the payment (the invoice is fixed once issued)", () => {
    const lines = order().lines.map((l) => (l.name === "Pull" ? { ...l, status: "RETURNED" as const } : l));
    expect(invoiceOf(order({ lines }))!.lines.map((l) => l.name)).toEqual(["Robe", "Pull"]);
  });

  it("invoices a box's pieces kept, its styling fee, and nothing of the shipping offered", () => {
    const invoice = invoiceOf(
      order({
        kind: "BOX",
        status: "COMPLETED",
        itemsAmountTtcCents: 2000,
        discountAmountCents: 0,
        stylingFeeCents: 500,
        shippingFeeTtcCents: 490,
        shippingFeeOffered: true,
        totalAmountTtcCents: 2500,
        walletAmountCents: 0,
        giftCardAmountCents: 0,
        lines: [
          { name: "Robe", size: "6A", quantity: 1, unitPriceCents: 2500, status: "RETURNED", secondHand: false },
          { name: "Pull", size: "8A", quantity: 1, unitPriceCents: 2000, status: "KEPT", secondHand: false },
        ],
      }),
    )!;
    expect(invoice.lines.map((l) => l.name)).toEqual(["Pull"]);
    expect(invoice).toMatchObject({
      kind: "BOX",
      stylingFeeCents: 500,
      shippingCents: 0,
      shippingOffered: true,
      totalTtcCents: 2500,
      paid: { walletCents: 0, giftCardCents: 0, paymentMethodCents: 2500 },
    });
  });

  it("has none for an unpaid order or a gift card", () => {
    expect(invoiceOf(order({ status: "PENDING_PAYMENT", paidAt: null }))).toBeNull();
    expect(invoiceOf(order({ status: "CANCELLED" }))).toBeNull();
    expect(invoiceOf(order({ kind: "GIFT_CARD" }))).toBeNull();
    expect(hasInvoice({ kind: "SHOP", status: "SHIPPED", paidAt })).toBe(true);
    expect(hasInvoice({ kind: "SHOP", status: "PAID", paidAt: null })).toBe(false);
  });
});
