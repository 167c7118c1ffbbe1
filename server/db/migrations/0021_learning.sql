CREATE TABLE "calendar_feeds" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "change_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"from_class_id" text NOT NULL,
	"from_lesson" integer,
	"to_class_id" text NOT NULL,
	"to_lesson" integer,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"difference" integer DEFAULT 0 NOT NULL,
	"order_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"class_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"first_lesson" integer NOT NULL,
	"lesson_count" integer NOT NULL,
	"holds_seat" boolean NOT NULL,
	"status" text NOT NULL,
	"transfers_used" integer DEFAULT 0 NOT NULL,
	"reschedules_used" integer DEFAULT 0 NOT NULL,
	"from_enrolment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "enrolments_counts_check" CHECK ("enrolments"."lesson_count" >= 0 and "enrolments"."transfers_used" >= 0 and "enrolments"."reschedules_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"class_id" text NOT NULL,
	"problem_type" integer NOT NULL,
	"description" text NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lesson_reminders" (
	"uid" uuid NOT NULL,
	"class_id" text NOT NULL,
	"lesson_number" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_reminders_uid_class_id_lesson_number_pk" PRIMARY KEY("uid","class_id","lesson_number")
);
--> statement-breakpoint
CREATE TABLE "recorded_lessons" (
	"sku_id" text NOT NULL,
	"number" integer NOT NULL,
	"title" jsonb NOT NULL,
	"duration_seconds" integer NOT NULL,
	"video_url" text NOT NULL,
	CONSTRAINT "recorded_lessons_sku_id_number_pk" PRIMARY KEY("sku_id","number")
);
--> statement-breakpoint
CREATE TABLE "recorded_progress" (
	"uid" uuid NOT NULL,
	"sku_id" text NOT NULL,
	"lesson_number" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recorded_progress_uid_sku_id_lesson_number_pk" PRIMARY KEY("uid","sku_id","lesson_number"),
	CONSTRAINT "recorded_progress_position_check" CHECK ("recorded_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "room_url" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "replay_url" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_applications" ADD CONSTRAINT "change_applications_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_applications" ADD CONSTRAINT "change_applications_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_applications" ADD CONSTRAINT "change_applications_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_applications" ADD CONSTRAINT "change_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_feedback" ADD CONSTRAINT "lesson_feedback_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_feedback" ADD CONSTRAINT "lesson_feedback_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_feedback" ADD CONSTRAINT "lesson_feedback_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_lessons" ADD CONSTRAINT "recorded_lessons_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_progress" ADD CONSTRAINT "recorded_progress_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_progress" ADD CONSTRAINT "recorded_progress_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_applications_family_idx" ON "change_applications" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "change_applications_open_transfer_idx" ON "change_applications" USING btree ("enrolment_id") WHERE "change_applications"."kind" = 'transfer' and "change_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "change_applications_lesson_idx" ON "change_applications" USING btree ("enrolment_id","from_lesson") WHERE "change_applications"."kind" = 'reschedule' and "change_applications"."status" = 'passed';--> statement-breakpoint
CREATE INDEX "change_applications_order_idx" ON "change_applications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "enrolments_family_idx" ON "enrolments" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "enrolments_order_idx" ON "enrolments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_active_idx" ON "enrolments" USING btree ("uid","class_id") WHERE "enrolments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "enrolments_class_idx" ON "enrolments" USING btree ("class_id") WHERE "enrolments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "lesson_feedback_family_idx" ON "lesson_feedback" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_feedback_open_idx" ON "lesson_feedback" USING btree ("reply_due_at") WHERE "lesson_feedback"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "lessons_starts_idx" ON "lessons" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_guests_check" CHECK ("lessons"."guests" >= 0);--> statement-breakpoint
-- Orders paid before this migration give their students their places, as captureOrder does from now on
-- (server/learning/enrolments.ts); refunded orders' places are kept as refunded, for My Courses' refunded tag.
INSERT INTO "enrolments" ("family_id", "uid", "class_id", "sku_id", "order_id", "line_no", "first_lesson", "lesson_count", "holds_seat", "status", "created_at", "ended_at")
SELECT o."family_id", o."uid", seat."class_id", seat."id", o."id", i."line_no", taught.first_lesson, taught.lesson_count, i."kind" = 'class',
       CASE WHEN o."status" = 400 THEN 'refunded' ELSE 'active' END, o."paid_at", CASE WHEN o."status" = 400 THEN o."paid_at" END
FROM "orders" o
JOIN "order_items" i ON i."order_id" = o."id" AND i."kind" IN ('class', 'package')
LEFT JOIN "package_items" p ON i."kind" = 'package' AND p."package_sku_id" = i."sku_id"
JOIN "skus" seat ON seat."id" = coalesce(p."item_sku_id", i."sku_id") AND seat."class_id" IS NOT NULL
CROSS JOIN LATERAL (
  SELECT coalesce(min(l."number") FILTER (WHERE l."starts_at" > o."created_at"), max(l."number") + 1, 1) AS first_lesson,
         count(*) FILTER (WHERE l."starts_at" > o."created_at")::int AS lesson_count
  FROM "lessons" l WHERE l."class_id" = seat."class_id"
) taught
WHERE o."status" IN (200, 400, 500) AND o."paid_at" IS NOT NULL AND o."origin"->'paysStages' IS NULL
ON CONFLICT ("uid", "class_id") WHERE "status" = 'active' DO NOTHING;
