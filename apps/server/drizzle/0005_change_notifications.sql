-- Every committed change to the data the read cache serves is announced on the channel `hookline_change` (one
-- notification per statement and table, delivered only after commit). Each process listens and drops its cached
-- answers (modules/cache/read-cache.ts). Tables that change on every request or job poll and that no cached answer
-- reads (sessions, auth_tokens, login_attempts, idempotency_keys, jobs, outbox) are left out.
CREATE OR REPLACE FUNCTION hookline_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hookline_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['territories', 'countries', 'country_territories', 'levels', 'genres', 'users',
    'creators', 'musicians', 'songs', 'campaigns', 'campaign_territories', 'promotions', 'promotion_stats',
    'campaign_promotion_counts', 'bills', 'ledger_transactions', 'ledger_entries']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION hookline_notify_change()', t || '_notify_change', t);
  END LOOP;
END
$$;
