/**
 * Cart and order calls: the shop cart (/shop/cart, a guest's by X-Cart-Token or the signed-in
 * client's), its merge at sign-in, the checkout (POST /clients/me/orders, idempotent by
 * Idempotency-Key) and the client's order history.
 */
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { abandonOrder } from "./abandon.js";
import { addCartLine, cartView, mergeGuestCart, removeCartLine, updateCartLine, type CartOwner } from "./cart.js";
import {
  findOrder,
  listOrders,
  orderViews,
  placeOrder,
  type ChargeResult,
  type CheckoutSteps,
} from "./checkout/index.js";
import { boxRoutes } from "./box/routes.js";
import { invoiceFacts, invoicePdf } from "./invoice.js";
import { resumePayment } from "./pay.js";
import {
  AddCartLineBody,
  CartHeaders,
  CartLineParams,
  CartSchema,
  CheckoutBody,
  CheckoutHeaders,
  CheckoutSchema,
  MergeCartBody,
  OrderParams,
  OrderSchema,
  OrdersPageSchema,
  OrdersQuery,
  PaymentStartSchema,
  PayOrderBody,
  UpdateCartLineBody,
} from "./schemas.js";
import { checkoutSteps, settleShopOrder } from "./checkout/index.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The checkout's steps owned by the payments and checkout-money modules (replaceable in tests). */
    shopCheckout: CheckoutSteps;
  }
}

const CART = "cart";
const ORDERS = "orders";
const bearer = [{ bearer: [] }];
const withConflict = { ...problemResponses, 409: ProblemSchema };

