CREATE TABLE "subscription_bills" (
	"subscription_id" uuid NOT NULL,
	"bill_no" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"paying_order_id" text,
	"order_id" text,
	"method" text,
	"paid_at" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_bills_subscription_id_bill_no_pk" PRIMARY KEY("subscription_id","bill_no"),
	CONSTRAINT "subscription_bills_amount_check" CHECK ("subscription_bills"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"uid" uuid NOT NULL,
	"locale" text NOT NULL,
	"plan_sku_id" text NOT NULL,
	"order_id" text NOT NULL,
	"period_type" integer NOT NULL,
	"period_price" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"cancel_reason" integer,
	"cancel_note" text,
	"cancel_requested_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_price_check" CHECK ("subscriptions"."period_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD CONSTRAINT "subscription_bills_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD CONSTRAINT "subscription_bills_paying_order_id_orders_id_fk" FOREIGN KEY ("paying_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_bills" ADD CONSTRAINT "subscription_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_sku_id_skus_id_fk" FOREIGN KEY ("plan_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_bills_open_idx" ON "subscription_bills" USING btree ("period_start") WHERE "subscription_bills"."status" in ('due', 'failed');--> statement-breakpoint
CREATE INDEX "subscriptions_family_idx" ON "subscriptions" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_running_idx" ON "subscriptions" USING btree ("paid_until") WHERE "subscriptions"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_running_idx" ON "subscriptions" USING btree ("uid","plan_sku_id") WHERE "subscriptions"."status" = 'running';