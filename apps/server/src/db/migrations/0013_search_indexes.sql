CREATE INDEX "debtors_email_idx" ON "debtors" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "debtors_cellular_phone_idx" ON "debtors" USING btree ("cellular_phone");--> statement-breakpoint
CREATE INDEX "debtors_home_phone_idx" ON "debtors" USING btree ("home_phone");--> statement-breakpoint
CREATE INDEX "debtors_work_phone_idx" ON "debtors" USING btree ("work_phone");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount");