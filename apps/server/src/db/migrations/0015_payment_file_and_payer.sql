ALTER TABLE "payments" ADD COLUMN "payment_file_sha256" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer" text;