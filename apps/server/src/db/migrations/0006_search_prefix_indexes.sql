CREATE INDEX "cases_client_reference_prefix_idx" ON "cases" USING btree ("client_id",lower("client_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_invoice_number_prefix_idx" ON "cases" USING btree ("client_id",lower("invoice_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "debtors_last_name_prefix_idx" ON "debtors" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "debtors_first_name_prefix_idx" ON "debtors" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "debtors_company_name_prefix_idx" ON "debtors" USING btree (lower("company_name") text_pattern_ops);