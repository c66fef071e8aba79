CREATE TABLE "subscription_cancellations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contract" text,
	"kind" text NOT NULL,
	"reason" text,
	"ends_on" date,
	"locale" "content_locale" DEFAULT 'fr' NOT NULL,
	"client_id" integer,
	"declared_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_cancellations_kind" CHECK ("subscription_cancellations"."kind" in ('ordinary', 'extraordinary')),
	CONSTRAINT "subscription_cancellations_reason" CHECK ("subscription_cancellations"."kind" = 'ordinary' or ("subscription_cancellations"."reason" is not null and btrim("subscription_cancellations"."reason") <> '')),
	CONSTRAINT "subscription_cancellations_email_format" CHECK ("subscription_cancellations"."email" like '%_@_%')
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"order_line_ids" jsonb NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"channel" text DEFAULT 'account' NOT NULL,
	"locale" "content_locale" DEFAULT 'fr' NOT NULL,
	"return_id" integer,
	"declared_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_email_format" CHECK ("withdrawals"."email" like '%_@_%')
);
--> statement-breakpoint
ALTER TABLE "subscription_cancellations" ADD CONSTRAINT "subscription_cancellations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_cancellations_due_idx" ON "subscription_cancellations" USING btree ("ends_on") WHERE "subscription_cancellations"."applied_at" is null and "subscription_cancellations"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_id_key" ON "withdrawals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "withdrawals_client_id_idx" ON "withdrawals" USING btree ("client_id");