CREATE TABLE "editor_presence" (
	"page_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_presence_page_id_staff_id_pk" PRIMARY KEY("page_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"file_name" text NOT NULL,
	"source_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"alt" text NOT NULL,
	"placeholder" text NOT NULL,
	"variants" jsonb NOT NULL,
	"storage" text NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"action" text NOT NULL,
	"version" integer,
	"run_at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failure" text,
	CONSTRAINT "page_schedules_version_check" CHECK (("page_schedules"."action" = 'publish') = ("page_schedules"."version" is not null))
);
--> statement-breakpoint
CREATE TABLE "page_working_copies" (
	"page_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"based_on_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_working_copies_page_id_staff_id_pk" PRIMARY KEY("page_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_schedules" ADD CONSTRAINT "page_schedules_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_schedules" ADD CONSTRAINT "page_schedules_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_working_copies" ADD CONSTRAINT "page_working_copies_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_working_copies" ADD CONSTRAINT "page_working_copies_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_hash_idx" ON "media_assets" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "media_assets_created_idx" ON "media_assets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_schedules_page_idx" ON "page_schedules" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "page_schedules_due_idx" ON "page_schedules" USING btree ("run_at") WHERE "page_schedules"."done_at" is null and "page_schedules"."cancelled_at" is null;