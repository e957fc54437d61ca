CREATE TABLE "objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"debtor_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"scope" text NOT NULL,
	"disputed_amount" bigint,
	"ground" text NOT NULL,
	"text" text NOT NULL,
	"status_before" text,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_on" date NOT NULL,
	"kronofogden_notice" boolean DEFAULT false NOT NULL,
	"kronofogden_notice_filed_on" date,
	"answer" text,
	"answer_reason" text,
	"credited_amount" bigint,
	"answered_at" timestamp with time zone,
	"answered_on" date,
	"answered_by" text,
	"answered_by_account_id" uuid,
	"answered_by_api_key_id" uuid,
	CONSTRAINT "objections_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_answered_by_account_id_accounts_id_fk" FOREIGN KEY ("answered_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_answered_by_api_key_id_api_keys_id_fk" FOREIGN KEY ("answered_by_api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "objections_one_open_idx" ON "objections" USING btree ("case_id") WHERE "objections"."status" = 'open';--> statement-breakpoint
CREATE INDEX "objections_case_idx" ON "objections" USING btree ("case_id","filed_at");--> statement-breakpoint
CREATE INDEX "objections_debtor_idx" ON "objections" USING btree ("debtor_id","filed_at");--> statement-breakpoint
CREATE INDEX "objections_open_idx" ON "objections" USING btree ("filed_at") WHERE "objections"."status" = 'open';--> statement-breakpoint
CREATE TABLE "postponements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"debtor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"previous_due_date" date NOT NULL,
	"new_due_date" date NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_account_id" uuid,
	"decision_reason" text,
	CONSTRAINT "postponements_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "postponements" ADD CONSTRAINT "postponements_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postponements" ADD CONSTRAINT "postponements_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postponements" ADD CONSTRAINT "postponements_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postponements_one_standing_idx" ON "postponements" USING btree ("case_id") WHERE "postponements"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "postponements_case_idx" ON "postponements" USING btree ("case_id","requested_at");--> statement-breakpoint
CREATE INDEX "postponements_pending_idx" ON "postponements" USING btree ("requested_at") WHERE "postponements"."status" = 'pending';--> statement-breakpoint
CREATE TABLE "case_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"credit_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"objection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_credits_amount_positive" CHECK ("case_credits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "case_credits" ADD CONSTRAINT "case_credits_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_credits" ADD CONSTRAINT "case_credits_objection_id_objections_id_fk" FOREIGN KEY ("objection_id") REFERENCES "public"."objections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_credits_case_idx" ON "case_credits" USING btree ("case_id","credit_date");--> statement-breakpoint
CREATE TABLE "client_requests" (
	"client_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_client_id_idempotency_key_pk" PRIMARY KEY("client_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "objection_id" uuid;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "objection_part" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_objection_id_objections_id_fk" FOREIGN KEY ("objection_id") REFERENCES "public"."objections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_objection_idx" ON "attachments" USING btree ("objection_id") WHERE "attachments"."objection_id" is not null;--> statement-breakpoint
DROP INDEX "attachments_pending_idx";--> statement-breakpoint
CREATE INDEX "attachments_pending_idx" ON "attachments" USING btree ("created_at") WHERE "attachments"."message_id" is null and "attachments"."objection_id" is null;--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "objections"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "postponements"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
--> statement-breakpoint
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_credits"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change();
