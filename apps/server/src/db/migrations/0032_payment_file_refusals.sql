-- A refused payment file's reason as a code the back office translates (issue 44), with the line or the
-- bankgiro it names; the English `reason` stays for the technically minded. Files refused before are
-- given theirs from that text, which has had one of these two forms since the import was written.
ALTER TABLE "payment_files" ADD COLUMN "refusal" text;
--> statement-breakpoint
ALTER TABLE "payment_files" ADD COLUMN "refusal_line" integer;
--> statement-breakpoint
ALTER TABLE "payment_files" ADD COLUMN "refusal_bankgiro" text;
--> statement-breakpoint
UPDATE "payment_files"
SET "refusal" = 'Unreadable', "refusal_line" = substring("reason" from '^line ([0-9]+):')::integer
WHERE "status" = 'refused' AND "reason" ~ '^line [0-9]+:';
--> statement-breakpoint
UPDATE "payment_files"
SET "refusal" = 'WrongBankgiro', "refusal_bankgiro" = substring("reason" from '^The file is to bankgiro ([0-9-]+),')
WHERE "status" = 'refused' AND "reason" ~ '^The file is to bankgiro ';