/** A started payment as the API answers it. */
const paymentView = (payment: ChargeResult) => ({
  status: payment.status,
  redirect_url: payment.redirectUrl ?? null,
  client_secret: payment.clientSecret ?? null,
  return_url: payment.returnUrl ?? null,
  session_id: payment.sessionId ?? null,
  error_code: payment.errorCode ?? null,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  /** The payment page sends the browser back there: only the storefront (no open redirect). */
  function checkReturnUrl(returnUrl: string) {
    if (new URL(returnUrl).origin !== new URL(app.config.storefrontUrl).origin) {
      throw ApiError.badRequest("The return address must be on the shop", { return_url: ["Must be on the shop"] });
    }
  }

  /** The bearer's cart, else the guest cart of X-Cart-Token (validated by CartHeaders). */
  async function owner(request: FastifyRequest): Promise<CartOwner> {
    if (request.auth) {
      await app.requireClient(request);
      return { clientId: request.clientId };
    }
    const token = request.headers["x-cart-token"];
    return { token: typeof token === "string" ? token : undefined };
  }

  const cartDescription =
    "A guest sends the token of its cart in X-Cart-Token (the answer's cart_token: a new cart gets one on its first line); a signed-in client (bearer) uses its own cart. Amounts in euros TTC.";

  app.get(
    "/shop/cart",
    {
      schema: {
        tags: [CART],
        summary: "The shop cart",
        description: `${cartDescription} No cart yet (or an unknown token): an empty cart.`,
        headers: CartHeaders,
        response: { 200: CartSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request) => cartView(app.db, await owner(request), request.locale),
  );

  app.post(
    "/shop/cart/lines",
    {
      schema: {
        tags: [CART],
        summary: "Add a product size or a whole look to the cart",
        description: `${cartDescription} The same size (or the same look in the same sizes) adds to its line. A size no longer sold answers 404; a look needs one size per product (422 INVALID_LOOK_SIZES); the lines may not ask more of a size than its stock (409 NOT_ENOUGH_STOCK).`,
        headers: CartHeaders,
        body: AddCartLineBody,
        response: { 200: CartSchema, ...withConflict },
      },
    },
    async (request) => {
      const who = await owner(request);
      const token = await addCartLine(app.db, who, request.body);
      return cartView(app.db, "clientId" in who ? who : { token: token! }, request.locale);
    },
  );

  app.patch(
    "/shop/cart/lines/:id",
    {
      schema: {
        tags: [CART],
        summary: "Change the quantity of a cart line",
        description: `${cartDescription} At least 1 (remove the line instead), at most what the stock leaves (409 NOT_ENOUGH_STOCK). A line of another cart answers 404.`,
        headers: CartHeaders,
        params: CartLineParams,
        body: UpdateCartLineBody,
        response: { 200: CartSchema, ...withConflict },
      },
    },
    async (request) => {
      const who = await owner(request);
      await updateCartLine(app.db, who, request.params.id, request.body.quantity);
      return cartView(app.db, who, request.locale);
    },
  );

  app.delete(
    "/shop/cart/lines/:id",
    {
      schema: {
        tags: [CART],
        summary: "Remove a cart line",
        description: `${cartDescription} A line of another cart answers 404.`,
        headers: CartHeaders,
        params: CartLineParams,
        response: { 200: CartSchema, ...problemResponses },
      },
    },
    async (request) => {
      const who = await owner(request);
      await removeCartLine(app.db, who, request.params.id);
      return cartView(app.db, who, request.locale);
    },
  );

  app.post(
    "/shop/cart/merge",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [CART],
        summary: "Merge the guest cart into the signed-in client's",
        description:
          "Called at sign-in with the guest cart's token: the same size sums its quantities, capped by the stock; the guest cart is then deleted. An unknown or already merged token changes nothing.",
        security: bearer,
        body: MergeCartBody,
        response: { 200: CartSchema, ...problemResponses },
      },
    },
    async (request) => {
      const id = request.clientId;
      await mergeGuestCart(app.db, id, request.body.cart_token);
      return cartView(app.db, { clientId: id }, request.locale);
    },
  );

  app.post(
    "/clients/me/orders",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [ORDERS],
        summary: "Place the order of the cart (checkout)",
        description:
          "One locked transaction: the carrier must deliver to the shipping country (422 CARRIER_UNAVAILABLE; a relay carrier needs relay_point_id, 422 RELAY_POINT_REQUIRED), the platform must be offered there for shop orders (422 PAYMENT_PLATFORM_UNAVAILABLE); the stock of every size is checked and decremented (409 NOT_ENOUGH_STOCK when a size lacks units; nothing is written), the order is written with the prices of the moment, the carrier's shipping fee (offered from the free-shipping threshold), the code's discount, the gift card's balance (gift_card_code) and the wallet (use_wallet) paying their part, and the cart emptied; then the payment starts for amount_to_pay — none when the gift card and the wallet paid it all: the order is PAID at once and payment is null (embedded=false, the default: redirect_url, the hosted page — Stripe Checkout for a card, Adyen's Hosted Checkout, the sandbox's page; embedded=true: client_secret for Stripe Elements, or client_secret (sessionData) and session_id for Adyen Drop-in, with return_url for the form; the return is posted to POST /clients/me/payment-returns). The same Idempotency-Key with the same body returns the same order (200) with the same payment while it is pending (never a second charge; payment null once the order is paid or cancelled), in the form it started with whatever embedded says; with another body 409 IDEMPOTENCY_KEY_REUSED. A declined or abandoned payment cancels the order and gives everything back (stock, code, gift card, wallet), its lines returning to the cart. An empty cart answers 422 CART_EMPTY; no shipping address given nor by default 422 SHIPPING_ADDRESS_REQUIRED. Amounts in euros TTC.",
        security: bearer,
        headers: CheckoutHeaders,
        body: CheckoutBody,
        response: { 200: CheckoutSchema, 201: CheckoutSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const id = request.clientId;
      checkReturnUrl(request.body.return_url);
      const placed = await placeOrder(
        app.db,
        request.log,
        app.shopCheckout,
        id,
        request.locale,
        request.headers["idempotency-key"],
        request.body,
      );
      const [order] = await orderViews(app.db, [placed.order], request.locale);
      const payment = placed.payment && paymentView(placed.payment);
      return reply.status(placed.replayed ? 200 : 201).send({ order: order!, payment });
    },
  );

  app.get(
    "/clients/me/orders",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [ORDERS],
        summary: "The signed-in client's orders, newest first",
        description:
          "Every order of the client (shop orders, boxes, gift cards), newest first, page by page (page from 1, page_size up to 100, 20 by default; pages and total for the pager), each with its lines (size as stored: the storefront words it), totals, delivery and state. Amounts in euros TTC.",
        security: bearer,
        querystring: OrdersQuery,
        response: { 200: OrdersPageSchema, ...problemResponses },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { rows, total } = await listOrders(app.db, request.clientId, page, pageSize);
      return {
        items: await orderViews(app.db, rows, request.locale),
        page,
        page_size: pageSize,
        pages: Math.ceil(total / pageSize),
        total,
      };
    },
  );

  app.get(
    "/clients/me/orders/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [ORDERS],
        summary: "One of the signed-in client's orders",
        description: "Another client's order answers 404. Amounts in euros TTC.",
        security: bearer,
        params: OrderParams,
        response: { 200: OrderSchema, ...problemResponses },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.clientId, request.params.id);
      if (!order) throw ApiError.notFound("Order not found");
      return (await orderViews(app.db, [order], request.locale))[0]!;
    },
  );

  app.get(
    "/clients/me/orders/:id/invoice.pdf",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [ORDERS],
        summary: "The invoice of one of the signed-in client's paid orders (PDF)",
        description:
          "An A4 page in the order's language: the seller, the buyer (the billing address kept on the order, else its shipping address), the invoice number F-<year paid>-<order id on six digits> and its date (the day paid), the order's number, the lines invoiced (a shop order's lines not cancelled, a box's pieces kept) with their unit price and amount, the discount, the styling fee, the shipping, the total TTC with the French VAT of 20 % it includes (computed once on the total) and what paid it (wallet, gift card, payment method). Only a shop order or a box that was paid (PAID and after); another client's order, an unpaid one or a gift card's answers 404.",
        security: bearer,
        params: OrderParams,
        // The bytes are sent as they are (a Buffer is never serialized)
        response: { 200: z.any().describe("The invoice (application/pdf)"), ...problemResponses },
      },
    },
    async (request, reply) => {
      const facts = await invoiceFacts(app.db, app.config.seller, request.clientId, request.params.id);
      const pdf = await invoicePdf(facts);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `inline; filename="${facts.invoice.number}.pdf"`)
        .type("application/pdf")
        .send(pdf);
    },
  );

  app.post(
    "/clients/me/orders/:id/abandon",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [ORDERS],
        summary: "Give up an unpaid shop order (the shopper left the payment page)",
        description:
          "No body. For the storefront when the shopper comes back to the shop or the checkout without paying: the order's payment is closed at the provider where it can be (Stripe expires its Checkout page or cancels the payment intent; an Adyen session cannot be closed and runs out at its expiry; the sandbox's page is a signed link) and marked FAILED with error_code payment_cancelled, and the order is cancelled at once with everything given back — its lines to the cart (capped by the stock), the units, the code, the gift card's balance and the wallet's amount. A page paid afterwards all the same is refunded (to the card, else to the wallet). Answers the order (status CANCELLED); a second call answers the same (200). A paid order, or one paid just before, answers 409 ORDER_ALREADY_PAID; another client's order, or one that is not a shop order, 404.",
        security: bearer,
        params: OrderParams,
        response: { 200: OrderSchema, ...withConflict },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.clientId, request.params.id);
      if (!order) throw ApiError.notFound("Order not found");
      const abandoned = await abandonOrder(app.db, app.shopCheckout, order);
      return (await orderViews(app.db, [abandoned], request.locale))[0]!;
    },
  );

  app.post(
    "/clients/me/orders/:id/payment",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [ORDERS],
        summary: "Pay an order still waiting for its payment",
        description:
          "For a shop order PENDING_PAYMENT with something left to pay (the shopper left the payment page): the payment its checkout started, resumed with the same key on the same platform, so the same payment's page comes back (redirect_url) and never a second charge — as a replay of the checkout would give. Already settled by the provider, it answers its status (PAID, or PAYMENT_FAILED with error_code, the order then cancelled and its lines back in the cart). return_url must be on the storefront (400); for Stripe it must be the checkout's, the return page in the order's locale. Another client's order answers 404; an order paid, cancelled or with nothing to pay 409 ORDER_NOT_PAYABLE; the provider failing 502 PAYMENT_UNAVAILABLE (the order stays as it is).",
        security: bearer,
        params: OrderParams,
        body: PayOrderBody,
        response: { 200: PaymentStartSchema, ...withConflict, 502: ProblemSchema },
      },
    },
    async (request) => {
      checkReturnUrl(request.body.return_url);
      const order = await findOrder(app.db, request.clientId, request.params.id);
      if (!order) throw ApiError.notFound("Order not found");
      return paymentView(await resumePayment(app.db, request.log, app.shopCheckout, order, request.body.return_url));
    },
  );
};

/**
 * The routes, `app.shopCheckout` decorated on the root (tests replace its steps) and the handler
 * that moves orders on when their payment settles. Needs `app.payments`: register after it.
 */
export const ordersRoutes = fp(async (app) => {
  if (!app.hasDecorator("payments")) throw new Error("Register the payments plugin before the orders routes");
  app.decorate("shopCheckout", checkoutSteps(app));
  app.payments.onPaymentEvent(settleShopOrder(app));
  await app.register(routes);
  await app.register(boxRoutes);
});
