CREATE INDEX "accounts_any_email_idx" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "accounts_contact_email_idx" ON "accounts" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "accounts_attention_email_lower_idx" ON "accounts" USING btree (lower("attention_email"));--> statement-breakpoint
CREATE INDEX "accounts_any_phone_idx" ON "accounts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "accounts_full_phone_idx" ON "accounts" USING btree ((replace("country_calling_code", '+', '') || "phone"));--> statement-breakpoint
CREATE INDEX "accounts_any_attention_phone_idx" ON "accounts" USING btree ("attention_phone");--> statement-breakpoint
CREATE INDEX "accounts_full_attention_phone_idx" ON "accounts" USING btree ((replace("attention_country_code", '+', '') || "attention_phone"));--> statement-breakpoint
CREATE INDEX "accounts_names_idx" ON "accounts" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "last_name" || ' ' || "first_name" || E'\n' || "nick_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_student_idx" ON "orders" USING btree ("uid","created_at");