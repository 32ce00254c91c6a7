-- The per-campaign rows that triggers keep (promotion counts, migration 0004; daily views, 0014) have no foreign key
-- to campaigns, like the kept figures of 0020: a campaign is never deleted (only marked), and the check of a new
-- row's key took a KEY SHARE lock on the campaign's row, which a transition holds FOR UPDATE. The stats job's batch
-- writing a campaign's first daily-views row of the day then waited for an approval of that campaign, which waited
-- for that same row: a deadlock (figures-race.pg.test.ts).
ALTER TABLE "campaign_daily_views" DROP CONSTRAINT IF EXISTS "campaign_daily_views_campaign_id_fkey";--> statement-breakpoint
ALTER TABLE "campaign_promotion_counts" DROP CONSTRAINT IF EXISTS "campaign_promotion_counts_campaign_id_fkey";
