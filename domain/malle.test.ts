import { describe, expect, it } from "vitest";
import {
  WISH_WINDOW_DAYS,
  boxDelays,
  composeDay,
  wishesUntil,
  endOfShopDay,
  previewDeadline,
  MAX_PAUSE_MONTHS,
  REQUEST_STATUSES,
  addDays,
  addMonths,
  dateMove,
  daysBetween,
  deliveryWindow,
  inWindow,
  isBlocked,
  isCustomisable,
  isPostponable,
  latestDay,
  nextDeliveryDate,
  openingAt,
  openingDay,
  pauseEnd,
  pausedDeliveryDate,
  planSchedule,
  reminderRange,
  requestActions,
  requestState,
  requestTransition,
  resumedDeliveryDate,
  type RequestEvent,
  type RequestState,
} from "./malle";
import { DELIVERY_WINDOW_DAYS } from "./quiz";

describe("a preview's deadline", () => {
  it("is the last second of the shop's day, days later, in summer and winter time", () => {
    expect(endOfShopDay("2026-11-28").toISOString()).toBe("2026-11-28T22:59:59.000Z");
    expect(endOfShopDay("2026-07-14").toISOString()).toBe("2026-07-14T21:59:59.000Z");
    // 23:30 UTC on the 25th is already the 26th in Paris
    expect(previewDeadline(new Date("2026-11-25T23:30:00Z"), 3).toISOString()).toBe("2026-11-29T22:59:59.000Z");
    expect(previewDeadline(new Date("2026-11-25T08:00:00Z"), 3).toISOString()).toBe("2026-11-28T22:59:59.000Z");
  });
});

describe("days", () => {
  it("adds days across months and years, backwards too", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    // Daylight saving changes nothing: days are calendar days
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });

  it("adds months, clamped to the end of a shorter month", () => {
    expect(addMonths("2026-01-15", 1)).toBe("2026-02-15");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-03-31", 1)).toBe("2026-04-30");
    expect(addMonths("2026-08-31", 3)).toBe("2026-11-30");
    expect(addMonths("2026-11-30", 2)).toBe("2027-01-30");
    expect(addMonths("2026-12-31", 2)).toBe("2027-02-28");
    expect(addMonths("2026-05-31", -3)).toBe("2026-02-28");
    expect(addMonths("2026-05-10", 0)).toBe("2026-05-10");
  });

  it("counts the days between two days and keeps the latest", () => {
    expect(daysBetween("2026-02-01", "2026-03-01")).toBe(28);
    expect(daysBetween("2026-03-01", "2026-02-22")).toBe(-7);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(latestDay("2026-02-01", null, "2026-03-01", undefined, "2026-01-01")).toBe("2026-03-01");
  });
});

