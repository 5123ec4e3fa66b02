CREATE TABLE "revoked_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "body_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_idx" ON "revoked_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Subscribers from before double opt-in signed up under the old single opt-in: they stay subscribed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "unsubscribed_at" IS NULL;--> statement-breakpoint
-- Emails already queued with a one-time link (status compared as text: on a fresh database
-- 'suppressed' was added to the enum in this same transaction, and PostgreSQL refuses its use there): mark them, and clear those whose link is spent or dead.
UPDATE "email_outbox" SET "secret_expires_at" = "created_at" + CASE WHEN "template" = 'password-reset' THEN interval '60 minutes' ELSE interval '24 hours' END
  WHERE "template" IN ('verify-email', 'password-reset', 'email-change-confirm');--> statement-breakpoint
UPDATE "email_outbox" SET "html" = '', "text" = '', "body_cleared_at" = now()
  WHERE "secret_expires_at" IS NOT NULL AND ("status"::text <> 'pending' OR "secret_expires_at" < now());
