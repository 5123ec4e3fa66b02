CREATE TABLE "refund_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"refund_row_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_jobs" ADD CONSTRAINT "refund_jobs_refund_row_id_refunds_id_fk" FOREIGN KEY ("refund_row_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_jobs_refund_key" ON "refund_jobs" USING btree ("refund_row_id");--> statement-breakpoint
CREATE INDEX "refund_jobs_due_idx" ON "refund_jobs" USING btree ("next_attempt_at") WHERE "refund_jobs"."status" = 'pending';