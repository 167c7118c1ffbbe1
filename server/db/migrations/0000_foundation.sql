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
	"status" text DEFAULT 'submitted' NOT NULL,
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
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_code" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_versions_page_id_version_pk" PRIMARY KEY("page_id","version")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"published_version" integer,
	"draft_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"module" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"location_key" text NOT NULL,
	"url" text NOT NULL,
	"new_window" boolean DEFAULT false NOT NULL,
	"src" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
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
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"path_prefix" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"module" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"locale" text PRIMARY KEY NOT NULL,
	"is_main" boolean NOT NULL,
	"header_type" text DEFAULT 'single' NOT NULL,
	"logo" text NOT NULL,
	"white_logo" text NOT NULL,
	"shell" jsonb NOT NULL
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
	"page_path" text,
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
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_code" text NOT NULL,
	"event" text NOT NULL,
	"params" jsonb NOT NULL,
	"user_id" text,
	"dev_id" text,
	"activity_id" text,
	"project_id" text,
	"data_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "level_degrees" ADD CONSTRAINT "level_degrees_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_modules" ADD CONSTRAINT "published_modules_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_events" ADD CONSTRAINT "resource_events_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_modules" ADD CONSTRAINT "site_modules_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_points" ADD CONSTRAINT "teaching_points_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grades_system_idx" ON "grades" USING btree ("system");--> statement-breakpoint
CREATE INDEX "leads_school_created_idx" ON "leads" USING btree ("school_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_school_email_idx" ON "newsletter_subscriptions" USING btree ("school_code","email");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_locale_path_idx" ON "pages" USING btree ("locale","path");--> statement-breakpoint
CREATE INDEX "published_modules_page_idx" ON "published_modules" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "resource_events_resource_idx" ON "resource_events" USING btree ("resource_id","kind");--> statement-breakpoint
CREATE INDEX "resources_location_idx" ON "resources" USING btree ("locale","location_key");--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "site_modules_locale_idx" ON "site_modules" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "teachers_locale_idx" ON "teachers" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "teaching_points_locale_idx" ON "teaching_points" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "used_signatures_expires_idx" ON "used_signatures" USING btree ("expires_at");