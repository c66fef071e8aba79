import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { DATE_OUT_OF_WINDOW, dateRefusal, deliveryMove, pauseQuery, planRefusal, readIntent } from "~/lib/malle";
import { deliverySchema, frequencyFormSchema, pauseSchema, reactivateSchema } from "~/lib/malle-forms";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const errorsOf = (submission: { status?: string; reply: () => { error?: Record<string, string[] | null> | null } }) =>
  submission.status === "success" ? {} : (submission.reply().error ?? {});

const TODAY = "2026-11-24";
const PLAN = { profile_id: "12", subscription_id: "34" };

describe("a delivery date moved", () => {
  it("is later (postponed) or earlier (forwarded) by whole days, or not moved", () => {
    expect(deliveryMove("2026-12-28", "2027-01-04")).toEqual({ kind: "postponed", days: 7 });
    expect(deliveryMove("2026-12-10", "2026-12-07")).toEqual({ kind: "forwarded", days: 3 });
    expect(deliveryMove("2026-12-10", "2026-12-10")).toBeNull();
    expect(deliveryMove("2026-12-10", "")).toBeNull();
    expect(deliveryMove("2026-12-10", "not a date")).toBeNull();
    expect(deliveryMove(null, "2026-12-10")).toBeNull();
  });
});

describe("the pause form", () => {
  const parse = (entries: Record<string, string>) => parseWithZod(form(entries), { schema: pauseSchema(TODAY) });

  it("takes 1, 2 or 3 months, the date field left aside", () => {
    const submission = parse({ ...PLAN, length: "2", until: "nonsense" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ profile_id: 12, subscription_id: 34, length: "2" });
    expect(pauseQuery(submission.value)).toEqual({ months: "2" });
  });

  it("takes a resume date after today, at most six months ahead, typed the local way too", () => {
    const submission = parse({ ...PLAN, length: "until", until: "24/01/2027" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(pauseQuery(submission.value)).toEqual({ until: "2027-01-24" });
    expect(parse({ ...PLAN, length: "until", until: "2027-05-24" }).status).toBe("success");
  });

  it("refuses a missing choice, another length, and a resume date missing, past, today or too far", () => {
    expect(errorsOf(parse({ ...PLAN }))).toEqual({ length: ["malle.error.pause_required"] });
    expect(errorsOf(parse({ ...PLAN, length: "4" }))).toEqual({ length: ["malle.error.pause_required"] });
    expect(errorsOf(parse({ ...PLAN, length: "until" }))).toEqual({ until: ["malle.error.until_required"] });
    expect(errorsOf(parse({ ...PLAN, length: "until", until: "soon" }))).toEqual({
      until: ["malle.error.until_invalid"],
    });
    expect(errorsOf(parse({ ...PLAN, length: "until", until: TODAY }))).toEqual({ until: ["malle.error.until_past"] });
    expect(errorsOf(parse({ ...PLAN, length: "until", until: "2027-05-25" }))).toEqual({
      until: ["malle.error.until_too_far"],
    });
  });

  it("refuses a plan that is not an id", () => {
    const refused = parse({ profile_id: "-1", subscription_id: "abc", length: "1" });
    expect(errorsOf(refused)).toEqual({ profile_id: ["malle.error.failed"], subscription_id: ["malle.error.failed"] });
  });
});

describe("frequency, reactivation and intents", () => {
  it("takes every 1, 2 or 3 months, nothing else", () => {
    const ok = parseWithZod(form({ ...PLAN, frequency: "3" }), { schema: frequencyFormSchema });
    expect(ok.status === "success" && ok.value.frequency).toBe(3);
    for (const frequency of ["0", "4", "", "1.5"]) {
      const refused = parseWithZod(form({ ...PLAN, frequency }), { schema: frequencyFormSchema });
      expect(errorsOf(refused), frequency).toEqual({ frequency: ["malle.error.frequency_required"] });
    }
    expect(errorsOf(parseWithZod(form({}), { schema: reactivateSchema }))).toEqual({
      frequency: ["malle.error.frequency_required"],
    });
  });

  it("knows the intents the cards send, and nothing else", () => {
    expect(readIntent("pause")).toBe("pause");
    expect(readIntent("terminate")).toBe("terminate");
    expect(readIntent("fuzz")).toBeNull();
    expect(readIntent(null)).toBeNull();
  });
});

describe("the delivery date form", () => {
  const window = { earliest: "2026-12-01", latest: "2027-01-30" };
  const parse = (value: string) => parseWithZod(form({ delivery_date: value }), { schema: deliverySchema(window) });

  it("takes a day within the window, both ends included, typed the local way too", () => {
    for (const value of ["2026-12-01", "2027-01-30", "15/12/2026"]) expect(parse(value).status, value).toBe("success");
  });

  it("refuses a missing, unreadable or out-of-window day", () => {
    expect(errorsOf(parse(""))).toEqual({ delivery_date: ["malle.error.date_required"] });
    expect(errorsOf(parse("2026-02-30"))).toEqual({ delivery_date: ["malle.error.date_invalid"] });
    expect(errorsOf(parse("2026-11-30"))).toEqual({ delivery_date: [DATE_OUT_OF_WINDOW] });
    expect(errorsOf(parse("2027-01-31"))).toEqual({ delivery_date: [DATE_OUT_OF_WINDOW] });
  });
});

describe("the API's refusals", () => {
  it("reads the plan's conflicts in the page's words", () => {
    expect(planRefusal(409, { type: "SUBSCRIPTION_TERMINATED" }, "pause")).toEqual({
      message: "malle.error.terminated",
    });
    expect(planRefusal(409, { type: "SUBSCRIPTION_PAUSED" }, "pause")).toEqual({
      message: "malle.error.already_paused",
    });
    expect(planRefusal(409, { type: "CONFLICT" }, "resume")).toEqual({ message: "malle.error.not_paused" });
    expect(planRefusal(409, undefined, "reactivate")).toEqual({ message: "malle.error.reactivate_failed" });
    expect(planRefusal(400, { type: "VALIDATION" }, "pause")).toEqual({
      field: "until",
      message: "malle.error.until_invalid",
    });
    expect(planRefusal(404, undefined, "frequency")).toEqual({ message: "malle.error.gone" });
    expect(planRefusal(502, undefined, "terminate")).toEqual({ message: "malle.error.failed" });
  });

  it("reads a date refused: blocked, out of the window, unreadable", () => {
    expect(dateRefusal(409, { type: "REQUEST_BLOCKED" })).toEqual({ message: "malle.error.blocked" });
    expect(dateRefusal(422, {})).toEqual({ field: "delivery_date", message: DATE_OUT_OF_WINDOW });
    expect(dateRefusal(400, {})).toEqual({ field: "delivery_date", message: "malle.error.date_invalid" });
    expect(dateRefusal(500, {})).toEqual({ message: "malle.error.failed" });
  });
});
