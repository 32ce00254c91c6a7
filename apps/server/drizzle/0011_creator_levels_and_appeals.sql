-- Why a video was declined or marked as fraud, the creator's one appeal of a decline, and levels from TikTok
-- (docs/engine.md "Decline reasons and appeals", "Levels from TikTok").
CREATE TABLE "promotion_decisions" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "promotion_id" integer NOT NULL REFERENCES "promotions"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('declined', 'fraud')),
  "reason_code" text NOT NULL,
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "promotion_decisions_promotion_idx" ON "promotion_decisions" ("promotion_id", "created_at");--> statement-breakpoint
CREATE TABLE "promotion_appeals" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  -- one appeal per decision: a second one is refused by this index, whatever the timing
  "decision_id" integer NOT NULL UNIQUE REFERENCES "promotion_decisions"("id") ON DELETE CASCADE,
  "promotion_id" integer NOT NULL REFERENCES "promotions"("id") ON DELETE CASCADE,
  "text" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'accepted', 'rejected')),
  "answer_note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "answered_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "promotion_appeals_status_idx" ON "promotion_appeals" ("status", "created_at");--> statement-breakpoint
CREATE TABLE "level_proposals" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "creator_id" integer NOT NULL REFERENCES "creators"("id"),
  "from_level_id" integer NOT NULL REFERENCES "levels"("id"),
  "to_level_id" integer NOT NULL REFERENCES "levels"("id"),
  "followers" integer NOT NULL,
  "median_views" bigint NOT NULL,
  "videos_counted" integer NOT NULL,
  "source" text NOT NULL CHECK ("source" IN ('connect', 'monthly')),
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'applied', 'confirmed', 'dismissed')),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone
);--> statement-breakpoint
-- at most one open proposal per creator: a newer run replaces it
CREATE UNIQUE INDEX "level_proposals_pending_idx" ON "level_proposals" ("creator_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "level_proposals_status_idx" ON "level_proposals" ("status", "created_at");--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "tiktok_median_views" bigint;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "tiktok_videos_counted" integer;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "level_checked_at" timestamp with time zone;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['promotion_decisions', 'promotion_appeals', 'level_proposals']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION hookline_notify_change()', t || '_notify_change', t);
  END LOOP;
END
$$;
