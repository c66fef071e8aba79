import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkoutSchema } from "~/lib/checkout-form";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const base = {
  idempotency_key: "0f8fad5b-d9cb-469f-a165-70867728950e",
  shipping_address: "12",
  billing_address: "same",
  carrier: "colissimo",
};

function errors(fields: Record<string, string>) {
  const data = form(fields);
  const submission = parseWithZod(data, { schema: checkoutSchema(data) });
  return submission.status === "success" ? {} : submission.error;
}

describe("checkoutSchema", () => {
  it("lets a code check through with an unfinished new address, the typed values kept", () => {
    expect(errors({ ...base, intent: "apply", shipping_address: "new", "shipping_new.street": "1 rue" })).toEqual({});
  });

  it("asks a payment for the new address (§5), the relay point of a relay carrier and a platform", () => {
    const refused = errors({
      ...base,
      intent: "pay",
      shipping_address: "new",
      "shipping_new.street": "Damrak 1",
      "shipping_new.country_code": "NL",
      "shipping_new.postcode": "1234",
      "shipping_new.city": "Amsterdam",
      "shipping_new.phone": "+31612345678",
      carrier: "mondial_relay",
      code: "  ",
    });
    expect(refused).toMatchObject({
      "shipping_new.postcode": ["addresses.error.postcode_dutch"],
      relay_point_id: ["checkout.error.relay_point_required"],
      platform: ["checkout.error.platform_required"],
    });
    expect(refused).not.toHaveProperty("code");
  });

  it("accepts a complete order with a saved address, ignoring the new address's empty fields", () => {
    expect(
      errors({
        ...base,
        intent: "pay",
        carrier: "inpost",
        relay_point_id: " FR-123 ",
        platform: "card_via_sandbox",
        "shipping_new.country_code": "FR",
      }),
    ).toEqual({});
  });
});
