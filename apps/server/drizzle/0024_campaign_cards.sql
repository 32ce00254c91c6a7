-- The campaign card's parts that change only when an admin edits the campaign, its song, genre, musician or
-- territories, kept as the JSON text PostgreSQL writes for them, so that a list reads them instead of building them
-- on every request: the creator feed, the admin's campaign list, a campaign's page and the musicians' lists built
-- twenty cards at a time (about 1.2 of the feed's 1.5 ms in PostgreSQL; docs/performance.md, eleventh round).
-- The parts that move with the money, the views and the promotions (budget left, campaign views, status, archived,
-- the promotion counts) are appended when read (db/answer-json.ts `campaignCardSql`). campaign_card_head() is the
-- one writer of the kept part; a change of the card's shape is a new migration that replaces it and calls
-- refresh_campaign_cards().
CREATE OR REPLACE FUNCTION campaign_card_head(cid integer) RETURNS text AS $$
  SELECT json_build_object(
    'id', c.id,
    'description', c.description,
    'start_date', to_char(c.start_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'end_date', to_char(c.end_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'budget_eur', round(c.budget_cents / 100.0, 2),
    'max_level_id', c.max_level_id,
    'hashtags', c.hashtags,
    'territories', coalesce(tr.names, '[]'::json),
    'territory_ids', coalesce(tr.ids, '[]'::json),
    'musician_id', c.musician_id,
    'musician', case when m.id is null then null else json_build_object('id', m.id, 'stage_name', m.stage_name) end,
    'song', json_build_object(
      'id', s.id,
      'title', s.title,
      'artist', s.artist,
      'genre', json_build_object('id', g.id, 'name', g.name),
      'spotify_url', s.spotify_url,
      'tiktok_url', s.tiktok_url,
      'capcut_url', s.capcut_url,
      'album_icon_url', s.album_icon_url,
      'google_drive_url', s.google_drive_url,
      'is_pre_release', s.is_pre_release),
    'created_at', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
  FROM campaigns c
  JOIN songs s ON s.id = c.song_id
  JOIN genres g ON g.id = s.genre_id
  LEFT JOIN musicians m ON m.id = c.musician_id
  -- the campaign's territories as campaign_territories holds them (campaigns.territory_ids is their sorted copy, 0006)
  LEFT JOIN LATERAL (
    SELECT json_agg(t.name ORDER BY t.id) AS names, json_agg(t.id ORDER BY t.id) AS ids
    FROM campaign_territories ct JOIN territories t ON t.id = ct.territory_id
    WHERE ct.campaign_id = c.id) tr ON true
  WHERE c.id = cid
$$ LANGUAGE sql STABLE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "campaign_cards" (
  "campaign_id" integer PRIMARY KEY REFERENCES "campaigns" ("id") ON DELETE CASCADE,
  "head" text NOT NULL
);--> statement-breakpoint
-- The kept part of the campaigns whose ids are given, written again.
CREATE OR REPLACE FUNCTION campaign_cards_write(ids integer[]) RETURNS void AS $$
BEGIN
  INSERT INTO campaign_cards (campaign_id, head)
    SELECT c.id, campaign_card_head(c.id) FROM campaigns c WHERE c.id = ANY (ids) ORDER BY c.id
  ON CONFLICT (campaign_id) DO UPDATE SET head = EXCLUDED.head;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_card_of_campaign() RETURNS trigger AS $$
BEGIN
  PERFORM campaign_cards_write(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER campaigns_card_insert AFTER INSERT ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_card_of_campaign();--> statement-breakpoint
-- only the columns the kept part holds: the money, views and status updates of the hot path write no card
-- (territory_ids moves with every change of campaign_territories, 0006)
CREATE TRIGGER campaigns_card_update
  AFTER UPDATE OF description, start_date, end_date, budget_cents, max_level_id, hashtags, territory_ids,
    musician_id, song_id, created_at ON campaigns
  FOR EACH ROW WHEN (OLD.description IS DISTINCT FROM NEW.description OR OLD.start_date IS DISTINCT FROM NEW.start_date
    OR OLD.end_date IS DISTINCT FROM NEW.end_date OR OLD.budget_cents IS DISTINCT FROM NEW.budget_cents
    OR OLD.max_level_id IS DISTINCT FROM NEW.max_level_id OR OLD.hashtags IS DISTINCT FROM NEW.hashtags
    OR OLD.territory_ids IS DISTINCT FROM NEW.territory_ids OR OLD.musician_id IS DISTINCT FROM NEW.musician_id
    OR OLD.song_id IS DISTINCT FROM NEW.song_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION campaign_card_of_campaign();--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_cards_of_song() RETURNS trigger AS $$
BEGIN
  PERFORM campaign_cards_write(ARRAY(SELECT c.id FROM campaigns c WHERE c.song_id = NEW.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER songs_card_update AFTER UPDATE ON songs
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION campaign_cards_of_song();--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_cards_of_genre() RETURNS trigger AS $$
BEGIN
  PERFORM campaign_cards_write(ARRAY(
    SELECT c.id FROM campaigns c JOIN songs s ON s.id = c.song_id WHERE s.genre_id = NEW.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER genres_card_update AFTER UPDATE OF name ON genres
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION campaign_cards_of_genre();--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_cards_of_musician() RETURNS trigger AS $$
BEGIN
  PERFORM campaign_cards_write(ARRAY(SELECT c.id FROM campaigns c WHERE c.musician_id = NEW.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER musicians_card_update AFTER UPDATE OF stage_name ON musicians
  FOR EACH ROW WHEN (OLD.stage_name IS DISTINCT FROM NEW.stage_name)
  EXECUTE FUNCTION campaign_cards_of_musician();--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_cards_of_territory() RETURNS trigger AS $$
BEGIN
  PERFORM campaign_cards_write(ARRAY(SELECT c.id FROM campaigns c WHERE c.territory_ids @> ARRAY[NEW.id]));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER territories_card_update AFTER UPDATE OF name ON territories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION campaign_cards_of_territory();--> statement-breakpoint
-- Every campaign's kept part written again from its rows: the backfill below, and a repair.
CREATE OR REPLACE FUNCTION refresh_campaign_cards() RETURNS void AS $$
BEGIN
  LOCK TABLE campaigns IN SHARE MODE;
  DELETE FROM campaign_cards;
  INSERT INTO campaign_cards (campaign_id, head) SELECT c.id, campaign_card_head(c.id) FROM campaigns c;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT refresh_campaign_cards();
