CREATE TABLE "user_product_prices" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"set_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_product_prices_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "user_product_prices_price_positive" CHECK ("user_product_prices"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_product_prices" ADD CONSTRAINT "user_product_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;