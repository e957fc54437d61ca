CREATE TABLE "attachment_chunks" (
	"attachment_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "attachment_chunks_attachment_id_seq_pk" PRIMARY KEY("attachment_id","seq")
);
--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment_chunks" ADD CONSTRAINT "attachment_chunks_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_pending_idx" ON "attachments" USING btree ("created_at") WHERE "attachments"."message_id" is null;--> statement-breakpoint
-- Attachments kept before chunks existed move into chunks of 256 KiB (attachment-store.ts).
INSERT INTO "attachment_chunks" ("attachment_id", "seq", "data")
SELECT "attachments"."id", "part", substring("attachments"."content" FROM "part" * 262144 + 1 FOR 262144)
FROM "attachments", generate_series(0, greatest(length("attachments"."content") - 1, 0) / 262144) AS "part";--> statement-breakpoint
ALTER TABLE "attachments" DROP COLUMN "content";