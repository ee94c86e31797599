CREATE TABLE "kroger_tokens" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_api_calls" (
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_api_calls_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
CREATE TABLE "store_choices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"zip" text,
	"location_id" text,
	"location_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_matches" (
	"provider" text NOT NULL,
	"location_id" text NOT NULL,
	"food_id" text NOT NULL,
	"search_term" text NOT NULL,
	"products" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_product_matches_provider_location_id_food_id_pk" PRIMARY KEY("provider","location_id","food_id")
);
--> statement-breakpoint
ALTER TABLE "kroger_tokens" ADD CONSTRAINT "kroger_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_choices" ADD CONSTRAINT "store_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;