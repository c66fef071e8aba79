import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  DATE_OUT_OF_RANGE,
  bookingRefusal,
  bookingSchema,
  frequencySchema,
  landingWishes,
  membershipSchema,
  readFrequency,
} from "~/routes/quiz/quiz-booking";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const parse = (entries: Record<string, string>, window?: { earliest: string; latest: string }) => {
  const data = form(entries);
  return parseWithZod(data, { schema: bookingSchema(data, window) });
};

const fieldErrors = (submission: ReturnType<typeof parse>) =>
  submission.status === "success" ? {} : (submission.reply().error ?? {});

const WINDOW = { earliest: "2026-12-03", latest: "2027-02-01" };
const NEW_ADDRESS = {
  "shipping_new.street": "12 rue de la Roquette",
  "shipping_new.postcode": "75011",
  "shipping_new.city": "Paris",
  "shipping_new.country_code": "FR",
  "shipping_new.phone": "+33612345678",
};

describe("membership and frequency", () => {
  it("takes one shot or a subscription, nothing else", () => {
    expect(parseWithZod(form({ membership: "one-shot" }), { schema: membershipSchema }).status).toBe("success");
    const refused = parseWithZod(form({ membership: "forever" }), { schema: membershipSchema });
    expect(refused.reply().error).toEqual({ membership: ["quiz-booking.membership.error.required"] });
    expect(parseWithZod(form({}), { schema: membershipSchema }).reply().error).toEqual({
      membership: ["quiz-booking.membership.error.required"],
    });
  });

  it("takes the offered frequencies as numbers", () => {
    const chosen = parseWithZod(form({ frequency: "2" }), { schema: frequencySchema });
    expect(chosen.status === "success" && chosen.value).toEqual({ frequency: 2 });
    for (const odd of ["0", "4", "1.5", "", "two"]) {
      expect(parseWithZod(form({ frequency: odd }), { schema: frequencySchema }).status, odd).toBe("error");
    }
  });

  it("reads ?frequency= as a frequency or none (a one shot)", () => {
    expect(readFrequency("3")).toBe(3);
    expect(readFrequency(null)).toBeNull();
    expect(readFrequency("12")).toBeNull();
    expect(readFrequency("02")).toBeNull();
  });
});

describe("the checkout's form", () => {
  it("books with a saved address, a date and a saved method", () => {
    const submission = parse({ shipping_address: "7", delivery_date: "2026-12-10", payment_method_id: "3" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      shipping_address: "7",
      delivery_date: "2026-12-10",
      payment_method_id: 3,
    });
  });

  it("takes a date typed as the shopper writes it (no date picker)", () => {
    const submission = parse({ shipping_address: "7", delivery_date: " 10/12/2026 ", payment_method_id: "3" });
    expect(submission.status === "success" && submission.value.delivery_date).toBe("2026-12-10");
  });

  it("says what is missing, each beside its field", () => {
    expect(fieldErrors(parse({}))).toEqual({
      shipping_address: ["quiz-booking.checkout.error.address_required"],
      delivery_date: ["quiz-booking.checkout.error.date_required"],
      payment_method_id: ["quiz-booking.checkout.error.payment_required"],
    });
    expect(
      fieldErrors(parse({ shipping_address: "-1", delivery_date: "2026-02-30", payment_method_id: "saved:3" })),
    ).toEqual({
      shipping_address: ["quiz-booking.checkout.error.address_required"],
      delivery_date: ["quiz-booking.checkout.error.date_invalid"],
      payment_method_id: ["quiz-booking.checkout.error.payment_required"],
    });
  });

  it("checks the new address by the §5 rules only when it is chosen", () => {
    const saved = parse({
      shipping_address: "7",
      delivery_date: "2026-12-10",
      payment_method_id: "3",
      "shipping_new.postcode": "1",
    });
    expect(saved.status).toBe("success");
    const typed = parse({
      shipping_address: "new",
      delivery_date: "2026-12-10",
      payment_method_id: "3",
      ...NEW_ADDRESS,
      "shipping_new.postcode": "7501",
    });
    expect(fieldErrors(typed)).toEqual({ "shipping_new.postcode": ["addresses.error.postcode_digits_5"] });
    const complete = parse({
      shipping_address: "new",
      delivery_date: "2026-12-10",
      payment_method_id: "3",
      ...NEW_ADDRESS,
    });
    expect(complete.status === "success" && complete.value.shipping_new?.city).toBe("Paris");
  });

  it("refuses a date outside the window, both ends included", () => {
    const at = (date: string) =>
      parse({ shipping_address: "7", delivery_date: date, payment_method_id: "3" }, WINDOW).status;
    expect(at(WINDOW.earliest)).toBe("success");
    expect(at(WINDOW.latest)).toBe("success");
    expect(
      fieldErrors(parse({ shipping_address: "7", delivery_date: "2026-12-02", payment_method_id: "3" }, WINDOW)),
    ).toEqual({ delivery_date: [DATE_OUT_OF_RANGE] });
    expect(at("2027-02-02")).toBe("error");
  });
});

describe("landing wishes", () => {
  it("become the request's wishes: whole ids, each product once", () => {
    expect(
      landingWishes([
        { id: "12", variant_id: "40" },
        { id: "12", variant_id: "41" },
        { id: "13" },
        { id: "x" },
        { id: "-4" },
        { id: "14", variant_id: "1e3" },
      ]),
    ).toEqual([
      { product_id: 12, variant_id: 40 },
      { product_id: 13, variant_id: null },
      { product_id: 14, variant_id: null },
    ]);
    expect(landingWishes(undefined)).toEqual([]);
  });
});

describe("the API's refusals", () => {
  it("a date out of the window or an expired card is said beside its field", () => {
    expect(bookingRefusal(422, { type: "DELIVERY_DATE_OUT_OF_RANGE" })).toEqual({
      field: "delivery_date",
      message: DATE_OUT_OF_RANGE,
    });
    expect(bookingRefusal(422, { type: "PAYMENT_METHOD_EXPIRED" })).toEqual({
      field: "payment_method_id",
      message: "quiz-booking.checkout.error.payment_expired",
    });
  });

  it("a field the API names is shown beside the form's own field", () => {
    expect(bookingRefusal(400, { type: "VALIDATION_ERROR", errors: { shipping_address_id: ["x"] } }).field).toBe(
      "shipping_address",
    );
    expect(bookingRefusal(400, { type: "VALIDATION_ERROR", errors: { delivery_date: ["x"] } }).field).toBe(
      "delivery_date",
    );
  });

  it("a refused code is said beside the code with §8's message (issue 23)", () => {
    expect(bookingRefusal(422, { type: "COUPON_CODE_EXPIRED" })).toEqual({
      field: "code",
      message: "money.code_coupon_expired",
    });
    expect(bookingRefusal(422, { type: "COUPON_CODE_ALREADY_USED" })).toEqual({
      field: "code",
      message: "money.code_coupon_already_used",
    });
    expect(bookingRefusal(422, { type: "INVALID_CODE" })).toEqual({ field: "code", message: "money.code_invalid" });
  });

  it("something gone meanwhile, or a failure, is said above the form", () => {
    expect(bookingRefusal(404, { type: "NOT_FOUND" })).toEqual({ message: "quiz-booking.checkout.error.gone" });
    expect(bookingRefusal(502, undefined)).toEqual({ message: "quiz-booking.checkout.error.failed" });
  });
});
