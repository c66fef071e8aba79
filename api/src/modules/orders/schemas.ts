/**
 * Shapes of the cart and order calls. Money is answered in euros (numbers with two decimals,
 * computed from the integer cents stored), as the catalogue's lc_price.
 */
import { z } from "zod";
import { contentLocaleEnum, orderKindEnum, orderStatusEnum } from "../../db/schema/enums.js";
import { CARRIERS, CODE_MAX_LENGTH } from "#domain/checkout.js";
import { AddressSchema } from "../clients/index.js";
import { PlatformSchema } from "../payments/index.js";

const euros = (what: string) => z.number().describe(`${what}, in euros TTC (tax included)`);

/** The guest cart's token, kept by the storefront in a cookie. */
export const CartTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "Invalid cart token")
  .describe("Guest cart token (opaque; the storefront keeps it in a cookie)");

export const CartHeaders = z.object({
  "x-cart-token": CartTokenSchema.optional().describe(
    "Guest cart token; ignored when a bearer token is sent (the client's own cart is used)",
  ),
});

const id = z.coerce.number().int().positive().max(2147483647);
const quantity = z.number().int().min(1).max(99);

export const AddCartLineBody = z
  .union([
    z.object({ variant_id: id, quantity: quantity.default(1) }).strict(),
    z
      .object({
        look_id: id,
        look_variant_ids: z.array(id).min(1).max(20).describe("One size (variant id) per product of the look"),
        quantity: quantity.default(1),
      })
      .strict(),
  ])
  .describe("Either one product size (variant_id) or a whole look with one size per product");
export const UpdateCartLineBody = z.object({ quantity }).strict();
export const CartLineParams = z.object({ id });
export const MergeCartBody = z.object({ cart_token: CartTokenSchema }).strict();

export const CartItemSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  reference: z.string(),
  name: z.string().describe("clean_name in the request's language"),
  brand: z.string(),
  size: z.string(),
  lc_price: euros("Unit selling price"),
  image_url: z.string(),
  is_available: z.boolean().describe("The size is still sold and in stock"),
});

export const CartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  look_id: z.number().int().nullable(),
  look_variant_ids: z.array(z.number().int()).nullable(),
  quantity: z.number().int(),
  /** The product size of a product line; null for a look. */
  product: CartItemSchema.nullable(),
  look: z
    .object({ id: z.number().int(), name: z.string().nullable(), products: z.array(CartItemSchema) })
    .nullable()
    .describe("The look and its products in the chosen sizes; null for a product line"),
  max_quantity: z.number().int().describe("Most this line can hold with the stock left for its sizes (0: none left)"),
  unit_price: euros("Price of one unit of the line (a look: the sum of its products)"),
  amount: euros("unit_price × quantity"),
});

export const CartSchema = z
  .object({
    cart_token: z.string().nullable().describe("The guest cart's token to keep (null for a client's cart)"),
    lines: z.array(CartLineSchema),
    items_count: z.number().int(),
    items_amount_ttc: euros("Sum of the lines"),
  })
  .meta({ id: "Cart" });
export type CartResponse = z.infer<typeof CartSchema>;

export const CheckoutHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,200}$/, "8 to 200 letters, digits or _ . : -")
    .describe("One key per checkout attempt: a replay with the same key and body returns the same order"),
});
/** A code as typed (trimmed; printable ASCII): a discount, coupon, birthday or gift card code. */
const codeInput = z
  .string()
  .trim()
  .min(1)
  .max(CODE_MAX_LENGTH)
  .regex(/^[\x20-\x7e]+$/, "Invalid code");

export const CheckoutBody = z
  .object({
    shipping_address_id: id.optional().describe("Defaults to the client's default shipping address"),
    billing_address_id: id.optional().describe("Defaults to the client's default billing address"),
    carrier: z
      .enum(CARRIERS)
      .describe("colissimo delivers at home; the others at a relay point, where they serve the shipping country"),
    relay_point_id: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe("The relay point picked in the carrier's finder; required for a relay carrier, ignored for colissimo"),
    platform: PlatformSchema.describe(
      "How the shopper pays: one of GET /clients/me/available_payment_platforms?for_shop=true for the shipping country",
    ),
    return_url: z
      .url()
      .max(2000)
      .describe(
        "Storefront page the hosted payment page sends the browser back to (sessionId and redirectResult added)",
      ),
    embedded: z
      .boolean()
      .optional()
      .describe(
        "true: the storefront runs JavaScript and shows the provider's embedded form (Stripe Elements, Adyen Drop-in), so the payment gives client_secret (and session_id for Adyen) instead of a hosted page; default false: redirect_url. The sandbox always uses its page. Not part of the Idempotency-Key's body: a replay returns the payment in the form it started with",
      ),
    code: codeInput
      .optional()
      .describe(
        "A discount, coupon or birthday code (any case): its discount comes off the items, it may offer shipping, and it is recorded as used by this order (422 with the §8 code error types when refused)",
      ),
    gift_card_code: codeInput
      .optional()
      .describe(
        "A gift card (any case): its balance pays the total (after discount and shipping) or part of it, and is given back if the order is cancelled unpaid (422 GIFT_CARD_ALREADY_USED, GIFT_CARD_EXPIRED or INVALID_CODE when refused)",
      ),
    use_wallet: z
      .boolean()
      .optional()
      .describe(
        "true: the wallet balance (GET /clients/me/wallet) pays what the gift card left, or part of it; given back if the order is cancelled unpaid",
      ),
    payment_method_id: id
      .optional()
      .describe(
        "One of the client's saved payment methods (GET /clients/me/payment-methods) of the chosen platform, charged without a payment page (422 PAYMENT_METHOD_INVALID when expired, another platform's or not the client's)",
      ),
  })
  .strict();

