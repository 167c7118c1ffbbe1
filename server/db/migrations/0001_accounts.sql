CREATE TABLE "accounts" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"school_code" text NOT NULL,
	"card_no" text NOT NULL,
	"country_calling_code" text,
	"phone" text,
	"email" text,
	"nick_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"grade_id" integer,
	"avatar" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"line" text DEFAULT '' NOT NULL,
	"attention_country_code" text,
	"attention_phone" text,
	"attention_email" text,
	"source_code" text,
	"media_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_card_no_unique" UNIQUE("card_no")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"name" text NOT NULL,
	"country_calling_code" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"suburb" text NOT NULL,
	"country" text NOT NULL,
	"use" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_identities" (
	"source" integer NOT NULL,
	"subject" text NOT NULL,
	"uid" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_identities_source_subject_pk" PRIMARY KEY("source","subject")
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_code" text NOT NULL,
	"parent_nickname" text NOT NULL,
	"nickname_modified" boolean DEFAULT false NOT NULL,
	"parent_avatar" text DEFAULT '' NOT NULL,
	"registration_uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_code" text NOT NULL,
	"scene" integer NOT NULL,
	"contact" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "school_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone_idx" ON "accounts" USING btree ("school_code","country_calling_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree ("school_code","email");--> statement-breakpoint
CREATE INDEX "accounts_family_idx" ON "accounts" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "accounts_attention_email_idx" ON "accounts" USING btree ("school_code","attention_email");--> statement-breakpoint
CREATE INDEX "accounts_attention_phone_idx" ON "accounts" USING btree ("school_code","attention_phone");--> statement-breakpoint
CREATE INDEX "addresses_uid_idx" ON "addresses" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "external_identities_uid_idx" ON "external_identities" USING btree ("uid","source");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_contact_idx" ON "verification_codes" USING btree ("school_code","contact","created_at");