CREATE TABLE "evaluation_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"campaign" text NOT NULL,
	"subject_id" integer NOT NULL,
	"level_degree_id" integer NOT NULL,
	"grade_ids" jsonb NOT NULL,
	"new_students_only" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"locale" text NOT NULL,
	"subject_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"level_degree_id" integer NOT NULL,
	"source" text NOT NULL,
	"attempt_id" uuid,
	"code" text,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"max_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "evaluations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "level_test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"test_id" text NOT NULL,
	"locale" text NOT NULL,
	"grade_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"answers" jsonb NOT NULL,
	"handed_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "level_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"minutes" integer NOT NULL,
	"grade_ids" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"levels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wecom_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"external_user_id" text NOT NULL,
	"corp_id" text DEFAULT '' NOT NULL,
	"source_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uid" uuid,
	"from_type" integer,
	"bound_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "entrance_test" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_codes" ADD CONSTRAINT "evaluation_codes_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_codes" ADD CONSTRAINT "evaluation_codes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_codes" ADD CONSTRAINT "evaluation_codes_level_degree_id_level_degrees_id_fk" FOREIGN KEY ("level_degree_id") REFERENCES "public"."level_degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_codes" ADD CONSTRAINT "evaluation_codes_redeemed_by_accounts_uid_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_level_degree_id_level_degrees_id_fk" FOREIGN KEY ("level_degree_id") REFERENCES "public"."level_degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_attempt_id_level_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."level_test_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_code_evaluation_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."evaluation_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_attempts" ADD CONSTRAINT "level_test_attempts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_attempts" ADD CONSTRAINT "level_test_attempts_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_attempts" ADD CONSTRAINT "level_test_attempts_test_id_level_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."level_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_contacts" ADD CONSTRAINT "wecom_contacts_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_student_idx" ON "evaluations" USING btree ("uid","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "level_test_attempts_student_idx" ON "level_test_attempts" USING btree ("uid","test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "level_test_attempts_open_idx" ON "level_test_attempts" USING btree ("uid","test_id") WHERE "level_test_attempts"."handed_in_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wecom_contacts_link_idx" ON "wecom_contacts" USING btree ("locale","external_user_id","corp_id","source_id");