-- A client may write to the provider about something that is no case of theirs (an agreement, an invoice of
-- ours, a question): such a thread is the client's with the provider and has no debtor. Every other thread
-- still has one.
ALTER TABLE "conversations" ALTER COLUMN "debtor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_debtor_unless_client_thread"
  CHECK ("debtor_id" IS NOT NULL OR ("party" = 'client' AND "client_id" IS NOT NULL AND "case_id" IS NULL AND "customer_id" IS NULL));
