CREATE SEQUENCE "public"."case_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 30000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scope" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_guid_unique" UNIQUE("guid"),
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "case_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"case_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_number" text NOT NULL,
	"name" text NOT NULL,
	"org_number" text NOT NULL,
	"settlement_bankgiro" text NOT NULL,
	"email" text,
	"phone" text,
	"reminder_fee_agreed" boolean DEFAULT false NOT NULL,
	"auto_approve_plans" boolean DEFAULT true NOT NULL,
	"interest_share_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_guid_unique" UNIQUE("guid"),
	CONSTRAINT "clients_client_number_unique" UNIQUE("client_number")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"debtor_id" uuid NOT NULL,
	"customer_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "invoice_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_transactions_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"creditor_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"debtor_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"description" text NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"interest" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"ocr_reference" text NOT NULL,
	"bankgiro" text NOT NULL,
	"client_reference" text,
	"case_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_guid_unique" UNIQUE("guid"),
	CONSTRAINT "invoices_ocr_reference_unique" UNIQUE("ocr_reference")
);
--> statement-breakpoint
CREATE TABLE "produced_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produced_reports_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "client_role" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "identity_number" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invitation_hash" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "client_reference" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "party" text DEFAULT 'debtor' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "shared_with_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "client_id" uuid;--> statement-breakpoint
-- Each creditor of an existing database becomes the creditor of a client of its own, with its name.
INSERT INTO "clients" ("client_number", "name", "org_number", "settlement_bankgiro", "phone") SELECT "client_number", "name", "org_number", "bankgiro", "phone" FROM "creditors";--> statement-breakpoint
UPDATE "creditors" SET "client_id" = "clients"."id" FROM "clients" WHERE "clients"."client_number" = "creditors"."client_number";--> statement-breakpoint
ALTER TABLE "creditors" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "client_id" uuid;--> statement-breakpoint
UPDATE "cases" SET "client_id" = "creditors"."client_id" FROM "creditors" WHERE "creditors"."id" = "cases"."creditor_id";--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "registered_by" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_registrations" ADD CONSTRAINT "case_registrations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_registrations" ADD CONSTRAINT "case_registrations_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_transactions" ADD CONSTRAINT "invoice_transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produced_reports" ADD CONSTRAINT "produced_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produced_reports" ADD CONSTRAINT "produced_reports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_client_idx" ON "api_keys" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_registrations_key_idx" ON "case_registrations" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_client_number_idx" ON "customers" USING btree ("client_id","customer_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_client_debtor_idx" ON "customers" USING btree ("client_id","debtor_id");--> statement-breakpoint
CREATE INDEX "customers_debtor_idx" ON "customers" USING btree ("debtor_id");--> statement-breakpoint
CREATE INDEX "invoice_transactions_invoice_idx" ON "invoice_transactions" USING btree ("invoice_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_number_idx" ON "invoices" USING btree ("client_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_client_date_idx" ON "invoices" USING btree ("client_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_debtor_idx" ON "invoices" USING btree ("debtor_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "produced_reports_period_idx" ON "produced_reports" USING btree ("client_id","kind","format","period_start");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditors" ADD CONSTRAINT "creditors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_registered_by_accounts_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_client_idx" ON "accounts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cases_client_registered_idx" ON "cases" USING btree ("client_id","registration_date","case_number");--> statement-breakpoint
CREATE INDEX "cases_client_status_idx" ON "cases" USING btree ("client_id","status","registration_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_client_reference_idx" ON "cases" USING btree ("client_id","client_reference");--> statement-breakpoint
CREATE INDEX "conversations_client_idx" ON "conversations" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE INDEX "documents_invoice_idx" ON "documents" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_invitation_hash_unique" UNIQUE("invitation_hash");