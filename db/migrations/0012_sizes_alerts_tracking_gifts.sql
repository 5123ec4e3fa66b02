CREATE TABLE "stock_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"gift_wrap_enabled" boolean DEFAULT true NOT NULL,
	"gift_wrap_paise" integer DEFAULT 14900 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_single_row" CHECK ("store_settings"."id" = 1),
	CONSTRAINT "store_settings_gift_wrap_nonnegative" CHECK ("store_settings"."gift_wrap_paise" >= 0)
);
--> statement-breakpoint
DROP INDEX "product_variants_product_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_hide_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "out_for_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "total_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."unsubscribed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE "stock_alerts"."due_at" IS NOT NULL AND "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."unsubscribed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_volume_key" ON "product_variants" USING btree ("product_id","volume_ml");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_nonnegative" CHECK ("product_variants"."price_paise" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_volume_positive" CHECK ("product_variants"."volume_ml" > 0);--> statement-breakpoint
-- Every product has its sizes: the existing ones get one, made from their own columns.
INSERT INTO "product_variants" ("id", "product_id", "label", "volume_ml", "price_paise", "original_price_paise", "mrp_paise", "stock", "sku", "is_active", "position")
SELECT substr(md5(p."id" || ':default-size'), 1, 24), p."id", p."volume_ml" || ' ml', p."volume_ml", p."price_paise", p."original_price_paise", p."mrp_paise", p."stock", upper(p."slug") || '-' || p."volume_ml" || 'ML', true, 0
FROM "products" p
WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The product's own price, MRP, stock and volume are its default size's (the first active one
-- by position), and its aggregates cover all active sizes; recomputed whenever a size changes.
CREATE OR REPLACE FUNCTION "sync_product_sizes"(pid text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d record;
  a record;
BEGIN
  SELECT v."price_paise", v."original_price_paise", v."mrp_paise", v."stock", v."volume_ml" INTO d
    FROM "product_variants" v WHERE v."product_id" = pid AND v."is_active"
    ORDER BY v."position", v."volume_ml" LIMIT 1;
  SELECT min(v."price_paise") AS min_price, max(v."price_paise") AS max_price,
         coalesce(sum(v."stock"), 0)::int AS total_stock, count(*)::int AS n INTO a
    FROM "product_variants" v WHERE v."product_id" = pid AND v."is_active";
  IF a.n = 0 THEN
    UPDATE "products" SET "stock" = 0, "total_stock" = 0, "size_count" = 0,
      "min_price_paise" = "price_paise", "max_price_paise" = "price_paise"
      WHERE "id" = pid;
  ELSE
    UPDATE "products" SET "price_paise" = d."price_paise", "original_price_paise" = d."original_price_paise",
      "mrp_paise" = d."mrp_paise", "stock" = d."stock", "volume_ml" = d."volume_ml",
      "min_price_paise" = a.min_price, "max_price_paise" = a.max_price,
      "total_stock" = a.total_stock, "size_count" = a.n
      WHERE "id" = pid;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_variants_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "sync_product_sizes"(OLD."product_id");
    RETURN NULL;
  END IF;
  PERFORM "sync_product_sizes"(NEW."product_id");
  IF TG_OP = 'UPDATE' AND OLD."product_id" <> NEW."product_id" THEN
    PERFORM "sync_product_sizes"(OLD."product_id");
  END IF;
  -- Back in stock: whoever raised it, the waiting alerts of this size become due (a flag for the
  -- alerts job; it re-checks the stock before mailing).
  IF NEW."is_active" AND NEW."stock" > 0
     AND (TG_OP = 'INSERT' OR OLD."stock" <= 0 OR NOT OLD."is_active") THEN
    UPDATE "stock_alerts" SET "due_at" = now()
      WHERE "variant_id" = NEW."id" AND "due_at" IS NULL AND "notified_at" IS NULL AND "unsubscribed_at" IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_sizes_sync" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "product_variants_after_change"();
--> statement-breakpoint
-- A product written without sizes (an old client, a direct insert) gets its default size from its
-- own columns when the transaction commits, so "every product has a size" holds whatever wrote it.
CREATE OR REPLACE FUNCTION "products_ensure_size"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_variants" ("id", "product_id", "label", "volume_ml", "price_paise", "original_price_paise", "mrp_paise", "stock", "sku", "is_active", "position")
  SELECT substr(md5(p."id" || ':default-size'), 1, 24), p."id", p."volume_ml" || ' ml', p."volume_ml", p."price_paise", p."original_price_paise", p."mrp_paise", p."stock", upper(p."slug") || '-' || p."volume_ml" || 'ML', true, 0
    FROM "products" p
    WHERE p."id" = NEW."id" AND NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_ensure_size" AFTER INSERT ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "products_ensure_size"();
--> statement-breakpoint
UPDATE "products" p SET "min_price_paise" = p."price_paise", "max_price_paise" = p."price_paise", "total_stock" = p."stock", "size_count" = 1;
--> statement-breakpoint
INSERT INTO "store_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
