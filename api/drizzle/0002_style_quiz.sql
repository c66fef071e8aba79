CREATE TABLE "profile_answers" (
	"profile_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"choice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_answers_pkey" PRIMARY KEY("profile_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text,
	"hex" text,
	"position" smallint NOT NULL,
	"label" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_stocked" boolean DEFAULT true NOT NULL,
	CONSTRAINT "quiz_choices_question_key" UNIQUE("question_id","key"),
	CONSTRAINT "quiz_choices_hex" CHECK ("quiz_choices"."hex" is null or "quiz_choices"."hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "quiz_choices_label_locales" CHECK (jsonb_typeof("quiz_choices"."label") = 'object' and "quiz_choices"."label" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "quiz_progress" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"step" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"step_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"profile_field" text,
	"required" boolean DEFAULT false NOT NULL,
	"max_choices" smallint,
	"label" jsonb NOT NULL,
	"help" jsonb,
	CONSTRAINT "quiz_questions_key_step_key" UNIQUE("step_id","key"),
	CONSTRAINT "quiz_questions_kind" CHECK ("quiz_questions"."kind" in ('single', 'multiple', 'text', 'textarea', 'date')),
	CONSTRAINT "quiz_questions_profile_field" CHECK ("quiz_questions"."profile_field" is null or "quiz_questions"."profile_field" in ('firstname', 'gender', 'birthdate', 'top_size', 'bottom_size', 'shoe_size', 'description')),
	CONSTRAINT "quiz_questions_label_locales" CHECK (jsonb_typeof("quiz_questions"."label") = 'object' and "quiz_questions"."label" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "quiz_questions_help_locales" CHECK (jsonb_typeof("quiz_questions"."help") = 'object' and "quiz_questions"."help" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
CREATE TABLE "quiz_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_type" "profile_type" NOT NULL,
	"slug" text NOT NULL,
	"position" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"intro" jsonb,
	CONSTRAINT "quiz_steps_profile_type_slug_key" UNIQUE("profile_type","slug"),
	CONSTRAINT "quiz_steps_slug_format" CHECK ("quiz_steps"."slug" ~ '^[a-z][a-z0-9-]{0,39}$'),
	CONSTRAINT "quiz_steps_title_locales" CHECK (jsonb_typeof("quiz_steps"."title") = 'object' and "quiz_steps"."title" ?& array['fr','de','nl','es','en']),
	CONSTRAINT "quiz_steps_intro_locales" CHECK (jsonb_typeof("quiz_steps"."intro") = 'object' and "quiz_steps"."intro" ?& array['fr','de','nl','es','en'])
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "shipping_address_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "fraud_label" "fraud_label";--> statement-breakpoint
ALTER TABLE "profile_answers" ADD CONSTRAINT "profile_answers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_answers" ADD CONSTRAINT "profile_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_choices" ADD CONSTRAINT "quiz_choices_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_progress" ADD CONSTRAINT "quiz_progress_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_step_id_quiz_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."quiz_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_answers_question_id_idx" ON "profile_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_choices_question_id_idx" ON "quiz_choices" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_one_pending_per_profile" ON "requests" USING btree ("profile_id") WHERE "requests"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_profile" ON "subscriptions" USING btree ("profile_id") WHERE "subscriptions"."is_active";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "quiz_answers";