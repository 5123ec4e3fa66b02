ALTER TABLE "products" ADD COLUMN "review_longevity_avg" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_longevity_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_sillage_avg" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_sillage_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "longevity" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "sillage" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "seasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_longevity_range" CHECK ("reviews"."longevity" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sillage_range" CHECK ("reviews"."sillage" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seasons_known" CHECK ("reviews"."seasons" <@ ARRAY['summer', 'monsoon', 'autumn', 'winter', 'spring']::text[] AND cardinality("reviews"."seasons") <= 5);