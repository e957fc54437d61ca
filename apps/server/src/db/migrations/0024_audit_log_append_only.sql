-- The audit log is the evidence of who did what: its rows are added, never changed or removed, whatever
-- statement the application sends (docs/security.md, 7.3.3). The one change let through is the one a
-- foreign key makes by itself: deleting an account, a debtor or an API key empties that reference in its
-- entries (ON DELETE SET NULL, run by the key's own trigger, one level down), every other column unchanged.
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 THEN
    IF NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.action = OLD.action
      AND NEW.entity IS NOT DISTINCT FROM OLD.entity AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
      AND NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address AND NEW.details = OLD.details
      AND (NEW.account_id IS NOT DISTINCT FROM OLD.account_id OR NEW.account_id IS NULL)
      AND (NEW.debtor_id IS NOT DISTINCT FROM OLD.debtor_id OR NEW.debtor_id IS NULL)
      AND (NEW.api_key_id IS NOT DISTINCT FROM OLD.api_key_id OR NEW.api_key_id IS NULL)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only: % is refused', TG_OP
    USING ERRCODE = 'restrict_violation', HINT = 'Entries are added, never changed or removed.';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_not_truncated BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
