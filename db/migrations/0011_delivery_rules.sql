CREATE TABLE "delivery_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rules_single_row" CHECK ("delivery_rules"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "delivery_rules" ("id", "rules") VALUES (1, '{"zones":{"metro":{"minDays":1,"maxDays":3},"rest":{"minDays":3,"maxDays":6},"north-east-jk":{"minDays":5,"maxDays":9},"remote":{"minDays":7,"maxDays":12}},"cutoff":"14:00","holidays":["2026-01-26","2026-08-15","2026-10-02","2026-11-08","2027-01-26"]}'::jsonb) ON CONFLICT DO NOTHING;
