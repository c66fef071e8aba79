CREATE TYPE "public"."return_outcome" AS ENUM('restocked', 'damaged', 'missing');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_kind" AS ENUM('reserved_box', 'released', 'sold', 'returned', 'damaged', 'missing', 'adjusted');--> statement-breakpoint
CREATE TABLE "packing_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packing_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer,
	"order_id" integer,
	"variant_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"staff_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_scans_one_parcel" CHECK (num_nonnulls("packing_scans"."request_id", "packing_scans"."order_id") = 1),
	CONSTRAINT "packing_scans_unit_positive" CHECK ("packing_scans"."unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"units" integer NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text,
	"request_id" integer,
	"order_id" integer,
	"return_id" integer,
	"staff_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_stock_after_non_negative" CHECK ("stock_movements"."stock_after" >= 0),
	CONSTRAINT "stock_movements_units" CHECK (("stock_movements"."kind" in ('damaged', 'missing') and "stock_movements"."units" = 0) or ("stock_movements"."kind" not in ('damaged', 'missing') and "stock_movements"."units" <> 0)),
	CONSTRAINT "stock_movements_adjusted_has_reason" CHECK ("stock_movements"."kind" <> 'adjusted' or length(trim(coalesce("stock_movements"."reason", ''))) > 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "outcome" "return_outcome";--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "received_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "packing_scans" ADD CONSTRAINT "packing_scans_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_scans" ADD CONSTRAINT "packing_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_scans" ADD CONSTRAINT "packing_scans_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_scans" ADD CONSTRAINT "packing_scans_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packing_scans_request_unit_key" ON "packing_scans" USING btree ("request_id","variant_id","unit") WHERE "packing_scans"."request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "packing_scans_order_unit_key" ON "packing_scans" USING btree ("order_id","variant_id","unit") WHERE "packing_scans"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_id_idx" ON "stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_received_by_staff_id_staff_members_id_fk" FOREIGN KEY ("received_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;