/**
 * The checkout's money calls (§7 "Money and addresses"): gift cards, discount and coupon codes
 * with the code errors of §8 as problem types, the wallet, the shipping fees of each carrier to a
 * shipping address, and the relay-point carriers of a country (§9).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import {
  HOME_CARRIER,
  carriersFor,
  centsToEuros,
  deliversTo,
  isRelayPointCountry,
  normalizeCode,
  shippingFee,
  type CarrierOption,
  type CodeCheck,
  type CodeError,
} from "#domain/checkout.js";
import { maskGiftCardCode } from "#domain/gift-cards.js";
import { validatePostcode } from "#domain/postcode.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import {
  CodeParams,
  CouponCodeSchema,
  DiscountQuery,
  DiscountSchema,
  GiftCardSchema,
  RelayCarriersQuery,
  RelayCarriersSchema,
  RelayPointsQuery,
  RelayPointsSchema,
  ShippingFeesQuery,
  ShippingFeesSchema,
  WalletQuery,
  WalletSchema,
} from "./schemas.js";
import {
  applyCode,
  cartForShipping,
  couponCodes,
  findCodeOrder,
  findGiftCard,
  findShippingAddress,
  freeShippingThreshold,
  walletBalance,
  walletTransactionsPage,
  type Code,
} from "./service.js";
import { RelayPointFinder, RelayPointSearchFailed, type RelayPoint } from "./relay-points.js";

const TAG = "checkout-money";
/** The finder lists this many points, nearest first. */
const RELAY_POINTS_SHOWN = 5;
const bearer = [{ bearer: [] }];

/** Titles of the §8 code errors; the storefront shows its own translated message per type. */
const CODE_ERROR_TITLES: Record<CodeError, string> = {
  GIFT_CARD_ALREADY_USED: "This gift card has already been used",
  COUPON_CODE_ALREADY_USED: "This code has already been used",
  GIFT_CARD_EXPIRED: "This gift card has expired",
  COUPON_CODE_EXPIRED: "This code has expired",
  NO_ELIGIBLE_KID: "No eligible kid for birthday offer",
  NOT_ENOUGH_LOYALTY_POINTS: "Not enough loyalty points",
  INVALID_CODE: "Invalid code",
};
const CODE_ERRORS_DESCRIPTION =
  "Problem types: GIFT_CARD_ALREADY_USED, GIFT_CARD_EXPIRED, COUPON_CODE_ALREADY_USED, COUPON_CODE_EXPIRED, NO_ELIGIBLE_KID (detail 'No eligible kid for birthday offer'), NOT_ENOUGH_LOYALTY_POINTS (detail 'Not enough loyalty points. Minimum: 200.00' or '… 600.00') with 422; INVALID_CODE with 404 for an unknown code, 422 for a code that does not fit the order; CODE_REQUIRED with 400 for a blank code.";

