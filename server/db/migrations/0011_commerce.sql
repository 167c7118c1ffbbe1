CREATE TABLE "coupon_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"category" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"minimum_spend" integer DEFAULT 0 NOT NULL,
	"max_saving" integer,
	"sku_ids" text[],
	"combinable" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"redeem_code" text,
	"redeem_limit" integer,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_campaigns_redeemed_check" CHECK ("coupon_campaigns"."redeem_limit" is null or "coupon_campaigns"."redeemed" <= "coupon_campaigns"."redeem_limit"),
	CONSTRAINT "coupon_campaigns_discount_check" CHECK ("coupon_campaigns"."discount_value" > 0 and ("coupon_campaigns"."discount_kind" = 'amount' or "coupon_campaigns"."discount_value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "family_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"family_id" uuid NOT NULL,
	"call" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_family_id_call_key_pk" PRIMARY KEY("family_id","call","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" text NOT NULL,
	"kind" text NOT NULL,
	"attached_to_line" integer,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"coupon_saving" integer NOT NULL,
	"group_discount" integer NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "order_items_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_stages" (
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"stage_no" integer NOT NULL,
	"first_lesson" integer NOT NULL,
	"lesson_count" integer NOT NULL,
	"amount" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" integer NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "order_stages_order_id_line_no_stage_no_pk" PRIMARY KEY("order_id","line_no","stage_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"status" integer NOT NULL,
	"create_way" integer NOT NULL,
	"origin" jsonb NOT NULL,
	"payment_method" integer NOT NULL,
	"debit_method" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"coupon_saving" integer NOT NULL,
	"group_discount" integer NOT NULL,
	"fees" jsonb NOT NULL,
	"fee_total" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_included" boolean NOT NULL,
	"total" integer NOT NULL,
	"due_now" integer NOT NULL,
	"address" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total" >= 0 and "orders"."due_now" >= 0 and "orders"."due_now" <= "orders"."total")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "selected" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "attachment_sku_ids" text[];--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "commerce" jsonb;--> statement-breakpoint
-- Sites stored before this migration get fixtures/sites.json's rules: GST on sg (included) and uk (added).
UPDATE "sites" SET "commerce" = jsonb_build_object(
	'tax', CASE "locale" WHEN 'sg' THEN '{"rateBasisPoints":900,"included":true}'::jsonb WHEN 'uk' THEN '{"rateBasisPoints":2000,"included":false}'::jsonb ELSE 'null'::jsonb END,
	'delivery', CASE "locale"
		WHEN 'sg' THEN '[{"id":"standard","fee":0,"minWorkingDays":3,"maxWorkingDays":5},{"id":"express","fee":1000,"minWorkingDays":1,"maxWorkingDays":2}]'::jsonb
		ELSE '[{"id":"standard","fee":0,"minWorkingDays":3,"maxWorkingDays":7}]'::jsonb END,
	'paymentWindowMinutes', 30, 'lessonsPerStage', 4, 'stageDueDaysBefore', 3);--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "commerce" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_locale_sites_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."sites"("locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_coupons" ADD CONSTRAINT "family_coupons_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_coupons" ADD CONSTRAINT "family_coupons_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stages" ADD CONSTRAINT "order_stages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_campaigns_code_idx" ON "coupon_campaigns" USING btree ("locale","redeem_code");--> statement-breakpoint
CREATE UNIQUE INDEX "family_coupons_campaign_idx" ON "family_coupons" USING btree ("family_id","campaign_id");--> statement-breakpoint
CREATE INDEX "family_coupons_order_idx" ON "family_coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_items_sku_idx" ON "order_items" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "orders_family_idx" ON "orders" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 100;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_idx" ON "payments" USING btree ("gateway","gateway_ref");--> statement-breakpoint
DELETE FROM "cart_items" WHERE "sku_id" NOT IN (SELECT "id" FROM "skus");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;