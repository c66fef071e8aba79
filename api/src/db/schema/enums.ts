/**
 * Every closed set of values of the data model, as PostgreSQL enums.
 * Values are the spec's own spellings (§3, §4) where it gives them.
 */
import { pgEnum } from "drizzle-orm/pg-core";
import { PRODUCT_CATEGORIES, PRODUCT_LABELS } from "#domain/catalogue.js";
import { PRODUCT_SEASONS } from "#domain/garments.js";
import { GRADES } from "#domain/littlegeste.js";
import { CONTENT_LOCALES, COUNTRIES } from "#domain/locales.js";
import { LOYALTY_REASONS } from "#domain/loyalty.js";
import { PREVIEW_STATUSES, STYLING_EVENT_KINDS } from "#domain/preview.js";

// ── Shared ─────────────────────────────────────────────────────────────────────────────────────
/** Content locales fr, de, nl, es, en (domain/locales.ts). */
export const contentLocaleEnum = pgEnum("content_locale", CONTENT_LOCALES);
/** Countries served (domain/locales.ts): FR, MC, DE, AT, BE, NL, LU, ES, IT, IE, PT. */
export const countryCodeEnum = pgEnum("country_code", COUNTRIES);
/** Carriers (§9): colissimo, Mondial Relay, Hermes, Inpost. */
export const carrierEnum = pgEnum("carrier", ["colissimo", "mondial_relay", "hermes", "inpost"]);

// ── Clients ────────────────────────────────────────────────────────────────────────────────────
/** Client.subscription_status (kid side). */
export const subscriptionStatusEnum = pgEnum("subscription_status", [
  "PROSPECT",
  "PROSPECT_WITH_KID",
  "ONGOING_SUBSCRIPTION",
  "PAUSED_SUBSCRIPTION",
]);
/** Client.woman_subscription_status (nullable column). */
export const womanSubscriptionStatusEnum = pgEnum("woman_subscription_status", [
  "PROSPECT",
  "PROSPECT_WITH_WOMAN",
  "ONGOING_SUBSCRIPTION",
  "PAUSED_SUBSCRIPTION",
]);
export const shopStatusEnum = pgEnum("shop_status", ["PROSPECT", "PROSPECT_WITH_CART", "ORDERED"]);
/** Client.gift_card_status (nullable column). */
export const giftCardStatusEnum = pgEnum("gift_card_status", ["GIVER"]);
/** Fraud label returned by subscription/request creation (§8). */
export const fraudLabelEnum = pgEnum("fraud_label", ["DUPLICATE_ACCOUNTS", "PRESUMED_FRAUDSTER"]);

// ── Profiles ───────────────────────────────────────────────────────────────────────────────────
export const profileTypeEnum = pgEnum("profile_type", ["KID", "WOMAN"]);
/** Gender, stored lower-case (the API accepts any case). */
export const genderEnum = pgEnum("gender", ["boy", "girl", "woman"]);
/** Profile.subscription_status (§4): null while the profile has never requested a box. */
export const profileSubscriptionStatusEnum = pgEnum("profile_subscription_status", [
  "ONE_SHOT",
  "ONGOING_SUBSCRIPTION",
  "PAUSED_SUBSCRIPTION",
  "TERMINATED_SUBSCRIPTION",
]);

// ── Addresses ──────────────────────────────────────────────────────────────────────────────────
export const addressKindEnum = pgEnum("address_kind", ["shipping", "billing"]);

// ── Subscriptions and requests ─────────────────────────────────────────────────────────────────
export const subscriptionEventKindEnum = pgEnum("subscription_event_kind", [
  "created",
  "updated",
  "paused",
  "resumed",
  "reactivated",
  "terminated",
  "postponed",
  "forwarded",
]);
/** Life of a box request, from creation to the box being closed. */
export const requestStatusEnum = pgEnum("request_status", [
  "PENDING",
  "PREVIEW_SENT",
  "VALIDATED",
  "SHIPPED",
  "DELIVERED",
  "CLOSED",
  "CANCELLED",
]);
/** Request.status_details.actions (§3). */
export const requestActionEnum = pgEnum("request_action", ["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"]);
/** DRAFT: the engine's proposal a stylist reviews before the family sees it (decision 0043). */
export const previewStatusEnum = pgEnum("preview_status", PREVIEW_STATUSES);
/** What happened to a box while it was styled and answered (styling_events, decision 0043). */
export const stylingEventKindEnum = pgEnum("styling_event_kind", STYLING_EVENT_KINDS);

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────────
export const metaCategoryEnum = pgEnum("meta_category", ["TOP", "BOTTOM", "FEET", "OTHER"]);
/** The category filters of §9 (Tops, Pull-Cardi, Bottoms…), their codes from domain/catalogue.ts. */
export const productCategoryEnum = pgEnum("product_category", PRODUCT_CATEGORIES);
/** Product label badges (§4): matchy → 'Matchy Matchy', cotonbio → cotton stamp. */
export const productLabelEnum = pgEnum("product_label", PRODUCT_LABELS);
/** When a piece is worn (domain/garments.ts PRODUCT_SEASONS): WARM pieces are not sent in winter, COLD ones not in summer. */
export const productSeasonEnum = pgEnum("product_season", PRODUCT_SEASONS);

