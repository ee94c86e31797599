CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"recipe_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"allergens" text[] NOT NULL,
	"animal" text[] NOT NULL,
	"aliases" text[] NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"food_id" text NOT NULL,
	"name" text NOT NULL,
	"size" numeric NOT NULL,
	"unit" text NOT NULL,
	"price_cents" integer NOT NULL,
	"organic" boolean NOT NULL,
	"price_source" jsonb NOT NULL,
	"walmart_id" text,
	"target_id" text
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"recipe_id" text NOT NULL,
	"position" integer NOT NULL,
	"food_id" text NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" text NOT NULL,
	"note" text,
	"grams" numeric NOT NULL,
	CONSTRAINT "recipe_ingredients_recipe_id_position_pk" PRIMARY KEY("recipe_id","position")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cuisine" text NOT NULL,
	"meal" text NOT NULL,
	"dish_type" text NOT NULL,
	"servings" integer NOT NULL,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"instructions" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"image" text,
	"allergens" text[] NOT NULL,
	"diets" text[] NOT NULL,
	"nutrition_per_serving" jsonb NOT NULL,
	"cost_per_serving_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_food_idx" ON "products" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_food_idx" ON "recipe_ingredients" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "recipes_meal_dish_idx" ON "recipes" USING btree ("meal","dish_type");--> statement-breakpoint
CREATE INDEX "recipes_cuisine_meal_idx" ON "recipes" USING btree ("cuisine","meal");--> statement-breakpoint
CREATE INDEX "recipes_diets_idx" ON "recipes" USING gin ("diets");--> statement-breakpoint
CREATE INDEX "recipes_allergens_idx" ON "recipes" USING gin ("allergens");