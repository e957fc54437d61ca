-- What a late payment undoes (docs/domain.md#what-a-late-payment-undoes): a fee line credited by a
-- line of its own (the history keeps both), the step marked undone and its letter withdrawn.
ALTER TABLE "case_fees" ADD COLUMN "credits_fee_id" uuid REFERENCES "case_fees"("id") ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "case_fees_credits_fee_idx" ON "case_fees" USING btree ("credits_fee_id") WHERE "case_fees"."credits_fee_id" is not null;--> statement-breakpoint
ALTER TABLE "process_actions" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "withdrawn_at" timestamp with time zone;
