CREATE TABLE "navigation_versions" (
	"module_id" integer NOT NULL,
	"version" integer NOT NULL,
	"component_data" jsonb NOT NULL,
	"author" text NOT NULL,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "navigation_versions_module_id_version_pk" PRIMARY KEY("module_id","version")
);
--> statement-breakpoint
ALTER TABLE "site_modules" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "navigation_versions" ADD CONSTRAINT "navigation_versions_module_id_site_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."site_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: every existing site module's data becomes its version 1, the one live now.
INSERT INTO "navigation_versions" ("module_id", "version", "component_data", "author")
SELECT "id", 1, coalesce("module"->'content'->'componentData', '{}'::jsonb), 'seed' FROM "site_modules";--> statement-breakpoint
UPDATE "site_modules" SET "published_version" = 1;--> statement-breakpoint
ALTER TABLE "site_modules" ALTER COLUMN "published_version" SET NOT NULL;
