-- Each process keeps the API keys it has resolved (auth/api-keys.ts, http/read-cache.ts): a key's creation,
-- revocation or any other change announces itself as every change of what a kept read shows (migration 0017).
-- Marking a key used moves last_used_at forward at most once a minute, which needs no notice: a kept key's
-- last use only decides whether to mark it again, and that write is conditional on the database's value.
CREATE TRIGGER data_changed AFTER UPDATE ON "api_keys" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed_added_or_removed AFTER INSERT OR DELETE OR TRUNCATE ON "api_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
