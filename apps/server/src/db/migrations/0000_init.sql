CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text,
	"password_hash" text,
	"role" text DEFAULT 'debtor' NOT NULL,
	"debtor_id" uuid,
	"display_name" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" uuid,
	"debtor_id" uuid,
	"action" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"ip_address" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"debtor_id" uuid NOT NULL,
	"creditor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"service" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"registration_date" date NOT NULL,
	"description" text NOT NULL,
	"currency" char(3) NOT NULL,
	"original_principal" bigint NOT NULL,
	"interest_rate_bp" integer NOT NULL,
	"remaining_principal" bigint NOT NULL,
	"remaining_interest" bigint DEFAULT 0 NOT NULL,
	"remaining_fees" bigint DEFAULT 0 NOT NULL,
	"paid_principal" bigint DEFAULT 0 NOT NULL,
	"paid_sum" bigint DEFAULT 0 NOT NULL,
	"credit_balance" bigint DEFAULT 0 NOT NULL,
	"interest_accrued_until" date,
	"ocr_reference" text NOT NULL,
	"bankgiro" text NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_guid_unique" UNIQUE("guid"),
	CONSTRAINT "cases_case_number_unique" UNIQUE("case_number"),
	CONSTRAINT "cases_ocr_reference_unique" UNIQUE("ocr_reference")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"thread_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'collection' NOT NULL,
	"debtor_id" uuid NOT NULL,
	"case_id" uuid,
	"subject" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_guid_unique" UNIQUE("guid"),
	CONSTRAINT "conversations_thread_guid_unique" UNIQUE("thread_guid")
);
--> statement-breakpoint
CREATE TABLE "creditors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_number" text NOT NULL,
	"name" text NOT NULL,
	"org_number" text NOT NULL,
	"phone" text NOT NULL,
	"bankgiro" text NOT NULL,
	"swish_payee" text,
	"plan_min_months" integer DEFAULT 2 NOT NULL,
	"plan_max_months" integer DEFAULT 24 NOT NULL,
	"plan_min_monthly_minor" bigint DEFAULT 20000 NOT NULL,
	"auto_approve_max_months" integer DEFAULT 12 NOT NULL,
	"auto_approve_max_total_minor" bigint DEFAULT 5000000 NOT NULL,
	"foreign_fees" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creditors_guid_unique" UNIQUE("guid"),
	CONSTRAINT "creditors_client_number_unique" UNIQUE("client_number")
);
--> statement-breakpoint
CREATE TABLE "debtor_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debtor_id" uuid NOT NULL,
	"kind" text DEFAULT 'postal' NOT NULL,
	"care_of" text,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" char(2) DEFAULT 'SE' NOT NULL,
	"is_primary" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debtors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"identity_number" text NOT NULL,
	"email" text,
	"cellular_phone" text,
	"home_phone" text,
	"work_phone" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debtors_guid_unique" UNIQUE("guid"),
	CONSTRAINT "debtors_identity_number_unique" UNIQUE("identity_number")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid,
	"debtor_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"language" text DEFAULT 'sv' NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip_address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_account_id" uuid,
	"subject" text,
	"body" text NOT NULL,
	"email" text,
	"cellular_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "payment_plan_cases" (
	"plan_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	CONSTRAINT "payment_plan_cases_plan_id_case_id_pk" PRIMARY KEY("plan_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"debtor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"currency" char(3) NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"total" bigint NOT NULL,
	"months" integer NOT NULL,
	"monthly_amount" bigint NOT NULL,
	"effective_rate_bp" integer NOT NULL,
	"idempotency_key" text,
	"terms_version" text,
	"terms_accepted_at" timestamp with time zone,
	"terms_figures" jsonb,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_guid_unique" UNIQUE("guid"),
	CONSTRAINT "payment_plans_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid,
	"debtor_id" uuid,
	"payment_date" date NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"payment_reference" text NOT NULL,
	"channel" text NOT NULL,
	"allocated_fees" bigint DEFAULT 0 NOT NULL,
	"allocated_interest" bigint DEFAULT 0 NOT NULL,
	"allocated_principal" bigint DEFAULT 0 NOT NULL,
	"allocated_credit" bigint DEFAULT 0 NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_guid_unique" UNIQUE("guid"),
	CONSTRAINT "payments_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"login_method" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_fees" ADD CONSTRAINT "case_fees_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_addresses" ADD CONSTRAINT "debtor_addresses_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plan_cases" ADD CONSTRAINT "payment_plan_cases_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plan_cases" ADD CONSTRAINT "payment_plan_cases_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_debtor_idx" ON "accounts" USING btree ("debtor_id");--> statement-breakpoint
CREATE INDEX "attachments_message_idx" ON "attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "audit_log_debtor_idx" ON "audit_log" USING btree ("debtor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "case_fees_case_idx" ON "case_fees" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "cases_debtor_idx" ON "cases" USING btree ("debtor_id","status");--> statement-breakpoint
CREATE INDEX "cases_creditor_idx" ON "cases" USING btree ("creditor_id");--> statement-breakpoint
CREATE INDEX "conversations_debtor_idx" ON "conversations" USING btree ("debtor_id");--> statement-breakpoint
CREATE INDEX "debtor_addresses_debtor_idx" ON "debtor_addresses" USING btree ("debtor_id");--> statement-breakpoint
CREATE INDEX "debtors_kind_idx" ON "debtors" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "documents_case_idx" ON "documents" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "documents_debtor_idx" ON "documents" USING btree ("debtor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instalments_plan_seq_idx" ON "instalments" USING btree ("plan_id","sequence");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip_address","at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_plan_cases_case_idx" ON "payment_plan_cases" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "payment_plans_debtor_idx" ON "payment_plans" USING btree ("debtor_id");--> statement-breakpoint
CREATE INDEX "payments_debtor_idx" ON "payments" USING btree ("debtor_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_case_idx" ON "payments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");