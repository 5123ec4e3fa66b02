CREATE TABLE "cache_invalidations" (
	"tag" text PRIMARY KEY NOT NULL,
	"invalidated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_invalidations_at_idx" ON "cache_invalidations" USING btree ("invalidated_at");