-- A notice to a user of a client (an endpoint of theirs switched off) goes the way a debtor's notification
-- does, by e-mail through the delivery worker: a delivery is now to a debtor or to an account, never both.
ALTER TABLE "deliveries" ALTER COLUMN "debtor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "account_id" uuid REFERENCES "accounts"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_one_recipient"
  CHECK (("debtor_id" IS NULL) <> ("account_id" IS NULL));--> statement-breakpoint
CREATE INDEX "deliveries_account_idx" ON "deliveries" ("account_id", "id") WHERE "account_id" IS NOT NULL;
