CREATE TYPE "public"."upload_purpose" AS ENUM('product', 'avatar');--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"purpose" "upload_purpose" NOT NULL,
	"uploader_id" text,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"type" text NOT NULL,
	"rejected_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_requested_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"delete_attempts" integer DEFAULT 0 NOT NULL,
	"last_delete_error" text
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_url_idx" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_uploader_idx" ON "uploads" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "uploads_delete_pending_idx" ON "uploads" USING btree ("delete_requested_at") WHERE "uploads"."deleted_at" IS NULL AND "uploads"."delete_requested_at" IS NOT NULL;