// ── Orders ─────────────────────────────────────────────────────────────────────────────────────
/** BOX: a trunk (malle) from a request; SHOP: a shop checkout; GIFT_CARD: a gift-card purchase. */
export const orderKindEnum = pgEnum("order_kind", ["BOX", "SHOP", "GIFT_CARD"]);
export const orderStatusEnum = pgEnum("order_status", [
  "PENDING_PAYMENT",
  "PAYMENT_FAILED",
  "PAID",
  "PREPARING",
  "SHIPPED",
  "DELIVERED",
  "COMPLETED",
  "CANCELLED",
]);
/** For box lines: sent, then kept (paid) or returned. Shop lines stay ORDERED unless returned. */
/** Why a box piece went back (domain/settlement.ts RETURN_REASONS; the engine reads it). */
export const returnReasonEnum = pgEnum("return_reason", [
  "too_small",
  "too_large",
  "colour",
  "style",
  "quality",
  "already_has",
  "other",
]);
export const orderLineStatusEnum = pgEnum("order_line_status", ["ORDERED", "KEPT", "RETURNED", "CANCELLED"]);
export const shipmentStatusEnum = pgEnum("shipment_status", [
  "LABEL_CREATED",
  "IN_TRANSIT",
  "DELIVERED",
  "RETURNED_TO_SENDER",
]);
export const returnStatusEnum = pgEnum("return_status", [
  "REQUESTED",
  "LABEL_CREATED",
  "IN_TRANSIT",
  "RECEIVED",
  "REFUNDED",
  "CANCELLED",
]);

/**
 * Why a variant's stock moved (decision 0042): reserved for a composed box, released (a skipped
 * box, a replaced piece, a cancelled order), sold (a shop checkout), returned to stock, adjusted by
 * hand with a reason; damaged and missing record a returned piece that did not go back (no units).
 */
export const stockMovementKindEnum = pgEnum("stock_movement_kind", [
  "reserved_box",
  "released",
  "sold",
  "returned",
  "damaged",
  "missing",
  "adjusted",
]);
/** What receiving found of a returned line (decision 0042). */
export const returnOutcomeEnum = pgEnum("return_outcome", ["restocked", "damaged", "missing"]);

// ── Money ──────────────────────────────────────────────────────────────────────────────────────
export const walletTransactionKindEnum = pgEnum("wallet_transaction_kind", [
  "GIFT_CARD",
  "REFERRAL_REWARD",
  "REFUND",
  "ORDER_PAYMENT",
  "RESALE_PAYOUT",
  "ADJUSTMENT",
]);
export const loyaltyReasonEnum = pgEnum("loyalty_reason", LOYALTY_REASONS);
/** DISCOUNT: a promotion code; COUPON: a loyalty coupon (min points); BIRTHDAY: kid birthday offer. */
export const codeKindEnum = pgEnum("code_kind", ["DISCOUNT", "COUPON", "BIRTHDAY"]);
export const referralStatusEnum = pgEnum("referral_status", ["INVITED", "SIGNED_UP", "CONVERTED", "REWARDED"]);
export const paymentGatewayEnum = pgEnum("payment_gateway", ["stripe", "adyen", "sandbox"]);
/**
 * Payment platforms (§3) plus card_via_stripe and the sandbox stand-ins; a platform always ends
 * with `_via_<gateway>` (checked on payment_methods).
 */
export const paymentPlatformEnum = pgEnum("payment_platform", [
  "card_via_stripe",
  "paypal_via_stripe",
  "card_via_adyen",
  "klarna_paylater_via_adyen",
  "klarna_paynow_via_adyen",
  "ideal_via_adyen",
  "card_via_sandbox",
  "paypal_via_sandbox",
  "klarna_paylater_via_sandbox",
  "klarna_paynow_via_sandbox",
  "ideal_via_sandbox",
]);
export const paymentStatusEnum = pgEnum("payment_status", [
  "PENDING",
  "REQUIRES_ACTION",
  "AUTHORIZED",
  "SUCCEEDED",
  "FAILED",
  "CANCELLED",
  "REFUNDED",
  "PARTIALLY_REFUNDED",
]);

// ── Content ────────────────────────────────────────────────────────────────────────────────────
/** The six legal content codes of §3. */
export const legalContentCodeEnum = pgEnum("legal_content_code", [
  "terms_and_conditions",
  "terms_and_conditions_shop",
  "terms_and_conditions_recycle",
  "terms_and_conditions_little_club",
  "legal_notice",
  "personal_data_protection",
]);

// ── Support ────────────────────────────────────────────────────────────────────────────────────
export const newsletterListEnum = pgEnum("newsletter_list", ["WOMAN", "KID"]);
export const supportTicketStatusEnum = pgEnum("support_ticket_status", ["OPEN", "ANSWERED", "CLOSED"]);

// ── Littlegeste (recycling and resale) ─────────────────────────────────────────────────────────
export const recycleLabelStatusEnum = pgEnum("recycle_label_status", [
  "CREATED",
  "SHIPPED",
  "RECEIVED",
  "PROCESSED",
  "CANCELLED",
]);
/** The grade operations give a received piece (domain/littlegeste.ts). */
export const resaleGradeEnum = pgEnum("resale_grade", GRADES);
/** How the VAT of a resold piece is counted: the margin scheme for second-hand goods. */
export const vatSchemeEnum = pgEnum("vat_scheme", ["MARGIN", "STANDARD"]);
export const resaleItemStatusEnum = pgEnum("resale_item_status", [
  "RECEIVED",
  "LISTED",
  "SOLD",
  "RECYCLED",
  "REJECTED",
]);
