ALTER TABLE "teaching_points" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teaching_points" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;