import { describe, expect, it } from "vitest";
import { cancellationDue, cancellationEnd, withdrawalWindow } from "./withdrawal.js";

const delivered = (at: string, status = "DELIVERED") => ({ kind: "SHOP", status, deliveredAt: new Date(at) }) as const;

describe("withdrawalWindow", () => {
  it("runs 14 days from the day after delivery, to the end of the last day in Paris", () => {
    const order = delivered("2026-07-01T10:00:00Z");
    expect(withdrawalWindow(order, new Date("2026-07-01T12:00:00Z"))).toEqual({
      open: true,
      delivered: true,
      lastDay: "2026-07-15",
    });
    // 15 July, 23:30 in Paris (21:30 UTC): still open
    expect(withdrawalWindow(order, new Date("2026-07-15T21:30:00Z")).open).toBe(true);
    // 16 July, 00:30 in Paris: over
    expect(withdrawalWindow(order, new Date("2026-07-15T22:30:00Z"))).toEqual({
      open: false,
      problem: "WITHDRAWAL_PERIOD_OVER",
      lastDay: "2026-07-15",
    });
  });

  it("counts the delivery day on the shop's clock", () => {
    // 31 July 23:30 UTC is 1 August in Paris
    expect(withdrawalWindow(delivered("2026-07-31T23:30:00Z"), new Date("2026-08-01T08:00:00Z")).lastDay).toBe(
      "2026-08-15",
    );
  });

  it("takes a longer period when configured", () => {
    const order = delivered("2026-07-01T10:00:00Z");
    expect(withdrawalWindow(order, new Date("2026-07-20T10:00:00Z"), 30)).toMatchObject({
      open: true,
      lastDay: "2026-07-31",
    });
  });

  it("is open before delivery for a paid order, a box as a shop order", () => {
    for (const status of ["PAID", "PREPARING", "SHIPPED"]) {
      expect(withdrawalWindow({ kind: "SHOP", status, deliveredAt: null }, new Date())).toEqual({
        open: true,
        delivered: false,
        lastDay: null,
      });
    }
    expect(withdrawalWindow({ kind: "BOX", status: "SHIPPED", deliveredAt: null }, new Date()).open).toBe(true);
    expect(withdrawalWindow(delivered("2026-07-01T10:00:00Z", "COMPLETED"), new Date("2026-07-02")).open).toBe(true);
  });

  it("is closed for unpaid, cancelled and gift-card orders", () => {
    for (const status of ["PENDING_PAYMENT", "PAYMENT_FAILED", "CANCELLED"]) {
      expect(withdrawalWindow({ kind: "SHOP", status, deliveredAt: null }, new Date())).toMatchObject({
        open: false,
        problem: "NOT_WITHDRAWABLE",
      });
    }
    expect(withdrawalWindow({ kind: "GIFT_CARD", status: "PAID", deliveredAt: null }, new Date())).toMatchObject({
      open: false,
      problem: "NOT_WITHDRAWABLE",
    });
  });
});

describe("cancellationEnd", () => {
  it("reads the next possible date, a day, and refuses a past or malformed one", () => {
    expect(cancellationEnd("next_possible", "2026-07-01")).toEqual({ ok: true, day: null });
    expect(cancellationEnd("", "2026-07-01")).toEqual({ ok: true, day: null });
    expect(cancellationEnd("2026-07-01", "2026-07-01")).toEqual({ ok: true, day: null });
    expect(cancellationEnd("2026-08-31", "2026-07-01")).toEqual({ ok: true, day: "2026-08-31" });
    expect(cancellationEnd("2026-06-30", "2026-07-01")).toEqual({ ok: false, problem: "past" });
    expect(cancellationEnd("31/08/2026", "2026-07-01")).toEqual({ ok: false, problem: "invalid" });
    expect(cancellationEnd("2026-02-30", "2026-07-01")).toEqual({ ok: false, problem: "invalid" });
  });

  it("is due on its day", () => {
    expect(cancellationDue(null, "2026-07-01")).toBe(true);
    expect(cancellationDue("2026-07-01", "2026-07-01")).toBe(true);
    expect(cancellationDue("2026-07-02", "2026-07-01")).toBe(false);
  });
});
