-- Every committed change of what the portal reads announces itself on channel data_changed, once per
-- transaction (PostgreSQL folds equal notices of one transaction into one), so that each server process
-- empties what it keeps of earlier reads (http/read-cache.ts). A table is watched unless it holds nothing a
-- kept read shows: the counters of sign-ins and rate limits, the audit log, BankID's orders, API keys and the
-- collection process's own bookkeeping of days and chunks (db/change-notices.test.ts names each).
CREATE FUNCTION announce_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attachment_chunks"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attachments"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_fees"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cases"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "conversations"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "creditors"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "debtor_addresses"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "debtors"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "instalments"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_files"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_plan_cases"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "process_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "produced_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reference_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
-- A session's use slides last_seen_at forward about once a second, which needs no notice: a process that
-- kept the session from before asks the database again before it calls the session ended. Any other
-- change of a session (a sign-out, its language, last_seen_at moved back) is announced.
CREATE TRIGGER data_changed AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at')
    OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed_removed AFTER DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