describe("delivery dates", () => {
  it("a box booked on its earliest date is composed after the wish window, not at once", () => {
    const lead = { composeLeadDays: 10, wishWindowDays: WISH_WINDOW_DAYS };
    // The carrier alone (6 days) would put the earliest date inside the compose lead
    const delays = boxDelays({ optimistic: 3, pessimistic: 6 }, lead);
    expect(delays).toEqual({ optimistic: 10, pessimistic: 13 });
    const today = "2026-06-10";
    const earliest = deliveryWindow(today, delays.pessimistic).earliest;
    expect(earliest).toBe("2026-06-23");
    expect(composeDay(earliest, lead.composeLeadDays)).toBe(addDays(today, WISH_WINDOW_DAYS));
    // Wishes today and the two days after: three days
    expect(wishesUntil(earliest, lead.composeLeadDays)).toBe("2026-06-12");
    expect(daysBetween(today, wishesUntil(earliest, lead.composeLeadDays)) + 1).toBe(WISH_WINDOW_DAYS);
    // A carrier slower than the lead is kept as it is
    expect(boxDelays({ optimistic: 12, pessimistic: 15 }, lead)).toEqual({ optimistic: 12, pessimistic: 15 });
    // A short compose lead (the end-to-end tests' 1 day) leaves the carrier's delay alone
    expect(boxDelays({ optimistic: 3, pessimistic: 6 }, { composeLeadDays: 1, wishWindowDays: 3 }).pessimistic).toBe(6);
  });

  it("the window runs from today + the pessimistic delay for DELIVERY_WINDOW_DAYS days", () => {
    const window = deliveryWindow("2026-06-10", 5);
    expect(window).toEqual({ earliest: "2026-06-15", latest: addDays("2026-06-15", DELIVERY_WINDOW_DAYS) });
    expect(inWindow("2026-06-15", window)).toBe(true);
    expect(inWindow(window.latest, window)).toBe(true);
    expect(inWindow("2026-06-14", window)).toBe(false);
    expect(inWindow(addDays(window.latest, 1), window)).toBe(false);
  });

  it("the next box comes the frequency after the last one", () => {
    expect(
      nextDeliveryDate({ lastDeliveryDate: "2026-06-20", frequency: 2, today: "2026-06-01", pessimisticDelay: 5 }),
    ).toBe("2026-08-20");
    expect(
      nextDeliveryDate({ lastDeliveryDate: "2026-01-31", frequency: 1, today: "2026-01-02", pessimisticDelay: 5 }),
    ).toBe("2026-02-28");
  });

  it("never before today + the pessimistic delay (a late plan, a reactivated one)", () => {
    expect(
      nextDeliveryDate({ lastDeliveryDate: "2025-01-10", frequency: 1, today: "2026-06-01", pessimisticDelay: 5 }),
    ).toBe("2026-06-06");
    expect(nextDeliveryDate({ lastDeliveryDate: null, frequency: 3, today: "2026-06-01", pessimisticDelay: 4 })).toBe(
      "2026-06-05",
    );
  });

  it("while paused, never before the pause's end + the pessimistic delay", () => {
    const plan = { lastDeliveryDate: "2026-06-20", frequency: 1, today: "2026-06-01", pessimisticDelay: 5 };
    expect(nextDeliveryDate({ ...plan, pausedUntil: "2026-09-01" })).toBe("2026-09-06");
    // A short pause that ends before the planned box leaves it where it was
    expect(nextDeliveryDate({ ...plan, pausedUntil: "2026-06-10" })).toBe("2026-07-20");
  });

  it("the request opens OPEN_LEAD_DAYS before its delivery date, at the start of that day (UTC)", () => {
    expect(openingDay("2026-07-20")).toBe("2026-06-29");
    expect(openingDay("2026-07-20", 10)).toBe("2026-07-10");
    expect(openingAt("2026-07-20").toISOString()).toBe("2026-06-29T00:00:00.000Z");
  });

  it("a plan's schedule: next delivery, its optimistic date and when its request opens", () => {
    const plan = {
      isActive: true,
      frequency: 1,
      booked: true,
      lastDeliveryDate: "2026-06-20",
      pausedUntil: null,
      today: "2026-06-01",
      delays: { optimistic: 2, pessimistic: 5 },
    };
    expect(planSchedule(plan)).toEqual({
      nextDeliveryDate: "2026-07-20",
      nextOptimisticDeliveryDate: "2026-07-17",
      nextAt: new Date("2026-06-29T00:00:00Z"),
    });
    expect(planSchedule({ ...plan, leadDays: 5 })?.nextAt).toEqual(new Date("2026-07-15T00:00:00Z"));
    expect(planSchedule({ ...plan, pausedUntil: "2026-09-01" })?.nextDeliveryDate).toBe("2026-09-06");
    // Nothing to plan: stopped, one shot, or no box booked yet
    expect(planSchedule({ ...plan, isActive: false })).toBeNull();
    expect(planSchedule({ ...plan, frequency: null })).toBeNull();
    expect(planSchedule({ ...plan, booked: false })).toBeNull();
    // Booked, but its last box was cancelled: as early as possible
    expect(planSchedule({ ...plan, lastDeliveryDate: null })?.nextDeliveryDate).toBe("2026-06-06");
  });

  it("a later date is postponed, an earlier one forwarded, in days", () => {
    expect(dateMove("2026-07-20", "2026-07-27")).toEqual({ kind: "postponed", days: 7 });
    expect(dateMove("2026-07-20", "2026-07-01")).toEqual({ kind: "forwarded", days: -19 });
    expect(dateMove("2026-07-20", "2026-07-20")).toBeNull();
  });
});

describe("pauses", () => {
  const today = "2026-06-10";

  it("ends 1, 2 or 3 months from today", () => {
    expect(pauseEnd({ months: 1 }, today)).toEqual({ ok: true, until: "2026-07-10" });
    expect(pauseEnd({ months: 2 }, today)).toEqual({ ok: true, until: "2026-08-10" });
    expect(pauseEnd({ months: 3 }, "2026-11-30")).toEqual({ ok: true, until: "2027-02-28" });
  });

  it("or on a day chosen after today, at most MAX_PAUSE_MONTHS months ahead", () => {
    expect(pauseEnd({ until: "2026-06-11" }, today)).toEqual({ ok: true, until: "2026-06-11" });
    const last = addMonths(today, MAX_PAUSE_MONTHS);
    expect(pauseEnd({ until: last }, today)).toEqual({ ok: true, until: last });
  });

  it.each([
    [{}, "neither", "months"],
    [{ months: null, until: "" }, "neither", "months"],
    [{ months: 1, until: "2026-07-01" }, "both", "until"],
    [{ months: 4 }, "months", "months"],
    [{ months: 0 }, "months", "months"],
    [{ months: 1.5 }, "months", "months"],
    [{ until: "2026-02-30" }, "until-invalid", "until"],
    [{ until: "10/07/2026" }, "until-invalid", "until"],
    [{ until: today }, "until-not-after-today", "until"],
    [{ until: "2026-06-01" }, "until-not-after-today", "until"],
    [{ until: addDays(addMonths(today, MAX_PAUSE_MONTHS), 1) }, "until-too-far", "until"],
  ])("refuses %j (%s)", (input, problem, field) => {
    expect(pauseEnd(input, today)).toEqual({ ok: false, problem, field });
  });

  it("pushes a box to the pause's end + the pessimistic delay, and leaves a later one", () => {
    expect(pausedDeliveryDate("2026-06-20", "2026-08-10", 5)).toBe("2026-08-15");
    expect(pausedDeliveryDate("2026-09-01", "2026-08-10", 5)).toBe("2026-09-01");
  });

  it("a resume brings the box back by the days the pause pushed it, never before the earliest day", () => {
    expect(resumedDeliveryDate({ date: "2026-08-15", pushedDays: 56, today: "2026-06-12", pessimisticDelay: 5 })).toBe(
      "2026-06-20",
    );
    // Resumed late: the planned day has gone, the earliest one is taken
    expect(resumedDeliveryDate({ date: "2026-08-15", pushedDays: 56, today: "2026-06-30", pessimisticDelay: 5 })).toBe(
      "2026-07-05",
    );
    // Not pushed (the family chose its date since, or the pause did not move it)
    expect(resumedDeliveryDate({ date: "2026-09-01", pushedDays: 0, today: "2026-06-12", pessimisticDelay: 5 })).toBe(
      "2026-09-01",
    );
  });
});

