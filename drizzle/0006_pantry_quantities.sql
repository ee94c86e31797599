CREATE TABLE "pantry_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"food_id" text NOT NULL,
	"grams" double precision NOT NULL,
	"best_before" date,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_foods_grams_not_negative" CHECK ("pantry_foods"."grams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_pantry_marks" (
	"meal_plan_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pantry_saved_cents" integer NOT NULL,
	"added_grams" double precision NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pantry_foods" ADD CONSTRAINT "pantry_foods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pantry_marks" ADD CONSTRAINT "plan_pantry_marks_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pantry_marks" ADD CONSTRAINT "plan_pantry_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pantry_foods_user_idx" ON "pantry_foods" USING btree ("user_id","food_id");--> statement-breakpoint
CREATE INDEX "plan_pantry_marks_user_idx" ON "plan_pantry_marks" USING btree ("user_id","marked_at" DESC NULLS LAST);