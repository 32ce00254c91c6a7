-- Where a stats snapshot's figures come from: a read of the platform's API ('platform', every row so far that the
-- stats jobs wrote) or a figure an admin typed in the approve dialog ('typed'). Settlement at 72 h pays on platform
-- reads only (docs/engine.md "Views at 72 h"): a typed figure is not a read of the video.
ALTER TABLE "promotion_stats" ADD COLUMN IF NOT EXISTS "source" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_stats" DROP CONSTRAINT IF EXISTS "promotion_stats_source_values";--> statement-breakpoint
ALTER TABLE "promotion_stats" ADD CONSTRAINT "promotion_stats_source_values" CHECK ("source" in ('platform', 'typed'));
