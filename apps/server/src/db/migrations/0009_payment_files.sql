CREATE TABLE "payment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_files_guid_unique" UNIQUE("guid"),
	CONSTRAINT "payment_files_sha256_unique" UNIQUE("sha256")
);
