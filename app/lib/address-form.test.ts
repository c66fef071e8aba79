import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bundledTranslations } from "~/locales/bundled.server";
import { addressApiErrors, addressBody, addressShape, withPostcodeRule } from "~/lib/address-form";

const schema = withPostcodeRule(z.object(addressShape));

function submit(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseWithZod(form, { schema });
}

const PARIS = {
  street: "12 rue de la Roquette",
  postcode: "75011",
  city: "Paris",
  country_code: "FR",
  phone: "+33 6 12 34 56 78",
};

describe("the address form's schema (§5)", () => {
  it("accepts a complete address; empty optional lines are sent as null", () => {
    const submission = submit({ ...PARIS, firstname: "", complement: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(addressBody(submission.value)).toEqual({
      ...PARIS,
      firstname: null,
      lastname: null,
      complement: null,
    });
  });

  it("marks every missing required field at once", () => {
    const submission = submit({});
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    for (const field of ["street", "postcode", "city", "country_code", "phone"]) {
      expect(errors[field], field).toEqual(["form.error.required"]);
    }
  });

  it.each([
    ["NL", "1234", "addresses.error.postcode_dutch"],
    ["FR", "7501", "addresses.error.postcode_digits_5"],
    ["BE", "75011", "addresses.error.postcode_digits_4"],
    ["IE", "D02 X285 123", "addresses.error.postcode_long"],
  ])("refuses a %s postcode %j with %s", (country, postcode, key) => {
    const submission = submit({ ...PARIS, country_code: country, postcode });
    expect(submission.reply().error?.postcode).toEqual([key]);
  });

  it("checks the postcode even when another field is wrong too", () => {
    const submission = submit({ ...PARIS, country_code: "NL", postcode: "1234", street: "" });
    const errors = submission.reply().error ?? {};
    expect(errors.street).toEqual(["form.error.required"]);
    expect(errors.postcode).toEqual(["addresses.error.postcode_dutch"]);
  });

  it("every message it can show is translated", () => {
    const keys = [
      "addresses.error.postcode_dutch",
      "addresses.error.postcode_digits_5",
      "addresses.error.postcode_digits_4",
      "addresses.error.postcode_long",
      "addresses.error.too_long",
      "addresses.error.invalid",
      "addresses.error.too_many",
      "addresses.error.save_failed",
    ];
    for (const key of keys) expect(bundledTranslations.fr[key], key).toBeTruthy();
  });
});

describe("addressApiErrors", () => {
  it("puts the API's field errors beside the fields", () => {
    expect(
      addressApiErrors({ type: "INVALID_POSTCODE", errors: { postcode: ["A postcode in FR has 5 digits"] } }),
    ).toEqual({ fieldErrors: { postcode: ["addresses.error.invalid"] } });
  });
  it("says when the address book is full, else that saving failed", () => {
    expect(addressApiErrors({ type: "TOO_MANY_ADDRESSES" })).toEqual({ formErrors: ["addresses.error.too_many"] });
    expect(addressApiErrors({ type: "INTERNAL" })).toEqual({ formErrors: ["addresses.error.save_failed"] });
    expect(addressApiErrors(undefined)).toEqual({ formErrors: ["addresses.error.save_failed"] });
  });
});
