// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n";
import { bundledTranslations } from "~/locales/bundled.server";
import { EmbeddedPayment, type EmbeddedPaymentProps } from "./EmbeddedPayment";

/** Doubles of Stripe.js and Adyen Web: the real ones load from the providers' servers. */
const stripe = vi.hoisted(() => {
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => {
      if (event === "ready") queueMicrotask(handler);
    }),
  };
  const elements = { create: vi.fn(() => element) };
  const instance = { elements: vi.fn(() => elements), confirmPayment: vi.fn(), confirmSetup: vi.fn() };
  return { element, elements, instance, loadStripe: vi.fn() };
});
const adyen = vi.hoisted(() => {
  const dropin = { mount: vi.fn(), unmount: vi.fn() };
  return {
    dropin,
    AdyenCheckout: vi.fn(),
    Dropin: vi.fn(function Dropin() {
      dropin.mount.mockReturnValue(dropin);
      return dropin;
    }),
  };
});
vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }));
vi.mock("@adyen/adyen-web", () => ({
  AdyenCheckout: adyen.AdyenCheckout,
  Dropin: adyen.Dropin,
  Card: { name: "Card" },
  Klarna: { name: "Klarna" },
  Redirect: { name: "Redirect" },
}));
vi.mock("@adyen/adyen-web/styles/adyen.css", () => ({}));

const fr = bundledTranslations.fr;
const RETURN = "https://shop.example/shop/payment-successful?sessionId=pay_7";
const STRIPE: EmbeddedPaymentProps = {
  gateway: "stripe",
  mode: "payment",
  clientSecret: "pi_123_secret_456",
  returnUrl: RETURN,
  keys: { stripe: { publishableKey: "pk_test_abc" } },
  locale: "fr",
  restartHref: "/shop/checkout",
};
const ADYEN: EmbeddedPaymentProps = {
  gateway: "adyen",
  mode: "payment",
  clientSecret: "session-data",
  sessionId: "CS42",
  returnUrl: RETURN,
  keys: { adyen: { clientKey: "test_KEY", environment: "test" } },
  locale: "nl",
  country: "NL",
  restartHref: "/nl/shop/checkout",
  hostedUrl: "https://checkout-test.adyen.example/page",
};

let root: Root | undefined;
let container: HTMLDivElement;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.clearAllMocks();
  stripe.loadStripe.mockResolvedValue(stripe.instance);
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.restoreAllMocks();
});