/** 422 with the §8 type (and message as detail) of a refused code (also the checkout's). */
export function codeProblem(error: CodeError, detail?: string): ApiError {
  return new ApiError(422, error, CODE_ERROR_TITLES[error], detail);
}
const unknownCode = () => new ApiError(404, "INVALID_CODE", CODE_ERROR_TITLES.INVALID_CODE);

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** §5: a gift card or discount code needs a code once trimmed. */
function requiredCode(raw: string): string {
  const code = normalizeCode(raw);
  if (!code) throw ApiError.badRequest("A code is required", { code: ["A code is required"] }, "CODE_REQUIRED");
  // No code holds control characters, and PostgreSQL refuses NUL in a text parameter
  if (CONTROL_CHARACTERS.test(code)) throw unknownCode();
  return code;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const eurosOrNull = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

function codeOut(code: Code) {
  return {
    code: code.code,
    kind: code.kind,
    percent: code.percent,
    amount: eurosOrNull(code.amountCents),
    offer: { shipping_fee_offered: code.shippingFeeOffered },
    target: code.target,
    applies_to: code.appliesTo,
    min_order_amount: eurosOrNull(code.minOrderCents),
    min_loyalty_points: code.minLoyaltyPoints,
    expires_at: iso(code.expiresAt),
  };
}

function carrierOut(option: CarrierOption) {
  return {
    carrier: option.carrier,
    name: CARRIER_NAMES[option.carrier],
    mode: option.mode,
    finder_url: option.finderUrl,
  };
}

export const checkoutMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/clients/me/gift_cards/:code",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Check a gift card code",
        description: `The card and the value it would add to the wallet, when it can still be used. ${CODE_ERRORS_DESCRIPTION}`,
        security: bearer,
        params: CodeParams,
        response: { 200: GiftCardSchema, ...problemResponses },
      },
    },
    async (request) => {
      const found = await findGiftCard(app.db, requiredCode(request.params.code));
      if (!found) throw unknownCode();
      if (!found.check.ok) throw codeProblem(found.check.error);
      const { card } = found;
      return {
        code: card.code,
        amount: centsToEuros(card.amountCents),
        balance: centsToEuros(card.balanceCents),
        target: card.target,
        expires_at: iso(card.expiresAt),
      };
    },
  );

  app.get(
    "/clients/me/discounts/:code",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Check a discount, coupon or birthday code",
        description: `Whether the code can be used by the client, and with order_id (one of the client's orders; another's answers 404) what it takes off. ${CODE_ERRORS_DESCRIPTION}`,
        security: bearer,
        params: CodeParams,
        querystring: DiscountQuery,
        response: { 200: DiscountSchema, ...problemResponses },
      },
    },
    async (request) => {
      const owner = request.clientId;
      const code = requiredCode(request.params.code);
      const { order_id: orderId } = request.query;
      const order = orderId === undefined ? undefined : await findCodeOrder(app.db, owner, orderId);
      if (orderId !== undefined && !order) throw ApiError.notFound("Order not found");
      const applied = await applyCode(app.db, { clientId: owner, code, order });
      if (!applied) throw unknownCode();
      if (!applied.check.ok) throw codeProblem(applied.check.error, applied.check.detail);
      return { ...codeOut(applied.code), discount_amount: eurosOrNull(applied.check.discountCents) };
    },
  );

  app.get(
    "/clients/me/coupon-codes",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The client's codes",
        description:
          "The client's personal codes and the loyalty coupons (200 and 600 points, §9), each with whether it can be used now and, if not, the §8 error type and message.",
        security: bearer,
        response: { 200: CouponCodeSchema.array(), ...problemResponses },
      },
    },
    async (request) => {
      const rows = await couponCodes(app.db, request.clientId);
      return rows.map(({ code, check }) => ({ ...codeOut(code), ...verdict(check) }));
    },
  );

  app.get(
    "/clients/me/wallet",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The client's wallet",
        description:
          "amount: the balance usable at checkout; transactions: its movements, newest first, paged (page from 1, page_size 30 by default, at most 100).",
        security: bearer,
        querystring: WalletQuery,
        response: { 200: WalletSchema, ...problemResponses },
      },
    },
    async (request) => {
      const owner = request.clientId;
      const { page, page_size: pageSize } = request.query;
      const [balance, { items, total }] = await Promise.all([
        walletBalance(app.db, owner),
        walletTransactionsPage(app.db, owner, page, pageSize),
      ]);
      return {
        amount: centsToEuros(balance),
        transactions: {
          items: items.map((row) => ({
            id: row.id,
            amount: centsToEuros(row.amountCents),
            balance_after: centsToEuros(row.balanceAfterCents),
            kind: row.kind,
            reference: row.reference,
            order_id: row.orderId,
            gift_card_code: row.kind === "GIFT_CARD" && row.reference ? maskGiftCardCode(row.reference) : null,
            created_at: row.createdAt.toISOString(),
          })),
          page,
          page_size: pageSize,
          pages: Math.ceil(total / pageSize),
          total,
        },
      };
    },
  );

  app.get(
    "/clients/me/shipping_fees",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Shipping fees of the client's cart to a shipping address",
        description:
          "One entry per carrier delivering to the address's country (colissimo at home, relay networks in FR, DE, AT, BE, NL, LU, ES): its fee and offer.shipping_fee_offered — from the free-shipping threshold or the cart's code. Another client's address answers 404.",
        security: bearer,
        querystring: ShippingFeesQuery,
        response: { 200: ShippingFeesSchema, ...problemResponses },
      },
    },
    async (request) => {
      const owner = request.clientId;
      const address = await findShippingAddress(app.db, owner, request.query.shipping_address_id);
      if (!address) throw ApiError.notFound("Address not found");
      const [cart, threshold] = await Promise.all([cartForShipping(app.db, owner), freeShippingThreshold(app.db)]);
      const offers = { codeShippingFeeOffered: cart.codeShippingFeeOffered, freeShippingThresholdCents: threshold };
      return {
        country_code: address.countryCode,
        subtotal: centsToEuros(cart.subtotalCents),
        free_shipping_threshold: centsToEuros(threshold),
        carriers: carriersFor(address.countryCode, request.locale).flatMap((option) => {
          const quote = shippingFee({
            countryCode: address.countryCode,
            carrier: option.carrier,
            subtotalCents: cart.subtotalCents,
            offers,
          });
          if (!quote) return [];
          return [
            {
              ...carrierOut(option),
              shipping_fee_ttc: centsToEuros(quote.shippingFeeTtcCents),
              base_shipping_fee_ttc: centsToEuros(quote.baseFeeCents),
              offer: { shipping_fee_offered: quote.shippingFeeOffered },
            },
          ];
        }),
      };
    },
  );

  app.get(
    "/shop/relay-carriers",
    {
      schema: {
        tags: [TAG],
        summary: "Carriers delivering to a country",
        description:
          "colissimo at home everywhere; in FR, DE, AT, BE, NL, LU and ES also relay networks (Mondial Relay, Hermes, InPost) with their relay-point finder in the request's language (§9).",
        querystring: RelayCarriersQuery,
        response: { 200: RelayCarriersSchema, 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { country } = request.query;
      reply.header("cache-control", "public, max-age=3600");
      reply.header("vary", "Accept-Language");
      return {
        country,
        relay_point: isRelayPointCountry(country),
        carriers: carriersFor(country, request.locale).map(carrierOut),
      };
    },
  );

  const relayPoints = new RelayPointFinder(app.config.relayPoints);
  app.get(
    "/shop/relay-points",
    {
      schema: {
        tags: [TAG],
        summary: "Relay points near a postcode",
        description:
          "The carrier's relay points nearest to the postcode (decision 0029), with their address, distance and opening hours: Mondial Relay's web service when configured, otherwise (and for Hermes and InPost) the demo list. 400 POSTCODE_INVALID for a postcode the country's rule refuses; 422 CARRIER_UNAVAILABLE when the carrier has no relay points there (colissimo delivers at home); 503 RELAY_POINT_SEARCH_UNAVAILABLE when the carrier's service fails or is slow.",
        querystring: RelayPointsQuery,
        response: { 200: RelayPointsSchema, 400: ProblemSchema, 422: ProblemSchema, 503: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { carrier, country } = request.query;
      if (carrier === HOME_CARRIER || !isRelayPointCountry(country) || !deliversTo(country, carrier)) {
        throw ApiError.unprocessable("CARRIER_UNAVAILABLE", "This carrier has no relay points in this country", {
          carrier: ["This carrier has no relay points in this country"],
        });
      }
      const postcode = validatePostcode(country, request.query.postcode);
      if (!postcode.valid) {
        throw ApiError.badRequest("Invalid postcode", { postcode: ["Invalid postcode"] }, "POSTCODE_INVALID");
      }
      let points: RelayPoint[];
      try {
        points = await relayPoints.search({ carrier, country, postcode: postcode.postcode, limit: RELAY_POINTS_SHOWN });
      } catch (error) {
        if (!(error instanceof RelayPointSearchFailed)) throw error;
        request.log.warn({ carrier, reason: error.message }, "relay-point search failed");
        throw new ApiError(503, "RELAY_POINT_SEARCH_UNAVAILABLE", "The relay-point search is unavailable");
      }
      reply.header("cache-control", "public, max-age=300");
      return { carrier, country, postcode: postcode.postcode, points: points.map(relayPointOut) };
    },
  );
};

function relayPointOut(point: RelayPoint) {
  return {
    id: point.id,
    name: point.name,
    street: point.street,
    postcode: point.postcode,
    city: point.city,
    country_code: point.countryCode,
    distance_m: point.distanceM,
    opening_hours: point.openingHours,
  };
}

function verdict(check: CodeCheck) {
  return check.ok
    ? { usable: true, error: null, detail: null }
    : { usable: false, error: check.error, detail: check.detail ?? null };
}
