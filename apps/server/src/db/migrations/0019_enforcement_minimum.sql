ALTER TABLE "clients" ADD COLUMN "enforcement_minimum_minor" integer DEFAULT 30000 NOT NULL;
