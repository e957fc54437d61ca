-- A member of staff added by an admin signs in first with the password the admin chose; until they
-- set one of their own, every call but the session's and the password change is refused (issue 44).
ALTER TABLE "accounts" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A client's import of cases from a CSV file, with the report of each row, kept so the client can
-- read it again later (issue 44). The rows are registered one by one through registercollectioncase.
CREATE TABLE "case_imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "guid" uuid DEFAULT gen_random_uuid() NOT NULL UNIQUE,
  "client_id" uuid NOT NULL REFERENCES "clients"("id"),
  "account_id" uuid REFERENCES "accounts"("id") ON DELETE SET NULL,
  "file_name" text NOT NULL,
  "rows" integer NOT NULL,
  "created_cases" integer NOT NULL,
  "existing_cases" integer NOT NULL,
  "refused_rows" integer NOT NULL,
  "report" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "case_imports_client_idx" ON "case_imports" ("client_id", "created_at");
