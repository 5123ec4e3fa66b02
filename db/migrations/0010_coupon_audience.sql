ALTER TABLE "coupons" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The shop's welcome code has always been advertised as "your first order": it now enforces that.
UPDATE "coupons" SET "first_order_only" = true WHERE upper("code") = 'WELCOME10';
