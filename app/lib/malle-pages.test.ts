import { describe, expect, it } from "vitest";
import {
  boxStateKey,
  currentPlan,
  deliveryPath,
  isPostponable,
  pageOf,
  boxPhase,
  boxesIn,
  withRequestId,
  planState,
  readSubscriptionSegment,
  type BoxRequest,
  type Plan,
} from "~/lib/malle";

const plan = (overrides: Partial<Plan>): Plan => ({
  id: 1,
  is_active: true,
  frequency: 2,
  status_details_code: null,
  next_at: null,
  next_optimistic_delivery_date: null,
  next_delivery_date: "2027-01-10",
  created_at: "2026-06-01T10:00:00.000Z",
  paused_until: null,
  ...overrides,
});

const box = (overrides: Partial<BoxRequest>): BoxRequest => ({
  id: 1,
  profile_id: 5,
  subscription_id: 1,
  status: "PENDING",
  delivery_date: "2027-01-10",
  comment: null,
  is_blocked: false,
  status_details: { actions: ["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"] },
  wishes: [],
  shipping_address: null,
  payment_method: null,
  created_at: "2026-11-01T10:00:00.000Z",
  wishes_until: "2026-12-30",
  preview_expires_at: null,
  tracking: null,
  order: null,
  code: null,
  ...overrides,
});

describe("a plan's state", () => {
  it("is a one shot without frequency, stopped when inactive, paused with a pause, else active", () => {
    expect(planState(plan({ frequency: null }))).toBe("one_shot");
    expect(planState(plan({ is_active: false }))).toBe("terminated");
    expect(planState(plan({ status_details_code: "paused", paused_until: "2027-01-24" }))).toBe("paused");
    expect(planState(plan({ paused_until: "2027-01-24" }))).toBe("paused");
    expect(planState(plan({}))).toBe("active");
  });

  it("the plan a profile's pages manage: the active one, else the last stopped, never a one shot", () => {
    const oneShot = plan({ id: 9, frequency: null, created_at: "2026-10-01T00:00:00.000Z" });
    const oldStopped = plan({ id: 2, is_active: false, created_at: "2025-01-01T00:00:00.000Z" });
    const lastStopped = plan({ id: 3, is_active: false, created_at: "2026-02-01T00:00:00.000Z" });
    expect(currentPlan([oldStopped, lastStopped, oneShot])?.id).toBe(3);
    expect(currentPlan([lastStopped, plan({ id: 4 })])?.id).toBe(4);
    expect(currentPlan([oneShot])).toBeNull();
    expect(currentPlan([])).toBeNull();
  });
});

describe("a box", () => {
  it("can move its date only with UPDATE_DELIVERY_DATE, not blocked, and not the projected box", () => {
    expect(isPostponable(box({}))).toBe(true);
    expect(isPostponable(box({ is_blocked: true }))).toBe(false);
    expect(isPostponable(box({ status_details: { actions: ["GO_TO_SUGGESTIONS"] } }))).toBe(false);
    expect(isPostponable(box({ id: 0 }))).toBe(false);
  });

  it("says its state: planned, being prepared, or the API's status", () => {
    expect(boxStateKey(box({ id: 0 }))).toBe("malle.state.PLANNED");
    expect(boxStateKey(box({ is_blocked: true }))).toBe("malle.state.PREPARING");
    expect(boxStateKey(box({}))).toBe("malle.state.PENDING");
    expect(boxStateKey(box({ status: "DELIVERED", is_blocked: true }))).toBe("malle.state.DELIVERED");
  });

  it("tells a box waiting for its preview's answer and a box on its way from the previous boxes", () => {
    const boxes = [
      box({ id: 6 }),
      box({ id: 5, status: "PREVIEW_SENT", is_blocked: true }),
      box({ id: 4, status: "VALIDATED", is_blocked: true }),
      box({ id: 3, status: "SHIPPED" }),
      box({ id: 2, status: "DELIVERED" }),
      box({ id: 1, status: "CANCELLED" }),
    ];
    const ids = (phase: Parameters<typeof boxesIn>[1]) => boxesIn(boxes, phase).map((each) => each.id);
    expect(ids("to_come")).toEqual([6]);
    expect(ids("waiting")).toEqual([5]);
    expect(ids("on_its_way")).toEqual([4, 3]);
    expect(ids("past")).toEqual([2, 1]);
    expect(boxPhase(box({ status: "CLOSED" }))).toBe("past");
  });

  it("puts the box's id in the place of §3's request id 0", () => {
    expect(withRequestId("/12/suggestions/0", 12, 40)).toBe("/12/suggestions/40");
    expect(withRequestId("/de/12/suggestions/0/product/0", 12, 40)).toBe("/de/12/suggestions/40/product/0");
    expect(withRequestId("/infos/preview/12/0/comment", 12, 40)).toBe("/infos/preview/12/40/comment");
    expect(withRequestId("/nl/quiz/confirm/woman/12/0", 12, 40)).toBe("/nl/quiz/confirm/woman/12/40");
    expect(withRequestId("/12/suggestions/7", 12, 40)).toBe("/12/suggestions/7");
  });
});

describe("paths and pages", () => {
  it("names the delivery page by the plan, or one-shot, and reads it back", () => {
    expect(deliveryPath(5, 12)).toBe("/5/malle/12/delivery");
    expect(deliveryPath(5, null)).toBe("/5/malle/one-shot/delivery");
    expect(readSubscriptionSegment("12")).toBe(12);
    expect(readSubscriptionSegment("one-shot")).toBeNull();
    for (const odd of ["0", "-1", "abc", "99999999999", undefined])
      expect(readSubscriptionSegment(odd), odd).toBeUndefined();
  });

  it("cuts a list in pages of 20", () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, total: 45 });
    expect(pageOf(items, 3).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 4).items).toEqual([]);
    expect(pageOf([], 1)).toMatchObject({ pages: 1, total: 0 });
  });
});
