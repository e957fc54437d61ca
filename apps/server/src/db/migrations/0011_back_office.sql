ALTER TABLE "accounts" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cases_paused_idx" ON "cases" USING btree ("paused_until") WHERE "cases"."paused_until" is not null;--> statement-breakpoint
UPDATE "accounts" SET "staff_role" = 'handler' WHERE "role" = 'staff';