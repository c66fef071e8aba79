/**
 * The trunk (malle) side: a profile's subscriptions, its box requests with wishes, the preview
 * of a box with replacements, and look ratings (Style Shuffle).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { addresses } from "./addresses.js";
import { looks, products, productVariants } from "./catalogue.js";
import { at, createdAt, id, updatedAt } from "./columns.js";
import {
  fraudLabelEnum,
  previewStatusEnum,
  requestActionEnum,
  requestStatusEnum,
  stylingEventKindEnum,
  subscriptionEventKindEnum,
} from "./enums.js";
import { codes, paymentMethods } from "./money.js";
import { profiles } from "./profiles.js";
import { staffMembers } from "./staff.js";

/**
 * A recurring (frequency in months) or one-shot (frequency null) box plan of one profile.
 * The active subscription is the one with is_active; the next one is the active one with the
 * earliest next_at.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    /** When the next box is due to be prepared. */
    nextAt: at("next_at"),
    /** Detail of the state, e.g. 'paused' (open set, hence text). */
    statusDetailsCode: text("status_details_code"),
    /** Months between boxes; null means one shot. */
    frequency: smallint("frequency"),
    nextOptimisticDeliveryDate: date("next_optimistic_delivery_date"),
    nextDeliveryDate: date("next_delivery_date"),
    pausedAt: at("paused_at"),
    /** A paused plan starts again on this day (the scheduler ends the pause). */
    pausedUntil: date("paused_until"),
    terminatedAt: at("terminated_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_profile_id_idx").on(t.profileId),
    index("subscriptions_active_next_at_idx")
      .on(t.nextAt)
      .where(sql`${t.isActive}`),
    check("subscriptions_frequency_range", sql`${t.frequency} is null or ${t.frequency} between 1 and 12`),
    // One live plan per profile: a second "subscribe" (a double submit) finds the first
    uniqueIndex("subscriptions_one_active_per_profile")
      .on(t.profileId)
      .where(sql`${t.isActive}`),
  ],
);
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** History of subscription actions (§4): created, paused, resumed… and delivery moves in days. */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: id(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    kind: subscriptionEventKindEnum("kind").notNull(),
    /** For postponed (positive) and forwarded (negative) delivery moves. */
    days: integer("days"),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_events_subscription_id_idx").on(t.subscriptionId)],
);
export type SubscriptionEvent = typeof subscriptionEvents.$inferSelect;

/**
 * A box request ("the trunk to come" is shown with id 0 by the API; real ids start at 1).
 * subscription_id is null for a one-shot request.
 */
