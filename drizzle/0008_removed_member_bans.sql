CREATE TABLE "plan_share_bans" (
	"link_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_share_bans_link_id_user_id_pk" PRIMARY KEY("link_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "plan_share_bans" ADD CONSTRAINT "plan_share_bans_link_id_plan_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."plan_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_share_bans" ADD CONSTRAINT "plan_share_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;