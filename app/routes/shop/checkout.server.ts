/**
 * The checkout's calls to the API (issue 5, decisions 0016–0018): what the page shows (cart,
 * addresses, carriers and fees, wallet, platforms, saved methods), the code checks and placing the
 * order. API refusals become locale keys here, so the page never shows a 500 for a 4xx.
 */
import { CODE_ERRORS, HOME_CARRIER, carriersFor, codeErrorMessageKey, type Carrier } from "#domain/checkout.js";
import type { ContentLocale } from "#domain/locales.js";
import { todayIn } from "#domain/profiles.js";
import { orThrow, type Api } from "../../lib/api.server";
import type { components, paths } from "~/generated/api-schema";
import { addressApiErrors, addressBody } from "../../lib/address-form";
import { loadCart } from "../../lib/cart.server";
import type { RequestContext } from "../../lib/context.server";
import { usableMethods, type CodeCheck, type GiftCardCheck } from "../../lib/checkout";
import type { CheckoutValues } from "../../lib/checkout-form";
import { countryOf } from "../../lib/checkout";
import type { RelaySearch } from "./checkout-relay";

export type ShippingFees = components["schemas"]["ShippingFees"];
type Problem = { type?: string; detail?: string; status?: number };

/** What the page needs besides the form's own state, fetched in parallel. */
export async function loadCheckoutData(ctx: RequestContext, request: Request) {
  const { api } = ctx;
  const [cart, shipping, billing, wallet, platforms, methods] = await Promise.all([
    // Through the cart service, so the header's count follows what the checkout shows
    loadCart(ctx, request),
    api.GET("/clients/me/shipping-addresses").then(orThrow),
    api.GET("/clients/me/billing-addresses").then(orThrow),
    api.GET("/clients/me/wallet", { params: { query: { page_size: 1 } } }).then(orThrow),
    api.GET("/clients/me/available_payment_platforms", { params: { query: { for_shop: "true" } } }).then(orThrow),
    api.GET("/clients/me/payment-methods").then(orThrow),
  ]);
  // The fees of every saved shipping address (a client has a few): switching address then
  // updates the totals at once with JavaScript, and on the next render without
  const countries = [...new Set(shipping.map((address) => address.country_code))];
  const [fees, platformsByCountry] = await Promise.all([
    Promise.all(
      shipping.map(async (address) => {
        const { data } = await api.GET("/clients/me/shipping_fees", {
          params: { query: { shipping_address_id: String(address.id) } },
        });
        return [address.id, data ?? null] as const;
      }),
    ).then((entries) => Object.fromEntries(entries) as Record<number, ShippingFees | null>),
    // Klarna and iDEAL follow where the parcel goes: the platforms of each saved address's country
    Promise.all(
      countries.map(async (country) => {
        const { data } = await api.GET("/clients/me/available_payment_platforms", {
          params: { query: { for_shop: "true", country } },
        });
        return [country, data ?? null] as const;
      }),
    ).then((entries) => Object.fromEntries(entries.filter(([, list]) => list)) as Record<string, string[]>),
  ]);
  return {
    cart,
    shipping,
    billing,
    walletCents: Math.round(wallet.amount * 100),
    platforms,
    platformsByCountry,
    methods: usableMethods(methods, todayIn()),
    fees,
  };
}

/** GET discounts/{code}: the discount, or the §8 message of its refusal. */
export async function checkDiscount(api: Api, code: string): Promise<CodeCheck> {
  const { data, error, response } = await api.GET("/clients/me/discounts/{code}", {
    params: { path: { code }, query: {} },
  });
  if (data) {
    return {
      ok: true,
      code: data.code,
      applied: { percent: data.percent, amount: data.amount, shippingFeeOffered: data.offer.shipping_fee_offered },
    };
  }
  const problem = error as Problem | undefined;
  if (response.status >= 500 || response.status === 401) return { ok: false, code, error: "checkout.error.generic" };
  return { ok: false, code, error: codeErrorMessageKey(problem?.type ?? "", problem?.detail) };
}

/** GET gift_cards/{code}: its balance, or the §8 message of its refusal. */
export async function checkGiftCard(api: Api, code: string): Promise<GiftCardCheck> {
  const { data, error, response } = await api.GET("/clients/me/gift_cards/{code}", { params: { path: { code } } });
  if (data) return { ok: true, code: data.code, balanceCents: Math.round(data.balance * 100) };
  const problem = error as Problem | undefined;
  if (response.status >= 500 || response.status === 401) return { ok: false, code, error: "checkout.error.generic" };
  return { ok: false, code, error: codeErrorMessageKey(problem?.type ?? "", problem?.detail) };
}

