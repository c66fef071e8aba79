import { describe, expect, it } from "vitest";
import {
  CODE_ERRORS,
  LOYALTY_COUPON_MINIMUMS,
  codeErrorMessageKey,
  notEnoughLoyaltyPointsMessage,
} from "#domain/checkout.js";
import { CONTENT_LOCALES } from "#domain/locales.js";
import { bundledTranslations } from "~/locales/bundled.server";

describe("code error messages (§8)", () => {
  const keys = [
    ...CODE_ERRORS.map((type) => codeErrorMessageKey(type)),
    ...LOYALTY_COUPON_MINIMUMS.map((points) =>
      codeErrorMessageKey("NOT_ENOUGH_LOYALTY_POINTS", notEnoughLoyaltyPointsMessage(points)),
    ),
  ];

  it.each(CONTENT_LOCALES)("are translated in %s", (locale) => {
    for (const key of keys) expect(bundledTranslations[locale][key], key).toBeTruthy();
  });
});