/** Lets the dynamic imports and the library's promises run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function render(props: EmbeddedPaymentProps) {
  const i18n = createI18n(props.locale, bundledTranslations[props.locale]);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <EmbeddedPayment {...props} />
      </I18nextProvider>,
    ),
  );
  await settle();
  await settle();
}

const button = () => container.querySelector<HTMLButtonElement>("button[type=submit]");
const alert = () => container.querySelector('[role="alert"]')?.textContent;

async function submit() {
  await act(async () => button()?.click());
  await settle();
}

describe("EmbeddedPayment with Stripe", () => {
  it("says it is loading until Stripe.js answers", async () => {
    stripe.loadStripe.mockReturnValue(new Promise(() => {}));
    await render(STRIPE);
    const busy = container.querySelector(".embedded-payment");
    expect(busy?.getAttribute("aria-busy")).toBe("true");
    expect(container.querySelector('[role="status"]')?.textContent).toBe(fr["payments.loading"]);
    expect(button()?.disabled).toBe(true);
  });

  it("mounts the Payment Element with the secret and confirms with the return URL", async () => {
    stripe.instance.confirmPayment.mockReturnValue(new Promise(() => {}));
    await render(STRIPE);
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_abc", { locale: "fr" });
    expect(stripe.instance.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        clientSecret: "pi_123_secret_456",
        appearance: expect.objectContaining({ theme: "stripe" }),
      }),
    );
    expect(stripe.elements.create).toHaveBeenCalledWith("payment");
    expect(stripe.element.mount).toHaveBeenCalledWith(container.querySelector(".embedded-payment__element"));
    expect(container.querySelector(".embedded-payment")?.getAttribute("aria-busy")).toBe("false");
    expect(button()?.textContent).toBe(fr["payments.pay"]);

    await submit();
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: RETURN },
    });
    expect(stripe.instance.confirmSetup).not.toHaveBeenCalled();
    expect(button()?.textContent).toBe(fr["payments.processing"]);
    expect(button()?.disabled).toBe(true);
  });

  it("shows a decline's message and goes back through the return to pay another way", async () => {
    stripe.instance.confirmPayment.mockResolvedValue({
      error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds" },
    });
    const onError = vi.fn();
    await render({ ...STRIPE, onError });
    await submit();
    expect(alert()).toBe(fr["checkout.payment_error.insufficient_funds"]);
    expect(onError).toHaveBeenCalledWith("checkout.payment_error.insufficient_funds");
    // No second try on a payment the provider has reported failed
    expect(button()).toBeNull();
    const back = container.querySelector<HTMLAnchorElement>(".embedded-payment__form a");
    expect(back?.textContent).toBe(fr["payments.other_way"]);
    const url = new URL(back?.getAttribute("href") ?? "");
    expect(url.searchParams.get("sessionId")).toBe("pay_7");
    expect(url.searchParams.get("payment_intent")).toBe("pi_123");
  });

  it("leaves an incomplete card to the element and lets the shopper go on", async () => {
    stripe.instance.confirmPayment.mockResolvedValue({
      error: { type: "validation_error", code: "incomplete_number" },
    });
    await render(STRIPE);
    await submit();
    expect(alert()).toBeUndefined();
    expect(button()?.disabled).toBe(false);
  });

  it("saves a card with confirmSetup, a decline leaving the form for another card", async () => {
    stripe.instance.confirmSetup.mockResolvedValue({ error: { type: "card_error", code: "expired_card" } });
    await render({
      ...STRIPE,
      mode: "setup",
      clientSecret: "seti_1_secret_2",
      returnUrl: "https://shop.example/infos",
    });
    expect(button()?.textContent).toBe(fr["payments.save"]);
    await submit();
    expect(stripe.instance.confirmSetup).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: "https://shop.example/infos" },
    });
    expect(alert()).toBe(fr["checkout.payment_error.expired_card"]);
    expect(button()?.disabled).toBe(false);
  });

  it("says so, with a way to start again, when Stripe.js cannot load", async () => {
    stripe.loadStripe.mockRejectedValue(new Error("Failed to load Stripe.js"));
    await render(STRIPE);
    expect(alert()).toContain(fr["payments.unavailable"]);
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [fr["payments.restart"], "/shop/checkout"],
    ]);
    expect(container.querySelector(".embedded-payment")?.getAttribute("aria-busy")).toBe("false");
  });

  it("falls back too when the element itself cannot load", async () => {
    stripe.element.on.mockImplementation((event: string, handler: () => void) => {
      if (event === "loaderror") queueMicrotask(handler);
    });
    await render(STRIPE);
    expect(alert()).toContain(fr["payments.unavailable"]);
  });
});

describe("EmbeddedPayment with Adyen", () => {
  type Config = {
    onPaymentCompleted: (result: object) => void;
    onPaymentFailed: (result?: object) => void;
    onError: (error: { name: string }) => void;
  };
  const config = () => adyen.AdyenCheckout.mock.calls[0]?.[0] as Config & Record<string, unknown>;

  it("mounts the Drop-in on the session, in the page's language", async () => {
    adyen.AdyenCheckout.mockResolvedValue({ checkout: true });
    await render(ADYEN);
    expect(config()).toMatchObject({
      environment: "test",
      clientKey: "test_KEY",
      session: { id: "CS42", sessionData: "session-data" },
      locale: "nl-NL",
      countryCode: "NL",
    });
    expect(adyen.Dropin).toHaveBeenCalledWith(
      { checkout: true },
      { paymentMethodComponents: [{ name: "Card" }, { name: "Klarna" }, { name: "Redirect" }] },
    );
    expect(adyen.dropin.mount).toHaveBeenCalledWith(container.querySelector(".embedded-payment__element"));
    // Adyen's own pay button: no second one
    expect(button()).toBeNull();
  });

  it("goes back through the return with the sessionResult, however the payment ended", async () => {
    adyen.AdyenCheckout.mockResolvedValue({});
    await render(ADYEN);
    act(() => config().onPaymentCompleted({ resultCode: "Authorised", sessionData: "d", sessionResult: "R1+/=" }));
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    expect(`${url.origin}${url.pathname}`).toBe("https://shop.example/shop/payment-successful");
    expect(url.searchParams.get("sessionId")).toBe("pay_7");
    expect(url.searchParams.get("sessionResult")).toBe("R1+/=");

    act(() => config().onPaymentFailed({ resultCode: "Refused", sessionData: "d", sessionResult: "R2" }));
    expect(new URL(assign.mock.calls[1]?.[0] as string).searchParams.get("sessionResult")).toBe("R2");
  });

  it("gives a setup page the Adyen session id beside the result", async () => {
    adyen.AdyenCheckout.mockResolvedValue({});
    await render({ ...ADYEN, mode: "setup", returnUrl: "https://shop.example/nl/infos/add/payment" });
    act(() => config().onPaymentCompleted({ resultCode: "Authorised", sessionData: "d", sessionResult: "R" }));
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get("sessionId")).toBe("CS42");
    expect(url.searchParams.get("sessionResult")).toBe("R");
  });

  it("shows an error without a result, and none when the shopper closes a window", async () => {
    adyen.AdyenCheckout.mockResolvedValue({});
    const onError = vi.fn();
    await render({ ...ADYEN, onError });
    act(() => config().onError({ name: "CANCEL" }));
    expect(alert()).toBeUndefined();
    act(() => config().onPaymentFailed({ resultCode: "Error" }));
    expect(alert()).toBe(bundledTranslations.nl["checkout.payment_error.generic"]);
    expect(onError).toHaveBeenCalledWith("checkout.payment_error.generic");
    expect(assign).not.toHaveBeenCalled();
  });

  it("offers the hosted page when the Drop-in cannot load", async () => {
    adyen.AdyenCheckout.mockRejectedValue(new Error("NETWORK_ERROR"));
    await render(ADYEN);
    expect(alert()).toContain(bundledTranslations.nl["payments.unavailable"]);
    const links = [...container.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["https://checkout-test.adyen.example/page", "/nl/shop/checkout"]);
  });

  it("falls back without a session id or a key", async () => {
    await render({ ...ADYEN, sessionId: undefined });
    expect(alert()).toContain(bundledTranslations.nl["payments.unavailable"]);
    expect(adyen.AdyenCheckout).not.toHaveBeenCalled();
  });
});
