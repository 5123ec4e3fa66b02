ALTER TABLE "orders" ADD COLUMN "invoice_seller" jsonb;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "store_details" jsonb;