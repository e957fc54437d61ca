ALTER TABLE "documents" ADD COLUMN "letter" jsonb;--> statement-breakpoint
CREATE INDEX "documents_letter_pending_idx" ON "documents" USING btree ("id") WHERE "documents"."letter" is not null;