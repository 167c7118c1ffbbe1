ALTER TABLE "accounts" ADD COLUMN "contact_email" text;--> statement-breakpoint
-- Until now addNewStudent and modifyUserInfo made any unused e-mail a login without a code (issue 11).
-- An e-mail stays a login only where the store shows that its owner proved it: a one-time code sent to
-- it for this school was used (not merely replaced by a newer one, which marks it used at the instant
-- the newer one was made), or a Google, Apple or Facebook identity of the account verified it. Any
-- other becomes the account's contact e-mail, which never signs in.
UPDATE "accounts" AS "account"
SET "contact_email" = "account"."email", "email" = NULL
WHERE "account"."email" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "verification_codes" AS "code"
    WHERE "code"."school_code" = "account"."school_code"
      AND "code"."contact" = 'email:' || "account"."email"
      AND "code"."used_at" IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM "verification_codes" AS "newer"
        WHERE "newer"."school_code" = "code"."school_code"
          AND "newer"."contact" = "code"."contact"
          AND "newer"."scene" = "code"."scene"
          AND "newer"."id" <> "code"."id"
          AND "newer"."created_at" = "code"."used_at"
      )
  )
  AND NOT EXISTS (
    SELECT 1 FROM "external_identities" AS "identity"
    WHERE "identity"."uid" = "account"."uid" AND "identity"."email" = "account"."email"
  );
