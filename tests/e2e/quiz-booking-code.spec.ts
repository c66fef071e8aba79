import {
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  localized,
  test,
  texts,
  type Language,
} from "./fixtures";
import { api, createShopper, saveSandboxCard, signIn } from "./shop";

/**
 * Issue 23: the banner's first-box code can be given where a box is booked. The quiz checkout
 * takes a code: a wrong one is refused with §8's message beside it (what was typed kept), the
 * banner's BIENVENUE15 is kept on the box, and a second box of the family cannot take it again.
 * JavaScript on and off, in fr and de.
 */
type BoxRequest = { id: number; code: string | null };

const checkoutPath = (kidId: number) => `/quiz/signup/checkout/${kidId}`;

for (const language of ["fr", "de"] as const satisfies readonly Language[]) {
  test(`box booking takes the first-box code (${language})`, async ({ page }, testInfo) => {
    test.slow();
    const t = await texts(language);
    // A refused code answers 422, which the browser logs
    allowConsoleErrors(page, httpStatusError(422, localized("/quiz/signup/checkout/", language)));
    const shopper = await createShopper(language, "box-code");
    const kid = async (firstname: string) =>
      (
        (await api("/clients/me/kids", {
          method: "POST",
          token: shopper.token,
          body: JSON.stringify({ firstname, gender: "girl", birthdate: "2019-05-04" }),
        })) as { id: number }
      ).id;
    const [first, second] = [await kid("Inès"), await kid("Jules")];
    await saveSandboxCard(shopper);

    await page.goto(localized(checkoutPath(first), language));
    await signIn(page, language, shopper);
    await page.waitForURL((url) => url.pathname === localized(checkoutPath(first), language));
    await hydrated(page, testInfo);
    const form = page.locator("form#quiz-checkout");
    const code = form.getByLabel(t("quiz-booking.checkout.code.label"));
    const submit = form.getByRole("button", { name: t("quiz-booking.checkout.submit") });

    await code.fill("PASUNCODE");
    await submit.click();
    await expect(form.getByText(t("money.code_invalid"))).toBeVisible();
    await expect(code).toHaveValue("PASUNCODE");
    await expect(code).toHaveAttribute("aria-invalid", "true");

    await code.fill("bienvenue15");
    await submit.click();
    await page.waitForURL((url) => url.pathname.startsWith(localized(`/quiz/confirm/${first}/`, language)));
    const [booked] = (await api(`/clients/me/kids/${first}/requests`, { token: shopper.token })) as BoxRequest[];
    expect(booked?.code).toBe("BIENVENUE15");

    // Once per family: the second kid's box cannot take it again
    await page.goto(localized(checkoutPath(second), language));
    await form.getByLabel(t("quiz-booking.checkout.code.label")).fill("BIENVENUE15");
    await form.getByRole("button", { name: t("quiz-booking.checkout.submit") }).click();
    await expect(form.getByText(t("money.code_coupon_already_used"))).toBeVisible();
    expect(await api(`/clients/me/kids/${second}/requests`, { token: shopper.token })).toEqual([]);
  });
}
