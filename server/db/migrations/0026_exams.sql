CREATE TABLE "exam_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" text NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"candidate_number" text NOT NULL,
	"candidate_name" text NOT NULL,
	"grade_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_registrations_candidate_number_unique" UNIQUE("candidate_number")
);
--> statement-breakpoint
CREATE TABLE "exam_scores" (
	"candidate_number" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"award" jsonb,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"names" jsonb NOT NULL,
	"place" jsonb NOT NULL,
	"online" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"registration_ends_at" timestamp with time zone NOT NULL,
	"grade_ids" jsonb NOT NULL,
	"price" integer NOT NULL,
	"seats" integer NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"candidate_prefix" text NOT NULL,
	CONSTRAINT "exams_seats_check" CHECK ("exams"."registered" >= 0 and "exams"."registered" <= "exams"."seats")
);
--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_scores" ADD CONSTRAINT "exam_scores_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_registrations_once_idx" ON "exam_registrations" USING btree ("exam_id","uid");--> statement-breakpoint
CREATE INDEX "exam_registrations_family_idx" ON "exam_registrations" USING btree ("family_id");