/** The problem types of a refused code (§8), which the page shows beside the code field. */
const CODE_PROBLEMS = new Set<string>(CODE_ERRORS);

export type CheckoutRefusal = { field?: "code" | "relay_point_id" | "platform"; message: string };

/** §8: what to tell the shopper for a refused checkout (never a 500). */
export function checkoutRefusal(status: number, problem: Problem | undefined): CheckoutRefusal {
  const type = problem?.type ?? "";
  if (type === "NOT_ENOUGH_STOCK") return { message: "checkout.error.out_of_stock" };
  if (CODE_PROBLEMS.has(type)) return { field: "code", message: codeErrorMessageKey(type, problem?.detail) };
  if (type === "RELAY_POINT_REQUIRED")
    return { field: "relay_point_id", message: "checkout.error.relay_point_required" };
  if (type === "RELAY_POINT_UNKNOWN") return { field: "relay_point_id", message: "checkout.error.relay_point_unknown" };
  if (type === "PAYMENT_PLATFORM_UNAVAILABLE")
    return { field: "platform", message: "checkout.error.platform_unavailable" };
  if (type === "CARRIER_UNAVAILABLE") return { message: "checkout.error.carrier_unavailable" };
  if (type === "CART_EMPTY") return { message: "checkout.error.cart_empty" };
  if (type === "SHIPPING_ADDRESS_REQUIRED" || status === 404) return { message: "checkout.error.address_gone" };
  return { message: "checkout.error.generic" };
}

export type PlaceOrderInput = {
  idempotencyKey: string;
  shippingAddressId: number;
  billingAddressId: number;
  carrier: Carrier;
  relayPointId?: string;
  platform: string;
  returnUrl: string;
  code?: string;
  giftCardCode?: string;
  useWallet: boolean;
  paymentMethodId?: number;
  /** The page runs JavaScript and shows the provider's embedded form (decision 0021). */
  embedded?: boolean;
};

type CheckoutBody = paths["/clients/me/orders"]["post"]["requestBody"]["content"]["application/json"];

/** The platforms the API takes (the form's value is checked against its list before paying). */
function isPlatform(value: string): value is CheckoutBody["platform"] {
  return /^(card|paypal|klarna_paylater|klarna_paynow|ideal)_via_(stripe|adyen|sandbox)$/.test(value);
}

/**
 * POST /clients/me/orders: the gift card and the wallet pay their part first (the API answers
 * amount_to_pay, and payment null when nothing is left to charge).
 */
export async function placeOrder(api: Api, input: PlaceOrderInput) {
  if (!isPlatform(input.platform)) {
    return { data: undefined, problem: { type: "PAYMENT_PLATFORM_UNAVAILABLE" }, status: 422 };
  }
  const body: CheckoutBody = {
    shipping_address_id: input.shippingAddressId,
    billing_address_id: input.billingAddressId,
    carrier: input.carrier,
    ...(input.relayPointId && input.carrier !== "colissimo" ? { relay_point_id: input.relayPointId } : {}),
    platform: input.platform,
    return_url: input.returnUrl,
    ...(input.code ? { code: input.code } : {}),
    ...(input.giftCardCode ? { gift_card_code: input.giftCardCode } : {}),
    ...(input.useWallet ? { use_wallet: true } : {}),
    ...(input.paymentMethodId ? { payment_method_id: input.paymentMethodId } : {}),
    ...(input.embedded ? { embedded: true } : {}),
  };
  const { data, error, response } = await api.POST("/clients/me/orders", {
    params: { header: { "idempotency-key": input.idempotencyKey } },
    body,
  });
  return { data, problem: error as Problem | undefined, status: response.status };
}

type SavedAddress = components["schemas"]["SavedAddress"];
type FormErrors = { fieldErrors?: Record<string, string[]>; formErrors?: string[] };

/** The API's address errors under the form's fieldset names (shipping_new.street…). */
function prefixed(prefix: string, errors: FormErrors): FormErrors {
  if (!errors.fieldErrors) return errors;
  return {
    fieldErrors: Object.fromEntries(
      Object.entries(errors.fieldErrors).map(([field, messages]) => [`${prefix}.${field}`, messages]),
    ),
  };
}

/**
 * The order's addresses: saved ones, or new ones saved first (§5 rules already checked by the
 * form), "same" billing being a billing copy of the shipping address. New ids are written into
 * `saved`, so a refused payment does not save them a second time.
 */