describe("reminders", () => {
  it("are due for the days from tomorrow to today + N", () => {
    expect(reminderRange("2026-06-10", 7)).toEqual({ from: "2026-06-11", to: "2026-06-17" });
  });
});

describe("the life of a box request", () => {
  const open: RequestState = { status: "PENDING", composing: false };
  const composing: RequestState = { status: "PENDING", composing: true };
  const events: RequestEvent[] = [
    "change-wishes",
    "change-date",
    "compose",
    "release",
    "send-preview",
    "validate",
    "skip",
    "ship",
    "deliver",
    "close",
    "cancel",
  ];

  it("goes from opened to closed", () => {
    let state: RequestState | null = open;
    const path: RequestEvent[] = ["compose", "send-preview", "validate", "ship", "deliver", "close"];
    const seen: string[] = [];
    for (const event of path) {
      state = requestTransition(state!, event);
      expect(state, event).not.toBeNull();
      seen.push(`${state!.status}${state!.composing ? "+composing" : ""}`);
    }
    expect(seen).toEqual(["PENDING+composing", "PREVIEW_SENT", "VALIDATED", "SHIPPED", "DELIVERED", "CLOSED"]);
  });

  it("an open box takes wishes and date changes (unchanged), and can be cancelled", () => {
    expect(requestTransition(open, "change-wishes")).toEqual(open);
    expect(requestTransition(open, "change-date")).toEqual(open);
    expect(requestTransition(open, "cancel")).toEqual({ status: "CANCELLED", composing: false });
    expect(requestTransition(composing, "release")).toEqual(open);
  });

  it("a box being composed refuses wishes, dates and cancelling", () => {
    for (const event of ["change-wishes", "change-date", "cancel", "compose"] as const) {
      expect(requestTransition(composing, event), event).toBeNull();
    }
  });

  it("a skipped preview cancels the box", () => {
    expect(requestTransition({ status: "PREVIEW_SENT", composing: false }, "skip")).toEqual({
      status: "CANCELLED",
      composing: false,
    });
  });

  it("final states accept no event", () => {
    for (const status of ["CLOSED", "CANCELLED"] as const) {
      for (const event of events) expect(requestTransition({ status, composing: false }, event)).toBeNull();
    }
  });

  it("every status refuses what is out of its turn", () => {
    const allowed: Record<string, RequestEvent[]> = {
      PENDING: ["change-wishes", "change-date", "compose", "cancel"],
      PREVIEW_SENT: ["validate", "skip"],
      VALIDATED: ["ship"],
      SHIPPED: ["deliver"],
      DELIVERED: ["close"],
      CLOSED: [],
      CANCELLED: [],
    };
    for (const status of REQUEST_STATUSES) {
      const accepted = events.filter((event) => requestTransition({ status, composing: false }, event) !== null);
      expect(accepted, status).toEqual(allowed[status]);
    }
  });

  it("actions and is_blocked are read from the state", () => {
    expect(requestActions(open)).toEqual(["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"]);
    expect([isCustomisable(open), isPostponable(open), isBlocked(open)]).toEqual([true, true, false]);
    expect(requestActions(composing)).toEqual([]);
    expect(isBlocked(composing)).toBe(true);
    for (const status of ["PREVIEW_SENT", "VALIDATED"] as const) {
      expect(requestActions({ status, composing: false })).toEqual([]);
      expect(isBlocked({ status, composing: false })).toBe(true);
    }
    for (const status of ["SHIPPED", "DELIVERED", "CLOSED", "CANCELLED"] as const) {
      expect(requestActions({ status, composing: false })).toEqual([]);
      expect(isBlocked({ status, composing: false })).toBe(false);
    }
  });

  it("a stored row's is_blocked only means composing while PENDING", () => {
    expect(requestState({ status: "PENDING", isBlocked: true })).toEqual(composing);
    expect(requestState({ status: "SHIPPED", isBlocked: true })).toEqual({ status: "SHIPPED", composing: false });
  });
});
