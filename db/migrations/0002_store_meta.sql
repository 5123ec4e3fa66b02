CREATE TABLE "store_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "store_meta" ("key", "value") VALUES ('instance_id', gen_random_uuid()::text) ON CONFLICT DO NOTHING;
