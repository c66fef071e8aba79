import type { components } from "~/generated/api-schema";
import type { CartChange } from "./cart";
import { loadClient } from "./client.server";
import type { RequestContext } from "./context.server";
import { plainCookie } from "./cookies.server";

export type Cart = components["schemas"]["Cart"];
export type CartLine = Cart["lines"][number];

const THIRTY_DAYS = 30 * 24 * 3600;

/**
 * The guest cart's token (decision 0017): it opens the cart, so scripts may not read it. A visitor
 * keeps the cart a month; the sign-in merges it into the client's and deletes the cookie.
 */
export const cartTokenCookie = plainCookie("lc_cart", THIRTY_DAYS, { httpOnly: true });
/**
 * How many pieces the cart holds, for the header's badge: written whenever the storefront reads or
 * changes the cart, so no page pays an API call to show it.
 */
export const cartCountCookie = plainCookie("lc_cart_count", THIRTY_DAYS);

const counted = new WeakMap<RequestContext, number>();

/** The header's count: the one this request just learnt, else the cookie's. */
export function cartCount(ctx: RequestContext, request: Request): number {
  const known = counted.get(ctx);
  if (known !== undefined) return known;
  const count = Number(cartCountCookie.parse(request.headers.get("Cookie")));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** A guest's token header; a signed-in client's own cart needs none (the bearer names it). */
async function whoseCart(ctx: RequestContext, request: Request) {
  if (await loadClient(ctx)) return undefined;
  const token = cartTokenCookie.parse(request.headers.get("Cookie"));
  return token ? { "x-cart-token": token } : undefined;
}

/** Keeps the cookies in step with the cart the API answered. */
function remember(ctx: RequestContext, request: Request, cart: Cart) {
  const cookies = request.headers.get("Cookie");
  if (cart.cart_token && cart.cart_token !== cartTokenCookie.parse(cookies))
    ctx.setCookies.push(cartTokenCookie.serialize(cart.cart_token));
  if (cart.items_count !== cartCount(ctx, request))
    ctx.setCookies.push(
      cart.items_count ? cartCountCookie.serialize(String(cart.items_count)) : cartCountCookie.expire(),
    );
  counted.set(ctx, cart.items_count);
}

/** The visitor's cart: the client's when signed in, else the guest cart of the cookie (empty without one). */
export async function loadCart(ctx: RequestContext, request: Request): Promise<Cart> {
  const header = await whoseCart(ctx, request);
  const { data, response } = await ctx.api.GET("/shop/cart", { params: { header } });
  if (!data) throw new Response(response.statusText, { status: response.status >= 500 ? 502 : response.status });
  remember(ctx, request, data);
  return data;
}

export type CartChangeResult = { ok: true; cart: Cart } | { ok: false; error: CartErrorKey };

/** The API's refusals the shopper can act on, as locale keys of cart.json. */
const ERRORS = {
  NOT_ENOUGH_STOCK: "cart.errors.not_enough_stock",
  INVALID_LOOK_SIZES: "cart.errors.look_sizes",
  404: "cart.errors.gone",
  400: "cart.errors.invalid",
} as const;
export type CartErrorKey = (typeof ERRORS)[keyof typeof ERRORS];

function send(ctx: RequestContext, header: { "x-cart-token": string } | undefined, change: CartChange) {
  switch (change.intent) {
    case "add":
      return ctx.api.POST("/shop/cart/lines", {
        params: { header },
        body: { variant_id: change.variant_id, quantity: change.quantity },
      });
    case "add-look":
      return ctx.api.POST("/shop/cart/lines", {
        params: { header },
        body: { look_id: change.look_id, look_variant_ids: change.look_variant_ids, quantity: change.quantity },
      });
    case "update":
      return ctx.api.PATCH("/shop/cart/lines/{id}", {
        params: { header, path: { id: change.line_id } },
        body: { quantity: change.quantity },
      });
    case "remove":
      return ctx.api.DELETE("/shop/cart/lines/{id}", { params: { header, path: { id: change.line_id } } });
  }
}

/** One change to the cart; a refusal comes back as the message to show, anything else is thrown. */
export async function changeCart(ctx: RequestContext, request: Request, change: CartChange): Promise<CartChangeResult> {
  const header = await whoseCart(ctx, request);
  const { data, error, response } = await send(ctx, header, change);
  if (data) {
    remember(ctx, request, data);
    return { ok: true, cart: data };
  }
  const type = error && typeof error === "object" && "type" in error ? String(error.type) : "";
  const known =
    ERRORS[type as "NOT_ENOUGH_STOCK" | "INVALID_LOOK_SIZES"] ?? ERRORS[response.status as 404 | 400] ?? undefined;
  if (known) return { ok: false, error: known };
  throw new Response(response.statusText, { status: 502 });
}

/**
 * At sign-in (and sign-up) the guest cart joins the client's (decision 0017: same sizes summed,
 * capped by the stock). It never stops a sign-in: a token the API refuses only loses the guest cart.
 */
export async function mergeGuestCart(ctx: RequestContext, request: Request): Promise<void> {
  const token = cartTokenCookie.parse(request.headers.get("Cookie"));
  if (!token) return;
  ctx.setCookies.push(cartTokenCookie.expire());
  const { data } = await ctx.api.POST("/shop/cart/merge", { body: { cart_token: token } });
  if (data) remember(ctx, request, data);
}
