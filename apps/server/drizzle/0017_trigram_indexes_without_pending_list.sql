-- The trigram indexes of the searches (0003) write each new entry straight into the index instead of a pending
-- list. With GIN's default (fastupdate on), every row version an update writes (a creator's followers or level, a
-- person's name) goes to a pending list that each search reads whole until a vacuum merges it: on the benchmark
-- dataset, after a minute of the mixed workload, 7,245 pending entries on the TikTok user names (309 pages) made a
-- people search read 660 buffers in 5.1 ms instead of 208 in 1.0 ms, and the endpoint went from 1,107 to 422-499
-- requests a second (docs/performance.md). Searches are far more frequent than updates of these columns' rows.
ALTER INDEX "creators_tiktok_username_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_full_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "songs_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "songs_artist_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- what is pending now goes into the indexes once
SELECT gin_clean_pending_list('creators_tiktok_username_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_email_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_full_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('songs_title_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('songs_artist_trgm_idx'::regclass);