export const requests = pgTable(
  "requests",
  {
    id: id(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, {
      onDelete: "set null",
    }),
    status: requestStatusEnum("status").notNull().default("PENDING"),
    /** status_details.actions. */
    actions: requestActionEnum("actions")
      .array()
      .notNull()
      .default(sql`'{}'::request_action[]`),
    isBlocked: boolean("is_blocked").notNull().default(false),
    /** Wanted delivery date. */
    deliveryDate: date("delivery_date"),
    /** Comment left for the stylist with the request. */
    comment: text("comment"),
    /** Where the box goes and the method that pays for what is kept (chosen at the quiz checkout). */
    shippingAddressId: integer("shipping_address_id").references(() => addresses.id, { onDelete: "set null" }),
    paymentMethodId: integer("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    /** §8: set when the request looked like a duplicate account or a presumed fraudster (never shown). */
    fraudLabel: fraudLabelEnum("fraud_label"),
    /** The discount code given at booking (checked then), applied when the box's kept pieces are paid. */
    codeId: integer("code_id").references(() => codes.id, { onDelete: "set null" }),
    /** The stylist who took the box from the workbench's queue ("next request", decision 0043). */
    stylistId: integer("stylist_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** When the stylist took the box or last changed it: a claim idle for WORKBENCH_CLAIM_MINUTES lapses. */
    stylistClaimedAt: at("stylist_claimed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("requests_profile_id_idx").on(t.profileId),
    index("requests_stylist_id_idx").on(t.stylistId),
    // One box to come per profile: submitting the quiz's last step twice makes one request
    uniqueIndex("requests_one_pending_per_profile")
      .on(t.profileId)
      .where(sql`${t.status} = 'PENDING'`),
    index("requests_subscription_id_idx").on(t.subscriptionId),
    index("requests_status_idx").on(t.status),
  ],
);
export type BoxRequest = typeof requests.$inferSelect;
export type NewBoxRequest = typeof requests.$inferInsert;

/** Products the client wishes to find in a request's box (one per product). */
export const wishes = pgTable(
  "wishes",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("wishes_request_id_product_id_key").on(t.requestId, t.productId),
    index("wishes_product_id_idx").on(t.productId),
  ],
);
export type Wish = typeof wishes.$inferSelect;

/** The stylist's proposal for a request, validated or skipped by the client. */
export const previews = pgTable("previews", {
  id: id(),
  requestId: integer("request_id")
    .notNull()
    .unique("previews_request_id_key")
    .references(() => requests.id, { onDelete: "cascade" }),
  status: previewStatusEnum("status").notNull().default("PENDING"),
  /** Hash of the token carried by the e-mailed skip link (POST /preview/skip?preview_token=). */
  tokenHash: text("token_hash").unique("previews_token_hash_key"),
  comment: text("comment"),
  /** The stylist's note to the family, shown on the preview page (decision 0043). */
  stylistNote: text("stylist_note"),
  /** The engine's rejected candidate families and their counts ({ refused_colour: 12, … }), for the stylist. */
  rejected: jsonb("rejected").$type<Record<string, number>>().notNull().default({}),
  /** Answer deadline: a preview still PENDING then is validated by the scheduler. */
  expiresAt: at("expires_at"),
  validatedAt: at("validated_at"),
  skippedAt: at("skipped_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type Preview = typeof previews.$inferSelect;

/** An item of a preview, addressed as (look_index, item_index) like the replacement payload. */
export const previewItems = pgTable(
  "preview_items",
  {
    id: id(),
    previewId: integer("preview_id")
      .notNull()
      .references(() => previews.id, { onDelete: "cascade" }),
    lookIndex: smallint("look_index").notNull(),
    itemIndex: smallint("item_index").notNull(),
    lookId: integer("look_id").references(() => looks.id, { onDelete: "set null" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "restrict" }),
    /** Why the engine chose it: [{ code: "wished" }, { code: "look", look_id: 3 }, …] (translated by the storefront). */
    reasons: jsonb("reasons").$type<{ code: string; [param: string]: unknown }[]>().notNull().default([]),
    /**
     * The piece the engine chose, once the family replaced it (its reasons stay in `reasons`):
     * the answer says what was replaced, and replacing back to it clears these.
     */
    originalProductId: integer("original_product_id").references(() => products.id, { onDelete: "restrict" }),
    originalVariantId: integer("original_variant_id").references(() => productVariants.id, { onDelete: "restrict" }),
    /** A stylist keeps this piece when asking the engine again (decision 0043). */
    locked: boolean("locked").notNull().default(false),
  },
  (t) => [
    unique("preview_items_position_key").on(t.previewId, t.lookIndex, t.itemIndex),
    check("preview_items_indexes_non_negative", sql`${t.lookIndex} >= 0 and ${t.itemIndex} >= 0`),
  ],
);
export type PreviewItem = typeof previewItems.$inferSelect;

/**
 * The history of a box's styling (decision 0043), written in the transaction of each change: the
 * engine's proposal (pieces, reasons, what it rejected), each stylist change (staff_member_id set),
 * the sending and the family's answers. `detail` holds what the kind needs (from → to, reason…).
 */
export const stylingEvents = pgTable(
  "styling_events",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    previewId: integer("preview_id").references(() => previews.id, { onDelete: "cascade" }),
    kind: stylingEventKindEnum("kind").notNull(),
    staffMemberId: integer("staff_member_id").references(() => staffMembers.id, { onDelete: "set null" }),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("styling_events_request_id_idx").on(t.requestId, t.id)],
);
export type StylingEvent = typeof stylingEvents.$inferSelect;

/** A replacement asked by the client for a preview item (replacement payload of §3). */
export const previewReplacements = pgTable("preview_replacements", {
  id: id(),
  previewItemId: integer("preview_item_id")
    .notNull()
    .unique("preview_replacements_preview_item_id_key")
    .references(() => previewItems.id, { onDelete: "cascade" }),
  replacementReason: text("replacement_reason").notNull(),
  replacementProductId: integer("replacement_product_id")
    .notNull()
    .references(() => products.id, { onDelete: "restrict" }),
  replacementVariantId: integer("replacement_variant_id")
    .notNull()
    .references(() => productVariants.id, { onDelete: "restrict" }),
  createdAt: createdAt(),
});
export type PreviewReplacement = typeof previewReplacements.$inferSelect;

/** Look rating (Style Shuffle): look_id, like. One per profile and look. */
export const lookRatings = pgTable(
  "look_ratings",
  {
    id: id(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    lookId: integer("look_id")
      .notNull()
      .references(() => looks.id, { onDelete: "cascade" }),
    like: boolean("like").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("look_ratings_profile_id_look_id_key").on(t.profileId, t.lookId),
    index("look_ratings_look_id_idx").on(t.lookId),
  ],
);
export type LookRating = typeof lookRatings.$inferSelect;
