CREATE TABLE "channel_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"teaching_point_id" integer,
	"platform_type" integer NOT NULL,
	"delivery_mode" text NOT NULL,
	"teacher_ids" jsonb NOT NULL,
	"tutor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"catalogue_code" text,
	"subject_id" integer NOT NULL,
	"course_type_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"level_degree_id" integer,
	"level_degree_star" integer DEFAULT 0 NOT NULL,
	"grade_ids" jsonb NOT NULL,
	"year" integer NOT NULL,
	"is_competition" boolean DEFAULT false NOT NULL,
	"curriculum_package_id" integer,
	"content" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"class_id" text NOT NULL,
	"number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"teacher_id" integer,
	"topic" jsonb NOT NULL,
	CONSTRAINT "lessons_class_id_number_pk" PRIMARY KEY("class_id","number")
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"package_sku_id" text NOT NULL,
	"item_sku_id" text NOT NULL,
	CONSTRAINT "package_items_package_sku_id_item_sku_id_pk" PRIMARY KEY("package_sku_id","item_sku_id")
);
--> statement-breakpoint
CREATE TABLE "sku_attachments" (
	"sku_id" text NOT NULL,
	"attached_sku_id" text NOT NULL,
	"category" text NOT NULL,
	"required" boolean NOT NULL,
	"selected" boolean NOT NULL,
	CONSTRAINT "sku_attachments_sku_id_attached_sku_id_pk" PRIMARY KEY("sku_id","attached_sku_id")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"class_id" text,
	"course_id" text,
	"content" jsonb,
	"price" integer NOT NULL,
	"org_price" integer,
	"store" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"valid_days" integer,
	"activity" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skus_seats_check" CHECK ("skus"."sold" >= 0 and "skus"."held" >= 0 and "skus"."sold" + "skus"."held" <= "skus"."store"),
	CONSTRAINT "skus_price_check" CHECK ("skus"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"uid" uuid NOT NULL,
	"sku_id" text NOT NULL,
	"alert_set_at" timestamp with time zone,
	"alert_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishes_uid_sku_id_pk" PRIMARY KEY("uid","sku_id")
);
--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_group_id_channel_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."channel_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teaching_point_id_teaching_points_id_fk" FOREIGN KEY ("teaching_point_id") REFERENCES "public"."teaching_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_type_id_course_types_id_fk" FOREIGN KEY ("course_type_id") REFERENCES "public"."course_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_level_degree_id_level_degrees_id_fk" FOREIGN KEY ("level_degree_id") REFERENCES "public"."level_degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_sku_id_skus_id_fk" FOREIGN KEY ("package_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_item_sku_id_skus_id_fk" FOREIGN KEY ("item_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attachments" ADD CONSTRAINT "sku_attachments_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attachments" ADD CONSTRAINT "sku_attachments_attached_sku_id_skus_id_fk" FOREIGN KEY ("attached_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classes_course_idx" ON "classes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_locale_idx" ON "courses" USING btree ("locale","subject_id");--> statement-breakpoint
CREATE INDEX "courses_catalogue_code_idx" ON "courses" USING btree ("catalogue_code");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_class_idx" ON "skus" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "skus_locale_kind_idx" ON "skus" USING btree ("locale","kind");--> statement-breakpoint
CREATE INDEX "skus_course_idx" ON "skus" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "wishes_sku_idx" ON "wishes" USING btree ("sku_id");