-- The stats job reads the videos it refreshes in pages in (creator, promotion) order (jobs/tasks.ts
-- `refreshedVideosByCreator`) instead of all of them in one statement at the start of a run: about half a second
-- of the job's CPU in one burst on the benchmark's 75,000 reviewed videos (docs/performance.md, twelfth round).
-- Through this index a page of 1,000 is read in order without visiting the other promotions of the same creators.
-- Its condition is the one the job's statement writes out (not as parameters, so that the generic plan uses it).
CREATE INDEX IF NOT EXISTS "promotions_refresh_idx" ON "promotions" ("creator_id", "id")
  WHERE "status" IN ('reviewed', 'approved') AND "tiktok_video_id" IS NOT NULL;
