-- Notifications a debtor asked for (docs/delivery.md#notifications): each event × channel switch the debtor
-- turned on or off (no row: off, consent first), and the codes that verify an e-mail address or a phone.
CREATE TABLE "notification_preferences" (
	"debtor_id" uuid NOT NULL REFERENCES "debtors"("id") ON DELETE CASCADE,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_pk" PRIMARY KEY ("debtor_id", "event", "channel"),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("channel" IN ('email', 'sms'))
);
--> statement-breakpoint
-- A code sent to an address; only its SHA-256 is kept. The address counts as verified while it is still the
-- debtor's e-mail or cellular phone and a code sent to exactly it was confirmed (verified_at).
CREATE TABLE "contact_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"debtor_id" uuid NOT NULL REFERENCES "debtors"("id") ON DELETE CASCADE,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_verifications_channel_check" CHECK ("channel" IN ('email', 'sms'))
);
--> statement-breakpoint
CREATE INDEX "contact_verifications_debtor_idx" ON "contact_verifications" ("debtor_id", "channel", "id");
--> statement-breakpoint
-- The three-an-hour limit counts the codes sent to an address, whoever asked.
CREATE INDEX "contact_verifications_address_idx" ON "contact_verifications" ("address", "created_at");
--> statement-breakpoint
-- The three-day reminder of an instalment is recorded once per instalment and channel, however often the
-- day's run is repeated.
CREATE UNIQUE INDEX "deliveries_instalment_due_soon_once" ON "deliveries" (("payload"->>'instalmentId'), "channel")
  WHERE "notification" = 'instalmentDueSoon';
