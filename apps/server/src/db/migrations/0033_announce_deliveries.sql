-- A debtor's case details, which each process keeps (http/read-cache.ts), show how each letter was delivered:
-- a delivery's change announces itself as every other change of what a kept read shows (migration 0017).
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deliveries"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
