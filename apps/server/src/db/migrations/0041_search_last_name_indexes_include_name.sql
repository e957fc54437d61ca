-- A client's search by name finds each case or invoice once without removing duplicates: its last-name branch
-- leaves out what the name branch found (db/search-branches.ts). With the name included in the last-name
-- indexes, that is read from the index; a common surname's search no longer hashes its thousands of rows.
DROP INDEX "cases_client_search_last_name_idx";--> statement-breakpoint
CREATE INDEX "cases_client_search_last_name_idx" ON "cases" USING btree ("client_id", "debtor_search_last_name" text_pattern_ops)
  INCLUDE ("registration_date", "case_number", "id", "debtor_search_name");--> statement-breakpoint
DROP INDEX "invoices_client_search_last_name_idx";--> statement-breakpoint
CREATE INDEX "invoices_client_search_last_name_idx" ON "invoices" USING btree ("client_id", "debtor_search_last_name" text_pattern_ops)
  INCLUDE ("invoice_date", "invoice_number", "id", "debtor_search_name");
