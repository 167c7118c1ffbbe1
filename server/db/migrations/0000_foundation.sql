CREATE TABLE "alipay_hk_gray_users" (
	"uid" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"calling_code" text NOT NULL,
	"phone_min_length" integer NOT NULL,
	"phone_max_length" integer NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "course_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" integer PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"group_index" integer NOT NULL,
	"group_names" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_ranges" (
	"cidr" "cidr" PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"city" text NOT NULL,
	"is_mainland" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_code" text NOT NULL,
	"name" text NOT NULL,
	"country_calling_code" text,
	"phone" text,
	"email" text,
	"grade_id" integer,
	"message" text,
	"lead_component_id" integer,
	"page_path" text,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_degrees" (
	"id" integer PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"order" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text NOT NULL,
	"fixture_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_runs_name_fixture_hash_pk" PRIMARY KEY("name","fixture_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"locale" text PRIMARY KEY NOT NULL,
	"school_code" text NOT NULL,
	"brand" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" jsonb NOT NULL,
	"currency" jsonb NOT NULL,
	"timezone" text NOT NULL,
	"country_code" text NOT NULL,
	"channel_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"school_name" text NOT NULL,
	"school_simplify_name" text NOT NULL,
	"flag" text NOT NULL,
	"phone_area_codes" jsonb NOT NULL,
	"grade_system" text NOT NULL,
	"subject_ids" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_school_code_unique" UNIQUE("school_code")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" integer PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"subject_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"online" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timezones" (
	"name" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "level_degrees" ADD CONSTRAINT "level_degrees_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_points" ADD CONSTRAINT "teaching_points_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grades_system_idx" ON "grades" USING btree ("system");--> statement-breakpoint
CREATE INDEX "leads_school_created_idx" ON "leads" USING btree ("school_code","created_at");--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "teachers_locale_idx" ON "teachers" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "teaching_points_locale_idx" ON "teaching_points" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "used_signatures_expires_idx" ON "used_signatures" USING btree ("expires_at");