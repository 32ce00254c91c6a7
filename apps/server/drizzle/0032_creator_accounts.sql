-- One row per platform account a creator connected (modules/platforms). TikTok's row is filled from the
-- creators.tiktok_* columns, which stay (the TikTok module still reads and writes its tokens there; docs/engine.md
-- "Platforms"); Instagram and YouTube live here only, their tokens AES-GCM encrypted (modules/platforms/accounts.ts).
CREATE TABLE IF NOT EXISTS "creator_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"platform" text NOT NULL,
	"handle" text,
	"external_id" text,
	"followers" integer,
	"access_token" text,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	CONSTRAINT "creator_accounts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "creator_accounts_platform_values" CHECK ("platform" in ('tiktok', 'instagram', 'youtube'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "creator_accounts_creator_platform_idx" ON "creator_accounts" USING btree ("creator_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "creator_accounts_platform_external_idx" ON "creator_accounts" USING btree ("platform","external_id");--> statement-breakpoint
-- every creator with TikTok data keeps it; an open id two creators share (no unique index kept it apart) stays
-- with the creator who has it first, the others' rows carry no external id
INSERT INTO "creator_accounts" ("creator_id", "platform", "handle", "external_id", "followers", "token_expires_at", "connected_at", "refreshed_at")
SELECT c."id", 'tiktok', c."tiktok_username",
	CASE WHEN c."tiktok_open_id" IS NULL OR row_number() OVER (PARTITION BY c."tiktok_open_id" ORDER BY c."id") = 1 THEN c."tiktok_open_id" END,
	c."tiktok_followers", c."tiktok_token_expires_at", c."created_at", c."level_checked_at"
FROM "creators" c
WHERE (c."tiktok_username" IS NOT NULL OR c."tiktok_open_id" IS NOT NULL OR c."tiktok_access_token" IS NOT NULL)
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "platforms" text[] DEFAULT '{tiktok}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT IF EXISTS "campaigns_platforms_values";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_platforms_values" CHECK (cardinality("platforms") >= 1 AND "platforms" <@ ARRAY['tiktok', 'instagram', 'youtube']::text[]);--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "platform" text DEFAULT 'tiktok' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "platform_video_id" text;--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT IF EXISTS "promotions_platform_values";--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_platform_values" CHECK ("platform" in ('tiktok', 'instagram', 'youtube'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "promotions_platform_video_idx" ON "promotions" USING btree ("platform","platform_video_id") WHERE "platform_video_id" is not null;