export const OrderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  look_id: z.number().int().nullable(),
  name: z.string(),
  brand: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  unit_price: euros("Unit price paid"),
  amount: euros("unit_price × quantity"),
  second_hand: z
    .boolean()
    .describe("A second-hand piece sold under the margin scheme: its line carries the legal mention, no VAT itemised"),
});

export const OrderSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(orderKindEnum.enumValues),
    status: z.enum(orderStatusEnum.enumValues),
    created_at: z.string(),
    locale: z
      .enum(contentLocaleEnum.enumValues)
      .describe("The language the order was placed in: its e-mails, and its payment's return page"),
    paid_at: z.string().nullable(),
    items_amount_ttc: euros("Sum of the lines"),
    discount_amount: euros("Discount"),
    shipping_fee_ttc: euros("Shipping fee (0 when offer.shipping_fee_offered)"),
    total_amount_ttc: euros("Items − discount + shipping fee"),
    gift_card_amount: euros("Part of the total paid by a gift card"),
    wallet_amount: euros("Part of the total paid from the wallet"),
    amount_to_pay: euros(
      "total_amount_ttc − gift_card_amount − wallet_amount: what the payment charges (0: nothing to pay)",
    ),
    offer: z.object({ shipping_fee_offered: z.boolean() }),
    delivery: z
      .object({
        carrier: z.enum(CARRIERS).nullable().describe("colissimo at home; the others at relay_point_id"),
        relay_point_id: z.string().nullable().describe("The relay point picked in the carrier's finder"),
        relay_point: z
          .object({ name: z.string(), street: z.string(), postcode: z.string(), city: z.string() })
          .nullable()
          .describe("The relay point's name and address when its finder gave them at the checkout; null: its id only"),
        shipping_address: AddressSchema.omit({ id: true })
          .nullable()
          .describe("The shipping address as it was when the order was placed"),
      })
      .describe("Where and how the order travels (the thank-you page and the history show it)"),
    lines: z.array(OrderLineSchema),
  })
  .meta({ id: "Order" });
export type OrderResponse = z.infer<typeof OrderSchema>;

/** A payment waiting for the shopper: where to pay it (hosted page or embedded form). */
export const PaymentStartSchema = z
  .object({
    status: z
      .enum(["PENDING_PAYMENT", "PAID", "PAYMENT_FAILED"])
      .describe("PENDING_PAYMENT until the shopper pays on the provider's page (or the webhook arrives)"),
    redirect_url: z.string().nullable().describe("Where to send the shopper to pay, when the provider needs it"),
    client_secret: z
      .string()
      .nullable()
      .describe("For the provider's embedded form (JavaScript): Stripe's client secret, Adyen's sessionData"),
    return_url: z
      .string()
      .nullable()
      .describe(
        "Where the embedded form sends the browser back: return_url with sessionId=pay_<id> added, as the provider got it",
      ),
    session_id: z
      .string()
      .nullable()
      .describe(
        "Adyen's checkout session id, for Drop-in with client_secret (its sessionData); null for other providers",
      ),
    error_code: z.string().nullable().describe("The provider's reason when PAYMENT_FAILED (§8)"),
  })
  .meta({ id: "PaymentStart" });

export const CheckoutSchema = z.object({
  order: OrderSchema,
  payment: PaymentStartSchema.nullable().describe(
    "The order's payment; on a replay the same one while pending; null once the order is paid or cancelled, and when the gift card and the wallet paid it all (the order is PAID at once)",
  ),
});

export const PayOrderBody = z
  .object({
    return_url: z
      .url()
      .max(2000)
      .describe(
        "Storefront page the payment page sends the browser back to: the checkout's return page in the order's locale (Stripe refuses a resumed payment whose parameters changed)",
      ),
  })
  .strict();

export const OrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const OrderParams = z.object({ id });
export const OrdersPageSchema = z.object({
  items: z.array(OrderSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
