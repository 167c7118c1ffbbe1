CREATE TABLE "buy_group_members" (
	"group_id" uuid NOT NULL,
	"activity_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"order_id" text NOT NULL,
	"role" text NOT NULL,
	"state" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buy_group_members_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "buy_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"state" text NOT NULL,
	"seats" integer NOT NULL,
	"taken" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "buy_groups_places_check" CHECK ("buy_groups"."taken" >= 0 and "buy_groups"."paid" >= 0 and "buy_groups"."paid" <= "buy_groups"."taken" and "buy_groups"."taken" <= "buy_groups"."seats")
);
--> statement-breakpoint
CREATE TABLE "group_buy_activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"sku_id" text NOT NULL,
	"activity_type" integer NOT NULL,
	"group_size" integer NOT NULL,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"fill_hours" integer NOT NULL,
	"launchers" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buy_group_members" ADD CONSTRAINT "buy_group_members_group_id_buy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."buy_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_group_members" ADD CONSTRAINT "buy_group_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_group_members" ADD CONSTRAINT "buy_group_members_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_group_members" ADD CONSTRAINT "buy_group_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_groups" ADD CONSTRAINT "buy_groups_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_groups" ADD CONSTRAINT "buy_groups_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_activities" ADD CONSTRAINT "group_buy_activities_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_activities" ADD CONSTRAINT "group_buy_activities_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_group_members_group_idx" ON "buy_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buy_group_members_once_idx" ON "buy_group_members" USING btree ("activity_id","family_id") WHERE "buy_group_members"."state" in ('holding', 'paid');--> statement-breakpoint
CREATE INDEX "buy_groups_open_idx" ON "buy_groups" USING btree ("deadline") WHERE "buy_groups"."state" = 'open';