DROP INDEX "cases_client_status_idx";--> statement-breakpoint
CREATE INDEX "cases_client_debtor_idx" ON "cases" USING btree ("client_id","debtor_id");--> statement-breakpoint
CREATE INDEX "cases_client_status_idx" ON "cases" USING btree ("client_id","status","registration_date","case_number");