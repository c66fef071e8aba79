import type { Page } from "@playwright/test";
import { E2E_API_URL, E2E_SITE_URL, expect, localized, texts, uniqueEmail, type Language } from "./fixtures";

/** Helpers of the shop's end-to-end specs: shoppers made through the API, the checkout's steps. */

/** A SHOP discount of the seed that offers shipping, once per client. */
export const SHOP_CODE = "LIVRAISONOFFERTE";

const ADDRESSES = {
  fr: { street: "12 rue de la Roquette", postcode: "75011", city: "Paris", country_code: "FR", phone: "+33612345678" },
  nl: { street: "Damrak 1", postcode: "1012 LG", city: "Amsterdam", country_code: "NL", phone: "+31612345678" },
  de: { street: "Friedrichstraße 43", postcode: "10117", city: "Berlin", country_code: "DE", phone: "+491701234567" },
  es: { street: "Calle de Alcalá 42", postcode: "28014", city: "Madrid", country_code: "ES", phone: "+34612345678" },
} as const;

export type Shopper = { email: string; password: string; token: string };

/** An e-mail of the API's development mailbox (GET /dev/mail). */
export type StoredMail = { to: string; subject: string; text: string; html?: string; date?: string };

/** The newest e-mail to an address that `matches` (any by default), waited for while the outbox sends it. */
export async function mailTo(
  email: string,
  matches: (mail: StoredMail) => boolean = () => true,
  timeout = 30_000,
): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        found = ((await api("/dev/mail")) as StoredMail[]).find((mail) => mail.to.includes(email) && matches(mail));
        return Boolean(found);
      },
      { message: `an e-mail to ${email}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The demo back-office administrator's access token, a staff one (compose now, points given by customer service…). */
export async function adminToken(): Promise<string> {
  const answer = (await api("/staff/token", {
    method: "POST",
    body: JSON.stringify({ email: "admin@demo.lamalle.test", password: "Admin-Malle-2026!" }),
  })) as { access_token: string };
  return answer.access_token;
}

/** Calls the API and fails the test on an error answer. */
export async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const response = await fetch(`${E2E_API_URL}${path}`, { ...init, headers });
  const text = await response.text();
  expect(response.ok, `${init.method ?? "GET"} ${path}: ${response.status} ${text}`).toBe(true);
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * A product size in stock, picked at random so parallel runs do not empty the same one; at most
 * `maxPrice` euros when the test needs the order to stay under an amount.
 */
export async function availableVariant(maxPrice = Infinity): Promise<number> {
  const page = (await api("/shop/products?page_size=48")) as {
    products: { lc_price: number; variants: { variant_id: number; is_available: boolean; is_low_stock: boolean }[] }[];
  };
  const variants = page.products
    .filter((item) => item.lc_price <= maxPrice)
    .flatMap((item) => item.variants.filter((v) => v.is_available && !v.is_low_stock));
  expect(variants.length).toBeGreaterThan(0);
  return variants[Math.floor(Math.random() * variants.length)]!.variant_id;
}

/** A new client of the language's country (its choice of language made) with a default shipping address. */
export async function createShopper(language: keyof typeof ADDRESSES, tag: string): Promise<Shopper> {
  const email = uniqueEmail("example.com", `shop-${language}-${tag}`);
  const password = "Commande-Malle-2026";
  const created = (await api("/clients", {
    method: "POST",
    headers: { "accept-language": language },
    body: JSON.stringify({ email, password, firstname: "Camille", lastname: "Martin" }),
  })) as { access_token: string };
  const token = created.access_token;
  const address = ADDRESSES[language];
  await api("/clients/me", {
    method: "PATCH",
    token,
    body: JSON.stringify({ locale: language, country: address.country_code, locale_chosen: true }),
  });
  await api("/clients/me/shipping-addresses", {
    method: "POST",
    token,
    body: JSON.stringify({ ...address, firstname: "Camille", lastname: "Martin", set_default: true }),
  });
  return { email, password, token };
}

/** Signs in through the login form the page shows. */
export async function signIn(page: Page, language: Language, shopper: Shopper) {
  const t = await texts(language);
  const login = page.locator("main form").first();
  await login.getByLabel(t("login.email"), { exact: true }).fill(shopper.email);
  await login.getByLabel(t("login.password"), { exact: true }).fill(shopper.password);
  await login.getByRole("button", { name: t("login.submit") }).click();
}

export async function cartLines(token: string): Promise<number> {
  const cart = (await api("/shop/cart", { token })) as { lines: unknown[] };
  return cart.lines.length;
}

/**
 * Chooses Mondial Relay, finds its points near the shipping postcode, picks the `nth` nearest and
 * applies the shop's discount code; answers the relay point's id.
 */
export async function relayAndCode(page: Page, language: Language, nth = 0): Promise<string> {
  const t = await texts(language);
  const form = page.locator("form#checkout");
  await form.getByRole("radio", { name: t("checkout.delivery.relay").replace("{{carrier}}", "Mondial Relay") }).check();
  await form.getByRole("button", { name: t("checkout.delivery.relay_search") }).click();
  const point = form.locator(".checkout-relay__points").getByRole("radio").nth(nth);
  await point.check();
  const id = await point.getAttribute("value");
  expect(id).toBeTruthy();
  await form.getByLabel(t("checkout.code.label"), { exact: true }).fill(`  ${SHOP_CODE.toLowerCase()} `);
  await form.getByRole("button", { name: t("checkout.code.apply") }).click();
  await expect(form.getByText(t("checkout.code.applied").replace("{{code}}", SHOP_CODE))).toBeVisible();
  // The code offers shipping: the summary says so
  await expect(page.locator(".checkout-totals")).toContainText(t("checkout.totals.shipping_free"));
  // The relay point chosen before the check is kept
  await expect(form.locator(`input[name="relay_point_id"][value="${id}"]`)).toBeChecked();
  return id!;
}

/** Sends the checkout: the sandbox's hosted payment page opens (or `landing`, a saved method paying at once). */
export async function pay(page: Page, language: Language, landing = "/sandbox/pay") {
  const t = await texts(language);
  await page
    .locator("form#checkout")
    .getByRole("button", { name: new RegExp(t("checkout.pay").replace("{{amount}}", ".*")) })
    .click();
  await page.waitForURL((url) => url.pathname === landing);
}

/**
 * A shop order of one unit of the variant, placed through the API with colissimo and approved on
 * the sandbox's page (which posts its webhook): its id once the order is placed.
 */
export async function approvedOrder(shopper: Shopper, variantId: number, language: Language, key: string) {
  await api("/shop/cart/lines", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
  });
  const placed = (await api("/clients/me/orders", {
    method: "POST",
    token: shopper.token,
    headers: { "idempotency-key": key, "accept-language": language },
    body: JSON.stringify({
      carrier: "colissimo",
      platform: "card_via_sandbox",
      return_url: `${E2E_SITE_URL}${localized("/shop/payment-successful", language)}`,
    }),
  })) as { order: { id: number }; payment: { redirect_url: string } };
  const sandbox = new URL(placed.payment.redirect_url);
  await fetch(`${E2E_API_URL}${sandbox.pathname}${sandbox.search}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "choice=approve",
    redirect: "manual",
  });
  return placed.order.id;
}

