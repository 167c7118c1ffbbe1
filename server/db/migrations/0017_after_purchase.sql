CREATE TABLE "auto_pay_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"family_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"requested_at" timestamp with time zone NOT NULL,
	"auto_approve_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auto_pay_mandates" (
	"order_id" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"authorization" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"card_brand" text,
	"card_last4" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"stage_no" integer NOT NULL,
	"type" text NOT NULL,
	"result" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"payment_id" text,
	"attempted_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_address_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"staff_email" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"refund_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"gateway_ref" text,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_refund_id_payment_id_pk" PRIMARY KEY("refund_id","payment_id"),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"family_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason_id" integer NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"lesson_count" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" >= 0 and "refunds"."lesson_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"package_no" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"line_nos" jsonb NOT NULL,
	"status" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "line_no" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stage_no" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_pay_closures" ADD CONSTRAINT "auto_pay_closures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_closures" ADD CONSTRAINT "auto_pay_closures_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_mandates" ADD CONSTRAINT "auto_pay_mandates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_mandates" ADD CONSTRAINT "auto_pay_mandates_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_attempts" ADD CONSTRAINT "debit_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_attempts" ADD CONSTRAINT "debit_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_address_changes" ADD CONSTRAINT "order_address_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_pay_closures_open_idx" ON "auto_pay_closures" USING btree ("order_id") WHERE "auto_pay_closures"."status" = 'under_review';--> statement-breakpoint
CREATE INDEX "auto_pay_closures_due_idx" ON "auto_pay_closures" USING btree ("auto_approve_at") WHERE "auto_pay_closures"."status" = 'under_review';--> statement-breakpoint
CREATE INDEX "debit_attempts_order_idx" ON "debit_attempts" USING btree ("order_id","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_attempts_once_idx" ON "debit_attempts" USING btree ("order_id","line_no","stage_no") WHERE "debit_attempts"."result" in ('in_process', 'succeeded');--> statement-breakpoint
CREATE INDEX "order_address_changes_order_idx" ON "order_address_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('waiting', 'refunding');--> statement-breakpoint
CREATE INDEX "refunds_queue_idx" ON "refunds" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_package_idx" ON "shipments" USING btree ("order_id","package_no");--> statement-breakpoint
CREATE INDEX "outbox_messages_order_idx" ON "outbox_messages" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded" >= 0 and "payments"."refunded" <= "payments"."amount");