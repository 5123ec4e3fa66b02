ALTER TABLE "products" ADD COLUMN "family" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "longevity" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sillage" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_longevity_scale" CHECK ("products"."longevity" BETWEEN 0 AND 5);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sillage_scale" CHECK ("products"."sillage" BETWEEN 0 AND 5);