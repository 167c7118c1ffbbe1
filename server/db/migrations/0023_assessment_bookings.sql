CREATE TABLE "assessment_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"locale" text NOT NULL,
	"method" text NOT NULL,
	"teaching_point_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assessment_slots" (
	"locale" text NOT NULL,
	"method" text NOT NULL,
	"teaching_point_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_slots_locale_method_teaching_point_id_starts_at_pk" PRIMARY KEY("locale","method","teaching_point_id","starts_at"),
	CONSTRAINT "assessment_slots_booked_check" CHECK ("assessment_slots"."booked" >= 0 and "assessment_slots"."booked" <= "assessment_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD CONSTRAINT "assessment_bookings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD CONSTRAINT "assessment_bookings_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_slots" ADD CONSTRAINT "assessment_slots_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_slots" ADD CONSTRAINT "assessment_slots_teaching_point_id_teaching_points_id_fk" FOREIGN KEY ("teaching_point_id") REFERENCES "public"."teaching_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_bookings_family_idx" ON "assessment_bookings" USING btree ("family_id","starts_at");--> statement-breakpoint
CREATE INDEX "assessment_bookings_site_idx" ON "assessment_bookings" USING btree ("locale","starts_at") WHERE "assessment_bookings"."status" = 'booked';