export const checkoutPath = (language: Language) => localized("/shop/checkout", language);

/** Answers on the sandbox's payment page, which speaks the checkout's language: its forms are found by their choice. */
export async function sandboxChoice(page: Page, choice: "approve" | "decline", declineCode?: string) {
  const form = page.locator("form", { has: page.locator(`input[name="choice"][value="${choice}"]`) });
  if (declineCode) await form.locator("#decline_code").selectOption(declineCode);
  await form.getByRole("button").click();
}

/** A card saved through the sandbox's setup page, answered as a shopper would (approve): its id. */
/**
 * Saves a sandbox card through its setup page; `testCard` is the card's last four digits (0341: its
 * later charges are declined, 3184: they ask for 3-D Secure).
 */
export async function saveSandboxCard(shopper: Shopper, testCard = "4242"): Promise<number> {
  const returnUrl = `${E2E_SITE_URL}/infos/add/payment?platform=card_via_sandbox`;
  const setup = (await api(
    `/clients/me/setup-intents?stripe_payment_method_type=card&return_url=${encodeURIComponent(returnUrl)}`,
    { method: "POST", token: shopper.token, body: "{}" },
  )) as { redirect_url: string };
  const sandbox = new URL(setup.redirect_url);
  const answer = await fetch(`${E2E_API_URL}${sandbox.pathname}${sandbox.search}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `choice=approve&test_card=${testCard}`,
    redirect: "manual",
  });
  const back = new URL(answer.headers.get("location") ?? "", E2E_SITE_URL);
  const redirectResult = back.searchParams.get("redirectResult");
  expect(redirectResult, `the sandbox's setup page answered ${answer.status}`).toBeTruthy();
  const method = (await api("/clients/me/payment-methods", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ payment_gateway: "sandbox", payment_method_type: "card", redirect_result: redirectResult }),
  })) as { id: number };
  return method.id;
}

