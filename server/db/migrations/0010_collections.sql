CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"content" jsonb NOT NULL,
	"groups" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;