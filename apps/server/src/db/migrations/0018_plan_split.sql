CREATE SEQUENCE "public"."instalment_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "instalments" ADD COLUMN "split" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "instalments" ADD COLUMN "ocr_reference" text;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_ocr_reference_unique" UNIQUE("ocr_reference");--> statement-breakpoint
ALTER TABLE "payment_plan_cases" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
