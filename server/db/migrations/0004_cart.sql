CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"cart_type" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_uid_sku_idx" ON "cart_items" USING btree ("uid","sku_id","cart_type");