CREATE TABLE "cart_discovery_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"set_size" smallint NOT NULL,
	"variant_ids" text[] NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_discovery_sets_size" CHECK ("cart_discovery_sets"."set_size" IN (3, 5) AND cardinality("cart_discovery_sets"."variant_ids") = "cart_discovery_sets"."set_size")
);
--> statement-breakpoint
CREATE TABLE "discovery_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"order_item_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"value_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" text[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_volume_ml" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "set_items" jsonb;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "discovery_set3_paise" integer DEFAULT 149900 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "discovery_set5_paise" integer DEFAULT 229900 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_discovery_sets" ADD CONSTRAINT "cart_discovery_sets_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_credits" ADD CONSTRAINT "discovery_credits_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_credits" ADD CONSTRAINT "discovery_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_credits" ADD CONSTRAINT "discovery_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_credits" ADD CONSTRAINT "discovery_credits_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_discovery_sets_cart_idx" ON "cart_discovery_sets" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discovery_credits_order_item_key" ON "discovery_credits" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discovery_credits_coupon_key" ON "discovery_credits" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "discovery_credits_user_idx" ON "discovery_credits" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_discovery_prices_positive" CHECK ("store_settings"."discovery_set3_paise" > 0 AND "store_settings"."discovery_set5_paise" > 0);