CREATE TYPE "public"."order_line_kind" AS ENUM('goods', 'sample', 'discovery_set');--> statement-breakpoint
CREATE TABLE "samples" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"label" text NOT NULL,
	"volume_ml" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "samples_stock_nonnegative" CHECK ("samples"."stock" >= 0),
	CONSTRAINT "samples_volume_positive" CHECK ("samples"."volume_ml" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kind" "order_line_kind" DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sample_id" text;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "samples_product_volume_key" ON "samples" USING btree ("product_id","volume_ml");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE set null ON UPDATE no action;