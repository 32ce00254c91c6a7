-- Fraud scoring reads each creator's settled videos, newest settlement first (`scorePromotions` in
-- modules/fraud/score.ts: the views at 72 h of at most 501 of them per creator). Through promotions_creator_idx that
-- read fetched every promotion of the batch's creators from the heap and sorted them: 3,283 buffers and 66–77 ms for
-- a batch of 200 videos on the benchmark dataset with the pages cached, 0.4 s when they were not. This partial index
-- holds only the settled videos with their views, in the order the read wants them, so the read is an index-only
-- scan without a sort (612 buffers, 2.6–3.1 ms; docs/performance.md).
CREATE INDEX IF NOT EXISTS "promotions_creator_settled_idx" ON "promotions" ("creator_id", "settled_at" DESC, "id" DESC)
  INCLUDE ("views_after_three_days")
  WHERE "status" = 'succeeded' AND "views_after_three_days" IS NOT NULL;
