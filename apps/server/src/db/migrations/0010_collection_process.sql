CREATE TABLE "engine_chunks" (
	"business_date" date NOT NULL,
	"chunk" integer NOT NULL,
	"status" text NOT NULL,
	"worker" text,
	"lease_until" timestamp with time zone,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "engine_chunks_business_date_chunk_pk" PRIMARY KEY("business_date","chunk")
);
--> statement-breakpoint
CREATE TABLE "engine_days" (
	"business_date" date PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"chunk_count" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"case_id" uuid,
	"action" text NOT NULL,
	"due_on" date NOT NULL,
	"taken_on" date NOT NULL,
	"document_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_rates" (
	"valid_from" date PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "interest_margin_bp" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminder_after_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "collection_after_reminder_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "after_demand" text DEFAULT 'enforcement' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "instalment_notice_days_before" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "instalment_reminder_after_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "plan_missed_instalments_to_terminate" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "engine_chunks" ADD CONSTRAINT "engine_chunks_business_date_engine_days_business_date_fk" FOREIGN KEY ("business_date") REFERENCES "public"."engine_days"("business_date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_actions" ADD CONSTRAINT "process_actions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_actions" ADD CONSTRAINT "process_actions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "process_actions_step_idx" ON "process_actions" USING btree ("subject_id","action","due_on");--> statement-breakpoint
CREATE INDEX "process_actions_case_idx" ON "process_actions" USING btree ("case_id","taken_on");--> statement-breakpoint
CREATE INDEX "process_actions_taken_idx" ON "process_actions" USING btree ("taken_on","action");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
-- The Riksbank's reference rate by half-year, as published (riksbank.se, "Referensränta"); a new row each 1 January and 1 July.
INSERT INTO "reference_rates" ("valid_from", "rate_bp") VALUES
	('2022-01-01', 0), ('2022-07-01', 50), ('2023-01-01', 250), ('2023-07-01', 350),
	('2024-01-01', 400), ('2024-07-01', 400), ('2025-01-01', 250), ('2025-07-01', 200),
	('2026-01-01', 200)
ON CONFLICT DO NOTHING;
