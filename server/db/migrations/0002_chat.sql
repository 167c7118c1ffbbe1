CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webchat_sid" uuid NOT NULL,
	"author" integer NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"webchat_sid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_code" text NOT NULL,
	"uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_webchat_sid_chat_sessions_webchat_sid_fk" FOREIGN KEY ("webchat_sid") REFERENCES "public"."chat_sessions"("webchat_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_sid_idx" ON "chat_messages" USING btree ("webchat_sid","id");