const KID_FIRSTNAMES: Record<keyof typeof ADDRESSES, string> = { fr: "Lou", nl: "Daan", de: "Lena", es: "Lucía" };

/** A client of the language's country whose kid (a girl of 8) has a monthly plan and its first box booked. */
export async function subscriber(language: keyof typeof ADDRESSES, tag: string, testCard?: string) {
  const shopper = await createShopper(language, `malle-${tag}`);
  const firstname = KID_FIRSTNAMES[language];
  const kid = (await api("/clients/me/kids", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({
      firstname,
      gender: "girl",
      birthdate: "2019-03-02",
      top_size: "8 ans",
      bottom_size: "8 ans",
    }),
  })) as { id: number };
  const subscriptionId = await bookMonthlyBox(shopper, kid.id, testCard);
  return { shopper, kidId: kid.id, firstname, subscriptionId };
}

/**
 * A monthly plan and its first box for one of the shopper's profiles, booked through the API as the
 * quiz's checkout does: a saved sandbox card, the shopper's address, the suggested delivery date.
 * Answers the plan's id.
 */
export async function bookMonthlyBox(shopper: Shopper, kidId: number, testCard?: string): Promise<number> {
  const paymentMethodId = await saveSandboxCard(shopper, testCard);
  const address = ((await api("/clients/me/shipping-addresses", { token: shopper.token })) as { id: number }[])[0]!;
  const window = (await api(`/clients/me/kids/${kidId}/delivery-window`, { token: shopper.token })) as {
    suggested: string;
  };
  const plan = (await api(`/clients/me/kids/${kidId}/subscriptions`, {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ frequency: 1 }),
  })) as { subscription: { id: number } };
  await api(`/clients/me/kids/${kidId}/requests`, {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({
      subscription_id: plan.subscription.id,
      delivery_date: window.suggested,
      shipping_address_id: address.id,
      payment_method_id: paymentMethodId,
    }),
  });
  return plan.subscription.id;
}

/**
 * A parcel (a box's request or a shop order) packed by scanning each unit, shipped and delivered
 * through the staff API, as operations do. Answers the order and its shipment.
 */
export async function deliverParcel(kind: "box" | "order", id: number) {
  const admin = await adminToken();
  const parcelUrl = `/admin/operations/parcels/${kind}/${id}`;
  const parcel = (await api(parcelUrl, { token: admin })) as { pieces: { ean: string; quantity: number }[] };
  for (const piece of parcel.pieces) {
    for (let unit = 0; unit < piece.quantity; unit++) {
      await api(`${parcelUrl}/scans`, { method: "POST", token: admin, body: JSON.stringify({ code: piece.ean }) });
    }
  }
  const shipped = (await api(`${parcelUrl}/shipment`, {
    method: "POST",
    token: admin,
    body: JSON.stringify({ carrier: "colissimo", tracking_number: `6A${Date.now()}` }),
  })) as { order_id: number; shipment: { id: number } };
  await api(`/admin/operations/shipments/${shipped.shipment.id}/delivery`, {
    method: "POST",
    token: admin,
    body: "{}",
  });
  return shipped;
}

export type DeliveredBox = {
  order_id: number;
  pieces: { order_line_id: number; name: string; price_cents: number }[];
  rules: { keep_all_discount_percent: number };
};

/** A family's box delivered: composed, validated, scanned, shipped and delivered through the API. */
export async function deliveredBox(language: keyof typeof ADDRESSES, tag: string, testCard?: string) {
  const family = await subscriber(language, tag, testCard);
  const token = family.shopper.token;
  const request = (await api(`/clients/me/kids/${family.kidId}/next-request`, { token })) as { id: number };
  const admin = await adminToken();
  await api(`/admin/requests/${request.id}/compose`, { method: "POST", token: admin, body: "{}" });
  await api(`/clients/me/kids/${family.kidId}/requests/${request.id}/preview/validate`, {
    method: "POST",
    token,
    body: "{}",
  });
  const shipped = await deliverParcel("box", request.id);
  // In the family's language, as its pages name the pieces
  const box = (await api(`/clients/me/boxes/${shipped.order_id}`, {
    token,
    headers: { "accept-language": language },
  })) as DeliveredBox;
  return { ...family, box };
}
