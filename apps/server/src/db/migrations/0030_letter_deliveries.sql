-- Letter delivery (docs/delivery.md): every letter, announcement and notification to a debtor is a delivery,
-- recorded in the transaction that made it (an outbox) and sent after commit by a worker under a lease; each
-- attempt is kept, and the day's paper letters go out in one print file.
CREATE TABLE "deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL UNIQUE,
	"debtor_id" uuid NOT NULL REFERENCES "debtors"("id"),
	-- The letter a delivery carries (purpose 'letter'), or announces.
	"document_id" uuid REFERENCES "documents"("id") ON DELETE CASCADE,
	"case_id" uuid REFERENCES "cases"("id") ON DELETE SET NULL,
	"purpose" text NOT NULL,
	-- What a notification says (newLetter, paymentRegistered, …), with its values in "payload".
	"notification" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	-- Null until a letter is routed (digital mailbox or paper).
	"channel" text,
	-- The e-mail address or phone number a notification went to.
	"address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"external_id" text,
	-- Paper: the print file it is in, the day it was posted.
	"print_day" date,
	"posted_on" date,
	-- The proof: the day the letter left and the day it counts as delivered.
	"sent_on" date,
	"delivered_on" date,
	"failure_reason" text,
	-- A paper delivery made because this digital one failed, or a letter sent again.
	"replaces" bigint REFERENCES "deliveries"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_purpose_check" CHECK ("purpose" IN ('letter', 'notification')),
	CONSTRAINT "deliveries_channel_check" CHECK ("channel" IS NULL OR "channel" IN ('digitalMailbox', 'paper', 'email', 'sms')),
	CONSTRAINT "deliveries_status_check" CHECK ("status" IN ('pending', 'sending', 'queued', 'sent', 'delivered', 'failed', 'returned', 'dead'))
);
--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" ("next_attempt_at", "id") WHERE "status" IN ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX "deliveries_queued_idx" ON "deliveries" ("id") WHERE "status" = 'queued';
--> statement-breakpoint
CREATE INDEX "deliveries_document_idx" ON "deliveries" ("document_id");
--> statement-breakpoint
CREATE INDEX "deliveries_debtor_idx" ON "deliveries" ("debtor_id", "id");
--> statement-breakpoint
CREATE INDEX "deliveries_case_idx" ON "deliveries" ("case_id", "id");
--> statement-breakpoint
CREATE INDEX "deliveries_print_day_idx" ON "deliveries" ("print_day") WHERE "print_day" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "deliveries_external_idx" ON "deliveries" ("channel", "external_id") WHERE "external_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "deliveries_trouble_idx" ON "deliveries" ("updated_at") WHERE "status" IN ('failed', 'returned', 'dead');
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL REFERENCES "deliveries"("id") ON DELETE CASCADE,
	"channel" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE INDEX "delivery_attempts_delivery_idx" ON "delivery_attempts" ("delivery_id", "id");
--> statement-breakpoint
-- A day's print file for the print-and-mail house: one PDF per letter and a manifest with counts and checksums.
CREATE TABLE "print_files" (
	"day" date PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'writing' NOT NULL,
	"directory" text NOT NULL,
	"letters" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"manifest_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_at" timestamp with time zone,
	CONSTRAINT "print_files_status_check" CHECK ("status" IN ('writing', 'written'))
);
--> statement-breakpoint
-- Letters recorded before deliveries were: sent now, unless withdrawn, so that nothing waits for a proof that
-- can never come.
INSERT INTO "deliveries" ("debtor_id", "document_id", "case_id", "purpose")
SELECT d."debtor_id", d."id", d."case_id", 'letter' FROM "documents" d
WHERE d."debtor_id" IS NOT NULL AND d."withdrawn_at" IS NULL AND d."client_id" IS NULL
  AND d."kind" IN ('reminder', 'collectionDemand', 'secondNotice', 'enforcementApplication', 'instalmentNotice',
    'instalmentReminder', 'planTerminated', 'invoice');
