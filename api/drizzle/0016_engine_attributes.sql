CREATE TYPE "public"."product_season" AS ENUM('ALL', 'WARM', 'COLD');--> statement-breakpoint
CREATE TABLE "engine_priors" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"kept" real NOT NULL,
	"seen" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engine_priors_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "engine_priors_kind" CHECK ("engine_priors"."kind" in ('product', 'brand', 'garment')),
	CONSTRAINT "engine_priors_kept_within_seen" CHECK ("engine_priors"."kept" >= 0 and "engine_priors"."kept" <= "engine_priors"."seen")
);
--> statement-breakpoint
CREATE TABLE "product_neighbours" (
	"product_id" integer NOT NULL,
	"neighbour_id" integer NOT NULL,
	"lift" real NOT NULL,
	CONSTRAINT "product_neighbours_product_id_neighbour_id_pk" PRIMARY KEY("product_id","neighbour_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sizes_given_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "garment_type" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "season" "product_season" DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_neighbours" ADD CONSTRAINT "product_neighbours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_neighbours" ADD CONSTRAINT "product_neighbours_neighbour_id_products_id_fk" FOREIGN KEY ("neighbour_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_neighbours_neighbour_idx" ON "product_neighbours" USING btree ("neighbour_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_garment_type_known" CHECK (garment_type in ('tshirt', 'shirt', 'blouse', 'sweatshirt', 'pull', 'cardigan', 'coat', 'trousers', 'jeans', 'shorts', 'skirt', 'leggings', 'tights', 'dress', 'jumpsuit', 'overalls', 'romper', 'bodysuit', 'pyjama', 'sleepsuit', 'sleepingbag', 'swimsuit', 'swimshorts', 'trainers', 'sandals', 'slippers', 'boots', 'flats', 'hat', 'bag', 'scarf', 'other'));--> statement-breakpoint
UPDATE "profiles" SET "sizes_given_on" = "created_at"::date WHERE "top_size" IS NOT NULL OR "bottom_size" IS NOT NULL OR "shoe_size" IS NOT NULL;
