ALTER TABLE "payments" ADD COLUMN "return_path" text DEFAULT '/order/list' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;