CREATE TYPE "public"."address_kind" AS ENUM('shipping', 'billing');--> statement-breakpoint
CREATE TYPE "public"."carrier" AS ENUM('colissimo', 'mondial_relay', 'hermes', 'inpost');--> statement-breakpoint
CREATE TYPE "public"."client_role" AS ENUM('client', 'admin');--> statement-breakpoint
CREATE TYPE "public"."code_kind" AS ENUM('DISCOUNT', 'COUPON', 'BIRTHDAY');--> statement-breakpoint
CREATE TYPE "public"."content_locale" AS ENUM('fr', 'de', 'nl', 'es', 'en');--> statement-breakpoint
CREATE TYPE "public"."country_code" AS ENUM('FR', 'MC', 'DE', 'AT', 'BE', 'NL', 'LU', 'ES', 'IT', 'IE', 'PT');--> statement-breakpoint
CREATE TYPE "public"."fraud_label" AS ENUM('DUPLICATE_ACCOUNTS', 'PRESUMED_FRAUDSTER');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('boy', 'girl', 'woman');--> statement-breakpoint
CREATE TYPE "public"."gift_card_status" AS ENUM('GIVER');--> statement-breakpoint
CREATE TYPE "public"."legal_content_code" AS ENUM('terms_and_conditions', 'terms_and_conditions_shop', 'terms_and_conditions_recycle', 'terms_and_conditions_little_club', 'legal_notice', 'personal_data_protection');--> statement-breakpoint
CREATE TYPE "public"."loyalty_reason" AS ENUM('ORDER', 'REFERRAL', 'SIGNUP', 'BIRTHDAY', 'RECYCLE', 'COUPON_REDEMPTION', 'EXPIRATION', 'ADJUSTMENT');--> statement-breakpoint
CREATE TYPE "public"."meta_category" AS ENUM('TOP', 'BOTTOM', 'FEET', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."newsletter_list" AS ENUM('WOMAN', 'KID');--> statement-breakpoint
CREATE TYPE "public"."order_kind" AS ENUM('BOX', 'SHOP', 'GIFT_CARD');--> statement-breakpoint
CREATE TYPE "public"."order_line_status" AS ENUM('ORDERED', 'KEPT', 'RETURNED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('stripe', 'adyen', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."payment_platform" AS ENUM('card_via_stripe', 'paypal_via_stripe', 'card_via_adyen', 'klarna_paylater_via_adyen', 'klarna_paynow_via_adyen', 'ideal_via_adyen', 'card_via_sandbox', 'paypal_via_sandbox', 'klarna_paylater_via_sandbox', 'klarna_paynow_via_sandbox', 'ideal_via_sandbox');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'REQUIRES_ACTION', 'AUTHORIZED', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'REFUNDED', 'PARTIALLY_REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."preview_status" AS ENUM('PENDING', 'VALIDATED', 'SKIPPED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('tops', 'pull_cardi', 'bottoms', 'robe_combi_salopette', 'accessoires', 'autre');--> statement-breakpoint
CREATE TYPE "public"."product_label" AS ENUM('matchy', 'cotonbio');--> statement-breakpoint
CREATE TYPE "public"."profile_subscription_status" AS ENUM('ONE_SHOT', 'ONGOING_SUBSCRIPTION', 'PAUSED_SUBSCRIPTION', 'TERMINATED_SUBSCRIPTION');--> statement-breakpoint
CREATE TYPE "public"."profile_type" AS ENUM('KID', 'WOMAN');--> statement-breakpoint
CREATE TYPE "public"."recycle_label_status" AS ENUM('CREATED', 'SHIPPED', 'RECEIVED', 'PROCESSED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."referral_status" AS ENUM('INVITED', 'SIGNED_UP', 'CONVERTED', 'REWARDED');--> statement-breakpoint
CREATE TYPE "public"."request_action" AS ENUM('GO_TO_SUGGESTIONS', 'UPDATE_DELIVERY_DATE');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('PENDING', 'PREVIEW_SENT', 'VALIDATED', 'SHIPPED', 'DELIVERED', 'CLOSED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."resale_item_condition" AS ENUM('NEW_WITH_TAGS', 'VERY_GOOD', 'GOOD', 'WORN');--> statement-breakpoint
CREATE TYPE "public"."resale_item_status" AS ENUM('RECEIVED', 'LISTED', 'SOLD', 'RECYCLED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('REQUESTED', 'LABEL_CREATED', 'IN_TRANSIT', 'RECEIVED', 'REFUNDED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."shipment_status" AS ENUM('LABEL_CREATED', 'IN_TRANSIT', 'DELIVERED', 'RETURNED_TO_SENDER');--> statement-breakpoint
CREATE TYPE "public"."shop_status" AS ENUM('PROSPECT', 'PROSPECT_WITH_CART', 'ORDERED');--> statement-breakpoint
CREATE TYPE "public"."subscription_event_kind" AS ENUM('created', 'updated', 'paused', 'resumed', 'reactivated', 'terminated', 'postponed', 'forwarded');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('PROSPECT', 'PROSPECT_WITH_KID', 'ONGOING_SUBSCRIPTION', 'PAUSED_SUBSCRIPTION');--> statement-breakpoint
CREATE TYPE "public"."support_ticket_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."wallet_transaction_kind" AS ENUM('GIFT_CARD', 'REFERRAL_REWARD', 'REFUND', 'ORDER_PAYMENT', 'RESALE_PAYOUT', 'ADJUSTMENT');--> statement-breakpoint
CREATE TYPE "public"."woman_subscription_status" AS ENUM('PROSPECT', 'PROSPECT_WITH_WOMAN', 'ONGOING_SUBSCRIPTION', 'PAUSED_SUBSCRIPTION');--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" "client_role" DEFAULT 'client' NOT NULL,
	"firstname" text,
	"lastname" text,
	"email" text NOT NULL,
	"password_hash" text,
	"phone" text,
	"locale" "content_locale" DEFAULT 'fr' NOT NULL,
	"country" "country_code",
	"locale_chosen" boolean DEFAULT false NOT NULL,
	"default_shipping_address_id" integer,
	"default_billing_address_id" integer,
	"default_payment_method_id" integer,
	"godfather_email" text,
	"is_optin_kid" boolean DEFAULT false NOT NULL,
	"optin_source_kid" text,
	"is_optin_woman" boolean DEFAULT false NOT NULL,
	"optin_source_woman" text,
	"origin" text,
	"subscription_status" "subscription_status" DEFAULT 'PROSPECT' NOT NULL,
	"woman_subscription_status" "woman_subscription_status",
	"shop_status" "shop_status" DEFAULT 'PROSPECT' NOT NULL,
	"gift_card_status" "gift_card_status",
	"is_woman_activated" boolean DEFAULT false NOT NULL,
	"is_loyalty_member" boolean DEFAULT false NOT NULL,
	"return_mode" "carrier",
	"fraud_label" "fraud_label",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_format" CHECK ("clients"."email" like '%_@_%')
);
--> statement-breakpoint
CREATE TABLE "connect_as_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connect_as_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"token_jti" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "connect_as_audit_token_jti_key" UNIQUE("token_jti")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_hash_key" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_hash_key" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "profile_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_photos_content_type" CHECK ("profile_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"profile_type" "profile_type" NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text,
	"gender" "gender" NOT NULL,
	"birthdate" date,
	"has_requested" boolean DEFAULT false NOT NULL,
	"description" text,
	"photo_url" text,
	"subscription_status" "profile_subscription_status",
	"color_background" text,
	"color_text" text,
	"top_size" text,
	"bottom_size" text,
	"shoe_size" text,
	"quiz_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "profiles_kid_birthdate" CHECK ("profiles"."profile_type" <> 'KID' or "profiles"."birthdate" is not null),
	CONSTRAINT "profiles_gender_matches_type" CHECK (("profiles"."profile_type" = 'WOMAN') = ("profiles"."gender" = 'woman')),
	CONSTRAINT "profiles_firstname_not_blank" CHECK (btrim("profiles"."firstname") <> '')
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" "address_kind" NOT NULL,
	"firstname" text,
	"lastname" text,
	"street" text NOT NULL,
	"complement" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" "country_code" NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_required_not_blank" CHECK (btrim("addresses"."street") <> '' and btrim("addresses"."postcode") <> '' and btrim("addresses"."city") <> '' and btrim("addresses"."phone") <> '')
);
--> statement-breakpoint
CREATE TABLE "look_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "look_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"look_id" integer NOT NULL,
	"like" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "look_ratings_profile_id_look_id_key" UNIQUE("profile_id","look_id")
);
--> statement-breakpoint
CREATE TABLE "preview_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preview_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"preview_id" integer NOT NULL,
	"look_index" smallint NOT NULL,
	"item_index" smallint NOT NULL,
	"look_id" integer,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	CONSTRAINT "preview_items_position_key" UNIQUE("preview_id","look_index","item_index"),
	CONSTRAINT "preview_items_indexes_non_negative" CHECK ("preview_items"."look_index" >= 0 and "preview_items"."item_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "preview_replacements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preview_replacements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"preview_item_id" integer NOT NULL,
	"replacement_reason" text NOT NULL,
	"replacement_product_id" integer NOT NULL,
	"replacement_variant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_replacements_preview_item_id_key" UNIQUE("preview_item_id")
);
--> statement-breakpoint
CREATE TABLE "previews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "previews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"status" "preview_status" DEFAULT 'PENDING' NOT NULL,
	"token_hash" text,
	"comment" text,
	"expires_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previews_request_id_key" UNIQUE("request_id"),
	CONSTRAINT "previews_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"subscription_id" integer,
	"status" "request_status" DEFAULT 'PENDING' NOT NULL,
	"actions" "request_action"[] DEFAULT '{}'::request_action[] NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"delivery_date" date,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"kind" "subscription_event_kind" NOT NULL,
	"days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"next_at" timestamp with time zone,
	"status_details_code" text,
	"frequency" smallint,
	"next_optimistic_delivery_date" date,
	"next_delivery_date" date,
	"paused_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_frequency_range" CHECK ("subscriptions"."frequency" is null or "subscriptions"."frequency" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishes_request_id_product_id_key" UNIQUE("request_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" jsonb,
	"logo_url" text,
	"website_url" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_key" UNIQUE("slug"),
	CONSTRAINT "brands_description_locales" CHECK (jsonb_typeof("brands"."description") = 'object' and "brands"."description" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"collection_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_products_pkey" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "look_products" (
	"look_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "look_products_pkey" PRIMARY KEY("look_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "looks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "looks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb,
	"image_url" text,
	"profile_type" "profile_type" NOT NULL,
	"gender" "gender",
	"is_published" boolean DEFAULT true NOT NULL,
	"is_shop" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "looks_name_locales" CHECK (jsonb_typeof("looks"."name") = 'object' and "looks"."name" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_alt_locales" CHECK (jsonb_typeof("product_images"."alt") = 'object' and "product_images"."alt" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"size_rank" integer DEFAULT 0 NOT NULL,
	"ean" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_ean_key" UNIQUE("ean"),
	CONSTRAINT "product_variants_product_id_size_key" UNIQUE("product_id","size"),
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_low_stock_threshold_non_negative" CHECK ("product_variants"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"brand_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"clean_name" jsonb NOT NULL,
	"description" jsonb,
	"lc_price_cents" integer NOT NULL,
	"retail_price_cents" integer,
	"meta_category" "meta_category" NOT NULL,
	"category" "product_category" NOT NULL,
	"genders" "gender"[] NOT NULL,
	"label" "product_label",
	"shape" text DEFAULT 'tshirt' NOT NULL,
	"color" text DEFAULT '#9aa5b1' NOT NULL,
	"pattern" text DEFAULT 'plain' NOT NULL,
	"is_recent" boolean DEFAULT false NOT NULL,
	"is_shop" boolean DEFAULT true NOT NULL,
	"is_suggestion" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_reference_key" UNIQUE("reference"),
	CONSTRAINT "products_name_locales" CHECK (jsonb_typeof("products"."name") = 'object' and "products"."name" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "products_clean_name_locales" CHECK (jsonb_typeof("products"."clean_name") = 'object' and "products"."clean_name" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "products_description_locales" CHECK (jsonb_typeof("products"."description") = 'object' and "products"."description" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "products_lc_price_positive" CHECK ("products"."lc_price_cents" >= 0),
	CONSTRAINT "products_retail_price_not_lower" CHECK ("products"."retail_price_cents" is null or "products"."retail_price_cents" >= "products"."lc_price_cents"),
	CONSTRAINT "products_genders_not_empty" CHECK (cardinality("products"."genders") > 0),
	CONSTRAINT "products_color_hex" CHECK ("products"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "shop_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image_url" text,
	"is_shop" boolean DEFAULT true NOT NULL,
	"is_suggestion" boolean DEFAULT false NOT NULL,
	"profile_type" "profile_type",
	"gender" "gender",
	"is_published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_collections_slug_key" UNIQUE("slug"),
	CONSTRAINT "shop_collections_name_locales" CHECK (jsonb_typeof("shop_collections"."name") = 'object' and "shop_collections"."name" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "shop_collections_description_locales" CHECK (jsonb_typeof("shop_collections"."description") = 'object' and "shop_collections"."description" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "shop_collections_period" CHECK ("shop_collections"."starts_at" is null or "shop_collections"."ends_at" is null or "shop_collections"."starts_at" < "shop_collections"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"look_id" integer,
	"look_variant_ids" integer[],
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0),
	CONSTRAINT "cart_lines_product_or_look" CHECK (("cart_lines"."look_id" is null and "cart_lines"."product_id" is not null and "cart_lines"."variant_id" is not null and "cart_lines"."look_variant_ids" is null)
        or ("cart_lines"."look_id" is not null and "cart_lines"."product_id" is null and "cart_lines"."variant_id" is null and cardinality("cart_lines"."look_variant_ids") > 0))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer,
	"token_hash" text,
	"code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_client_id_key" UNIQUE("client_id"),
	CONSTRAINT "carts_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "carts_owner" CHECK (num_nonnulls("carts"."client_id", "carts"."token_hash") >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"look_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"status" "order_line_status" DEFAULT 'ORDERED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_unit_price_non_negative" CHECK ("order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_order_id_key" UNIQUE("order_id"),
	CONSTRAINT "order_ratings_rating_range" CHECK ("order_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" "order_kind" NOT NULL,
	"status" "order_status" DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"request_id" integer,
	"profile_id" integer,
	"locale" "content_locale" DEFAULT 'fr' NOT NULL,
	"items_amount_ttc_cents" integer DEFAULT 0 NOT NULL,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_fee_ttc_cents" integer DEFAULT 0 NOT NULL,
	"shipping_fee_offered" boolean DEFAULT false NOT NULL,
	"total_amount_ttc_cents" integer DEFAULT 0 NOT NULL,
	"wallet_amount_cents" integer DEFAULT 0 NOT NULL,
	"gift_card_amount_cents" integer DEFAULT 0 NOT NULL,
	"gift_card_id" integer,
	"code_id" integer,
	"shipping_address_id" integer,
	"billing_address_id" integer,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"carrier" "carrier",
	"relay_point_id" text,
	"return_deadline" date,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_request_id_key" UNIQUE("request_id"),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."items_amount_ttc_cents" >= 0 and "orders"."discount_amount_cents" >= 0 and "orders"."shipping_fee_ttc_cents" >= 0 and "orders"."total_amount_ttc_cents" >= 0 and "orders"."wallet_amount_cents" >= 0 and "orders"."gift_card_amount_cents" >= 0),
	CONSTRAINT "orders_prepaid_not_above_total" CHECK ("orders"."wallet_amount_cents" + "orders"."gift_card_amount_cents" <= "orders"."total_amount_ttc_cents"),
	CONSTRAINT "orders_box_has_request" CHECK ("orders"."kind" <> 'BOX' or "orders"."request_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"reason" text,
	CONSTRAINT "return_lines_return_id_order_line_id_key" UNIQUE("return_id","order_line_id"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"status" "return_status" DEFAULT 'REQUESTED' NOT NULL,
	"carrier" "carrier",
	"tracking_number" text,
	"label_url" text,
	"refund_amount_cents" integer DEFAULT 0 NOT NULL,
	"refund_to_wallet" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_refund_non_negative" CHECK ("returns"."refund_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"carrier" "carrier" NOT NULL,
	"status" "shipment_status" DEFAULT 'LABEL_CREATED' NOT NULL,
	"tracking_number" text,
	"tracking_url" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"order_id" integer,
	"profile_id" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_redemptions_code_id_order_id_key" UNIQUE("code_id","order_id"),
	CONSTRAINT "code_redemptions_discount_non_negative" CHECK ("code_redemptions"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" "code_kind" NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"shipping_fee_offered" boolean DEFAULT false NOT NULL,
	"target" "profile_type",
	"applies_to" "order_kind",
	"min_order_cents" integer,
	"min_loyalty_points" integer,
	"max_uses" integer,
	"max_uses_per_client" integer DEFAULT 1,
	"client_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_percent_range" CHECK ("codes"."percent" is null or "codes"."percent" between 1 and 100),
	CONSTRAINT "codes_amount_positive" CHECK ("codes"."amount_cents" is null or "codes"."amount_cents" > 0),
	CONSTRAINT "codes_benefit" CHECK (num_nonnulls("codes"."percent", "codes"."amount_cents") = 1 or (num_nonnulls("codes"."percent", "codes"."amount_cents") = 0 and "codes"."shipping_fee_offered")),
	CONSTRAINT "codes_limits_positive" CHECK (("codes"."max_uses" is null or "codes"."max_uses" > 0) and ("codes"."max_uses_per_client" is null or "codes"."max_uses_per_client" > 0) and ("codes"."min_loyalty_points" is null or "codes"."min_loyalty_points" >= 0) and ("codes"."min_order_cents" is null or "codes"."min_order_cents" >= 0)),
	CONSTRAINT "codes_code_not_blank" CHECK (btrim("codes"."code") <> '')
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"target" "profile_type",
	"giver_client_id" integer,
	"order_id" integer,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"send_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"used_by_client_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_amount_positive" CHECK ("gift_cards"."amount_cents" > 0),
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."amount_cents"),
	CONSTRAINT "gift_cards_code_not_blank" CHECK (btrim("gift_cards"."code") <> '')
);
--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"points" integer NOT NULL,
	"balance_after_points" integer NOT NULL,
	"reason" "loyalty_reason" NOT NULL,
	"reference" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_points_not_zero" CHECK ("loyalty_ledger"."points" <> 0),
	CONSTRAINT "loyalty_ledger_balance_non_negative" CHECK ("loyalty_ledger"."balance_after_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"platform" "payment_platform" NOT NULL,
	"external_id" text NOT NULL,
	"brand" text,
	"last4" text,
	"expiration_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_methods_gateway_external_id_key" UNIQUE("gateway","external_id"),
	CONSTRAINT "payment_methods_platform_matches_gateway" CHECK ("payment_methods"."platform"::text like ('%\_via\_' || "payment_methods"."gateway"::text))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" "payment_gateway" NOT NULL,
	"platform" "payment_platform",
	"payment_method_id" integer,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"external_id" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_refunded_range" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"godfather_client_id" integer NOT NULL,
	"godson_email" text NOT NULL,
	"godson_client_id" integer,
	"status" "referral_status" DEFAULT 'INVITED' NOT NULL,
	"reward_cents" integer,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_reward_non_negative" CHECK ("referrals"."reward_cents" is null or "referrals"."reward_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"kind" "wallet_transaction_kind" NOT NULL,
	"reference" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_amount_not_zero" CHECK ("wallet_transactions"."amount_cents" <> 0),
	CONSTRAINT "wallet_transactions_balance_non_negative" CHECK ("wallet_transactions"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" "payment_gateway" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "webhook_events_provider_event_id_key" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_slug_key" UNIQUE("slug"),
	CONSTRAINT "blog_categories_name_locales" CHECK (jsonb_typeof("blog_categories"."name") = 'object' and "blog_categories"."name" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"category_id" integer,
	"title" jsonb NOT NULL,
	"excerpt" jsonb,
	"content" jsonb NOT NULL,
	"cover_url" text,
	"cover_alt" jsonb,
	"author_name" text,
	"reading_minutes" smallint DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_key" UNIQUE("slug"),
	CONSTRAINT "blog_posts_title_locales" CHECK (jsonb_typeof("blog_posts"."title") = 'object' and "blog_posts"."title" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "blog_posts_excerpt_locales" CHECK (jsonb_typeof("blog_posts"."excerpt") = 'object' and "blog_posts"."excerpt" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "blog_posts_content_locales" CHECK (jsonb_typeof("blog_posts"."content") = 'object' and "blog_posts"."content" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "blog_posts_cover_alt_locales" CHECK (jsonb_typeof("blog_posts"."cover_alt") = 'object' and "blog_posts"."cover_alt" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "blog_posts_reading_minutes_positive" CHECK ("blog_posts"."reading_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "config" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_key_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "delivery_delays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_delays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" "country_code",
	"optimistic_delivery_delay" smallint NOT NULL,
	"pessimistic_delivery_delay" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_delays_country_code_key" UNIQUE NULLS NOT DISTINCT("country_code"),
	CONSTRAINT "delivery_delays_order" CHECK ("delivery_delays"."optimistic_delivery_delay" >= 0 and "delivery_delays"."optimistic_delivery_delay" <= "delivery_delays"."pessimistic_delivery_delay")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"anchor" text NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_questions_anchor_key" UNIQUE("anchor"),
	CONSTRAINT "faq_questions_question_locales" CHECK (jsonb_typeof("faq_questions"."question") = 'object' and "faq_questions"."question" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "faq_questions_answer_locales" CHECK (jsonb_typeof("faq_questions"."answer") = 'object' and "faq_questions"."answer" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "faq_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_sections_section_key" UNIQUE("section"),
	CONSTRAINT "faq_sections_title_locales" CHECK (jsonb_typeof("faq_sections"."title") = 'object' and "faq_sections"."title" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "instagram_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instagram_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"media_type" text DEFAULT 'IMAGE' NOT NULL,
	"media_url" text NOT NULL,
	"thumbnail_url" text,
	"permalink" text NOT NULL,
	"caption" text,
	"alt" jsonb,
	"illustration" jsonb,
	"is_selected" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_media_external_id_key" UNIQUE("external_id"),
	CONSTRAINT "instagram_media_alt_locales" CHECK (jsonb_typeof("instagram_media"."alt") = 'object' and "instagram_media"."alt" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "instagram_media_illustration_object" CHECK ("instagram_media"."illustration" is null or jsonb_typeof("instagram_media"."illustration") = 'object')
);
--> statement-breakpoint
CREATE TABLE "legal_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" "legal_content_code" NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_contents_code_key" UNIQUE("code"),
	CONSTRAINT "legal_contents_title_locales" CHECK (jsonb_typeof("legal_contents"."title") = 'object' and "legal_contents"."title" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "legal_contents_content_locales" CHECK (jsonb_typeof("legal_contents"."content") = 'object' and "legal_contents"."content" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "seo_metadata" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seo_metadata_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"keywords" jsonb,
	"og_type" text DEFAULT 'website' NOT NULL,
	"og_image_url" text,
	"og_image_alt" jsonb,
	"profile_type" "profile_type" DEFAULT 'KID' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_metadata_slug_key" UNIQUE("slug"),
	CONSTRAINT "seo_metadata_title_locales" CHECK (jsonb_typeof("seo_metadata"."title") = 'object' and "seo_metadata"."title" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "seo_metadata_description_locales" CHECK (jsonb_typeof("seo_metadata"."description") = 'object' and "seo_metadata"."description" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "seo_metadata_keywords_locales" CHECK (jsonb_typeof("seo_metadata"."keywords") = 'object' and "seo_metadata"."keywords" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "seo_metadata_og_image_alt_locales" CHECK (jsonb_typeof("seo_metadata"."og_image_alt") = 'object' and "seo_metadata"."og_image_alt" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "shop_owners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_owners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" "country_code" NOT NULL,
	"vat_number" text,
	"registration_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stylists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stylists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text,
	"photo_url" text,
	"title" jsonb,
	"specialty" jsonb,
	"bio" jsonb,
	"profile_types" "profile_type"[] DEFAULT '{KID}'::profile_type[] NOT NULL,
	"color" text DEFAULT '#f6c445' NOT NULL,
	"avatar" jsonb,
	"instagram" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stylists_slug_key" UNIQUE("slug"),
	CONSTRAINT "stylists_title_locales" CHECK (jsonb_typeof("stylists"."title") = 'object' and "stylists"."title" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "stylists_specialty_locales" CHECK (jsonb_typeof("stylists"."specialty") = 'object' and "stylists"."specialty" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "stylists_bio_locales" CHECK (jsonb_typeof("stylists"."bio") = 'object' and "stylists"."bio" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "stylists_color_hex" CHECK ("stylists"."color" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "stylists_avatar_object" CHECK ("stylists"."avatar" is null or jsonb_typeof("stylists"."avatar") = 'object')
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_name" text NOT NULL,
	"author_detail" jsonb,
	"content" jsonb NOT NULL,
	"rating" smallint,
	"photo_url" text,
	"profile_type" "profile_type",
	"is_published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_author_detail_locales" CHECK (jsonb_typeof("testimonials"."author_detail") = 'object' and "testimonials"."author_detail" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "testimonials_content_locales" CHECK (jsonb_typeof("testimonials"."content") = 'object' and "testimonials"."content" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" is null or "testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locale" "content_locale" NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_locale_key_key" UNIQUE("locale","key")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"list" "newsletter_list" NOT NULL,
	"source" text,
	"locale" "content_locale" DEFAULT 'fr' NOT NULL,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_format" CHECK ("newsletter_subscribers"."email" like '%_@_%')
);
--> statement-breakpoint
CREATE TABLE "phone_unsubscribes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_unsubscribes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"list" "newsletter_list" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_unsubscribes_phone_list_key" UNIQUE("phone","list")
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_phone" text,
	"object" text NOT NULL,
	"content" text NOT NULL,
	"order_id" integer,
	"locale" "content_locale" DEFAULT 'fr' NOT NULL,
	"status" "support_ticket_status" DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_required_not_blank" CHECK (btrim("support_tickets"."sender_name") <> '' and btrim("support_tickets"."sender_email") <> '' and btrim("support_tickets"."object") <> '' and btrim("support_tickets"."content") <> '')
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_attachments_storage_path_key" UNIQUE("storage_path"),
	CONSTRAINT "ticket_attachments_size_positive" CHECK ("ticket_attachments"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "recycle_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recycle_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"status" "recycle_label_status" DEFAULT 'CREATED' NOT NULL,
	"address_id" integer,
	"address" jsonb NOT NULL,
	"carrier" "carrier" NOT NULL,
	"tracking_number" text,
	"label_url" text,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resale_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resale_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recycle_label_id" integer NOT NULL,
	"description" text NOT NULL,
	"brand_name" text,
	"size" text,
	"condition" "resale_item_condition",
	"status" "resale_item_status" DEFAULT 'RECEIVED' NOT NULL,
	"price_cents" integer,
	"payout_cents" integer,
	"wallet_transaction_id" integer,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resale_items_amounts_non_negative" CHECK (("resale_items"."price_cents" is null or "resale_items"."price_cents" >= 0) and ("resale_items"."payout_cents" is null or "resale_items"."payout_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_default_shipping_address_id_addresses_id_fk" FOREIGN KEY ("default_shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_default_billing_address_id_addresses_id_fk" FOREIGN KEY ("default_billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_default_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("default_payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_as_audit" ADD CONSTRAINT "connect_as_audit_admin_id_clients_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_as_audit" ADD CONSTRAINT "connect_as_audit_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_ratings" ADD CONSTRAINT "look_ratings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_ratings" ADD CONSTRAINT "look_ratings_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_items" ADD CONSTRAINT "preview_items_preview_id_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_items" ADD CONSTRAINT "preview_items_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_items" ADD CONSTRAINT "preview_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_items" ADD CONSTRAINT "preview_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_replacements" ADD CONSTRAINT "preview_replacements_preview_item_id_preview_items_id_fk" FOREIGN KEY ("preview_item_id") REFERENCES "public"."preview_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_replacements" ADD CONSTRAINT "preview_replacements_replacement_product_id_products_id_fk" FOREIGN KEY ("replacement_product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_replacements" ADD CONSTRAINT "preview_replacements_replacement_variant_id_product_variants_id_fk" FOREIGN KEY ("replacement_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previews" ADD CONSTRAINT "previews_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_collection_id_shop_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."shop_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_products" ADD CONSTRAINT "look_products_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_products" ADD CONSTRAINT "look_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_giver_client_id_clients_id_fk" FOREIGN KEY ("giver_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_used_by_client_id_clients_id_fk" FOREIGN KEY ("used_by_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_godfather_client_id_clients_id_fk" FOREIGN KEY ("godfather_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_godson_client_id_clients_id_fk" FOREIGN KEY ("godson_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD CONSTRAINT "recycle_labels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_labels" ADD CONSTRAINT "recycle_labels_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_items" ADD CONSTRAINT "resale_items_recycle_label_id_recycle_labels_id_fk" FOREIGN KEY ("recycle_label_id") REFERENCES "public"."recycle_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_items" ADD CONSTRAINT "resale_items_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_lower_key" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "connect_as_audit_admin_id_idx" ON "connect_as_audit" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "connect_as_audit_client_id_idx" ON "connect_as_audit" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_client_id_idx" ON "password_reset_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_client_id_idx" ON "refresh_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_photos_token_key" ON "profile_photos" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_photos_profile_id_key" ON "profile_photos" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_client_id_idx" ON "profiles" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_one_woman_per_client" ON "profiles" USING btree ("client_id") WHERE "profiles"."profile_type" = 'WOMAN' and "profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "addresses_client_id_kind_idx" ON "addresses" USING btree ("client_id","kind");--> statement-breakpoint
CREATE INDEX "look_ratings_look_id_idx" ON "look_ratings" USING btree ("look_id");--> statement-breakpoint
CREATE INDEX "requests_profile_id_idx" ON "requests" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "requests_subscription_id_idx" ON "requests" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_id_idx" ON "subscription_events" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_profile_id_idx" ON "subscriptions" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "subscriptions_active_next_at_idx" ON "subscriptions" USING btree ("next_at") WHERE "subscriptions"."is_active";--> statement-breakpoint
CREATE INDEX "wishes_product_id_idx" ON "wishes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "collection_products_product_id_idx" ON "collection_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "look_products_product_id_idx" ON "look_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_id_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_meta_category_idx" ON "products" USING btree ("meta_category");--> statement-breakpoint
CREATE INDEX "products_genders_idx" ON "products" USING gin ("genders");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_id_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_id_variant_id_key" ON "cart_lines" USING btree ("cart_id","variant_id") WHERE "cart_lines"."look_id" is null;--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_variant_id_idx" ON "order_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "orders_client_id_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_id_idempotency_key_key" ON "orders" USING btree ("client_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_profile_id_idx" ON "orders" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_gift_card_id_idx" ON "orders" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_id_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "returns_order_id_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_client_id_idx" ON "returns" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "shipments_order_id_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "code_redemptions_code_id_idx" ON "code_redemptions" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "code_redemptions_client_id_idx" ON "code_redemptions" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_code_upper_key" ON "codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "codes_client_id_idx" ON "codes" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_upper_key" ON "gift_cards" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "gift_cards_giver_client_id_idx" ON "gift_cards" USING btree ("giver_client_id");--> statement-breakpoint
CREATE INDEX "gift_cards_used_by_client_id_idx" ON "gift_cards" USING btree ("used_by_client_id");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_client_id_idx" ON "loyalty_ledger" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_reference_key" ON "loyalty_ledger" USING btree ("client_id","reason","reference") WHERE "loyalty_ledger"."reference" is not null;--> statement-breakpoint
CREATE INDEX "payment_methods_client_id_idx" ON "payment_methods" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_external_id_key" ON "payments" USING btree ("provider","external_id") WHERE "payments"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_godfather_godson_email_key" ON "referrals" USING btree ("godfather_client_id",lower("godson_email"));--> statement-breakpoint
CREATE INDEX "referrals_godson_email_idx" ON "referrals" USING btree (lower("godson_email"));--> statement-breakpoint
CREATE INDEX "referrals_godson_client_id_idx" ON "referrals" USING btree ("godson_client_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_client_id_idx" ON "wallet_transactions" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reference_key" ON "wallet_transactions" USING btree ("client_id","kind","reference") WHERE "wallet_transactions"."reference" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_category_id_idx" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "faq_questions_section_id_idx" ON "faq_questions" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "instagram_media_selected_idx" ON "instagram_media" USING btree ("position") WHERE "instagram_media"."is_selected";--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_list_key" ON "newsletter_subscribers" USING btree (lower("email"),"list");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_client_id_idx" ON "newsletter_subscribers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "support_tickets_client_id_idx" ON "support_tickets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "support_tickets_order_id_idx" ON "support_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_id_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "recycle_labels_client_id_idx" ON "recycle_labels" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "resale_items_recycle_label_id_idx" ON "resale_items" USING btree ("recycle_label_id");--> statement-breakpoint
CREATE INDEX "resale_items_status_idx" ON "resale_items" USING btree ("status");