export async function orderAddresses(
  api: Api,
  value: Pick<CheckoutValues, "shipping_address" | "shipping_new" | "billing_address" | "billing_new">,
  saved: { shipping?: string; billing?: string },
): Promise<{ shipping: number; billingId: number } | { errors: FormErrors; status: number }> {
  const [shippingList, billingList] = await Promise.all([
    api.GET("/clients/me/shipping-addresses"),
    api.GET("/clients/me/billing-addresses"),
  ]);
  if (!shippingList.data || !billingList.data)
    return { errors: { formErrors: ["checkout.error.generic"] }, status: 502 };
  let shipping: SavedAddress | undefined = shippingList.data.find(
    (address) => String(address.id) === value.shipping_address,
  );
  if (value.shipping_address === "new" && value.shipping_new) {
    const created = await api.POST("/clients/me/shipping-addresses", {
      body: { ...addressBody(value.shipping_new), set_default: shippingList.data.length === 0 },
    });
    if (!created.data) return { errors: prefixed("shipping_new", addressApiErrors(created.error)), status: 422 };
    shipping = created.data;
    saved.shipping = String(created.data.id);
  }
  if (!shipping) return { errors: { formErrors: ["checkout.error.address_gone"] }, status: 422 };

  let billingId: number | null = null;
  if (value.billing_address === "same") billingId = await billingLike(api, shipping, billingList.data);
  else if (value.billing_address === "new" && value.billing_new) {
    const created = await api.POST("/clients/me/billing-addresses", {
      body: { ...addressBody(value.billing_new), set_default: billingList.data.length === 0 },
    });
    if (!created.data) return { errors: prefixed("billing_new", addressApiErrors(created.error)), status: 422 };
    billingId = created.data.id;
    saved.billing = String(billingId);
  } else if (billingList.data.some((address) => String(address.id) === value.billing_address)) {
    billingId = Number(value.billing_address);
  }
  if (billingId === null) return { errors: { formErrors: ["checkout.error.address_required"] }, status: 422 };
  return { shipping: shipping.id, billingId };
}

/** A saved billing address with the same lines as the shipping one, created when missing. */
export async function billingLike(api: Api, shipping: SavedAddress, billing: SavedAddress[]): Promise<number | null> {
  const same = billing.find((address) =>
    (["firstname", "lastname", "street", "complement", "postcode", "city", "country_code", "phone"] as const).every(
      (key) => (address[key] ?? "") === (shipping[key] ?? ""),
    ),
  );
  if (same) return same.id;
  const { data } = await api.POST("/clients/me/billing-addresses", {
    body: {
      firstname: shipping.firstname ?? null,
      lastname: shipping.lastname ?? null,
      street: shipping.street,
      complement: shipping.complement ?? null,
      postcode: shipping.postcode,
      city: shipping.city,
      country_code: shipping.country_code,
      phone: shipping.phone,
      set_default: billing.length === 0,
    },
  });
  return data?.id ?? null;
}

/** The relay carrier to search for: the one chosen when it serves the country, else the country's first. */
export function relayCarrierFor(country: string | null, chosen: string | undefined): Carrier | null {
  const code = countryOf(country);
  if (!code) return null;
  // Carrier names do not depend on the language: any locale lists the same carriers
  const relays = carriersFor(code, "en" satisfies ContentLocale).filter((option) => option.mode === "relay");
  return (relays.find((option) => option.carrier === chosen) ?? relays[0])?.carrier ?? null;
}

/** GET shop/relay-points: the carrier's points near the postcode, or the message of why there are none. */
export async function searchRelayPoints(
  api: Api,
  query: { carrier: Carrier | null; country: string | null; postcode: string },
): Promise<RelaySearch> {
  const postcode = query.postcode.trim();
  const asked = { carrier: query.carrier ?? "", country: query.country ?? "", postcode };
  if (!query.carrier || query.carrier === HOME_CARRIER || !query.country)
    return { ...asked, error: "checkout.error.carrier_unavailable" };
  if (!postcode) return { ...asked, error: "checkout.delivery.relay_postcode_required" };
  const { data, response } = await api.GET("/shop/relay-points", {
    params: { query: { carrier: query.carrier, country: query.country, postcode } },
  });
  if (data) return { carrier: data.carrier, country: data.country, postcode: data.postcode, points: data.points };
  const error =
    response.status === 400
      ? "checkout.delivery.relay_postcode_invalid"
      : response.status === 422
        ? "checkout.error.carrier_unavailable"
        : "checkout.delivery.relay_unavailable";
  return { ...asked, error };
}

/** The shipping country of the form's choice: a saved address's, or the new address's field. */
export async function shippingCountryOf(api: Api, choice: string | undefined, typedCountry: string | null) {
  if (choice === "new") return countryOf(typedCountry);
  const { data } = await api.GET("/clients/me/shipping-addresses");
  return countryOf(data?.find((address) => String(address.id) === choice)?.country_code);
}
