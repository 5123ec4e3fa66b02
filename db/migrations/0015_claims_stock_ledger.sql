CREATE TYPE "public"."claim_reason" AS ENUM('wrong', 'damaged', 'leaking');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('open', 'replaced', 'refunded', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_reason" AS ENUM('opening', 'order', 'order_released', 'claim_replacement', 'received', 'damaged', 'count_correction', 'csv_import', 'unattributed');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'replacement';--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'claim';--> statement-breakpoint
CREATE TABLE "claim_items" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "claim_items_quantity_positive" CHECK ("claim_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"reason" "claim_reason" NOT NULL,
	"description" text NOT NULL,
	"media" jsonb NOT NULL,
	"status" "claim_status" DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"replacement_order_id" text,
	"refund_row_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" "stock_movement_reason" NOT NULL,
	"order_id" text,
	"claim_id" text,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" text;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_refund_row_id_refunds_id_fk" FOREIGN KEY ("refund_row_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_items_line_key" ON "claim_items" USING btree ("claim_id","order_item_id");--> statement-breakpoint
CREATE INDEX "claim_items_order_item_idx" ON "claim_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "claims_status_created_idx" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id") WHERE "stock_movements"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaces_order_id_orders_id_fk" FOREIGN KEY ("replaces_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_replaces_idx" ON "orders" USING btree ("replaces_order_id") WHERE "orders"."replaces_order_id" IS NOT NULL;--> statement-breakpoint
-- The stock ledger is written here, not by the application, so no path (checkout, a release, an
-- admin form, an import, a direct SQL update) can move stock without a row. Why it moved comes
-- from the transaction-local setting app.stock_movement (a JSON object: reason, orderId,
-- claimId, actorId, note; lib/stock/ledger.ts sets it); without it a change is 'unattributed'.
CREATE OR REPLACE FUNCTION "product_variants_stock_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('app.stock_movement', true), '')::jsonb;
  d integer;
BEGIN
  IF TG_OP = 'INSERT' THEN d := NEW."stock"; ELSE d := NEW."stock" - OLD."stock"; END IF;
  IF d = 0 THEN RETURN NULL; END IF;
  INSERT INTO "stock_movements" ("variant_id", "product_id", "delta", "stock_after", "reason", "order_id", "claim_id", "actor_id", "note")
  VALUES (
    NEW."id", NEW."product_id", d, NEW."stock",
    coalesce((ctx->>'reason')::"stock_movement_reason", CASE WHEN TG_OP = 'INSERT' THEN 'opening' ELSE 'unattributed' END::"stock_movement_reason"),
    ctx->>'orderId', ctx->>'claimId', ctx->>'actorId', left(ctx->>'note', 500)
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_ledger" AFTER INSERT OR UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "product_variants_stock_ledger"();
--> statement-breakpoint
-- The ledger starts from each size's stock today.
INSERT INTO "stock_movements" ("variant_id", "product_id", "delta", "stock_after", "reason")
SELECT v."id", v."product_id", v."stock", v."stock", 'opening' FROM "product_variants" v WHERE v."stock" <> 0 ORDER BY v."product_id", v."position";
