-- Names as a search compares them (packages/domain search-key.ts, `searchKey`): without accents, in
-- lower case. A debtor keeps the search form of the name lists show (the company's, or first and last
-- name) and of the last name; the server writes them with the names. Cases, a client's customers and
-- invoices carry a copy of their debtor's, kept by the triggers below, so that a client's search is
-- one range of an index on (client, name) instead of a look-up per debtor of that name.
ALTER TABLE "debtors" ADD COLUMN "search_name" text;--> statement-breakpoint
ALTER TABLE "debtors" ADD COLUMN "search_last_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "debtor_search_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "debtor_search_last_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "debtor_search_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "debtor_search_last_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_last_name" text;--> statement-breakpoint
-- `searchKey` in SQL, for the names stored before this migration: decomposed (NFKD), the combining
-- marks of the blocks `searchKey` takes off left out, lower case, ø æ œ ß ł đ ð þ ı in plain
-- letters, white space one space, trimmed. db/search-keys-migration.test.ts compares the two.
CREATE FUNCTION search_key_0026(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(
      translate(lower(regexp_replace(normalize(name, NFKD),
        '[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]',
        '', 'g')), 'øłđðı', 'olddi'),
      'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th'),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
UPDATE "debtors" SET
  "search_name" = search_key_0026(coalesce("company_name", concat_ws(' ', "first_name", "last_name"))),
  "search_last_name" = search_key_0026("last_name");--> statement-breakpoint
DROP FUNCTION search_key_0026(text);--> statement-breakpoint
ALTER TABLE "debtors" ALTER COLUMN "search_name" SET NOT NULL;--> statement-breakpoint
-- A writer that stores a last name without its search form is refused, not left unfound.
ALTER TABLE "debtors" ADD CONSTRAINT "debtors_search_last_name_check"
  CHECK (("last_name" IS NULL) = ("search_last_name" IS NULL));--> statement-breakpoint
UPDATE "cases" SET "debtor_search_name" = d."search_name", "debtor_search_last_name" = d."search_last_name"
  FROM "debtors" d WHERE d."id" = "cases"."debtor_id";--> statement-breakpoint
UPDATE "customers" SET "search_name" = d."search_name", "search_last_name" = d."search_last_name"
  FROM "debtors" d WHERE d."id" = "customers"."debtor_id";--> statement-breakpoint
UPDATE "invoices" SET "debtor_search_name" = d."search_name", "debtor_search_last_name" = d."search_last_name"
  FROM "debtors" d WHERE d."id" = "invoices"."debtor_id";--> statement-breakpoint
-- A new case, customer or invoice (or one moved to another debtor) takes its debtor's search names.
CREATE FUNCTION debtor_search_names_copied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('cases', 'invoices') THEN
    SELECT d.search_name, d.search_last_name INTO NEW.debtor_search_name, NEW.debtor_search_last_name
      FROM debtors d WHERE d.id = NEW.debtor_id;
  ELSE
    SELECT d.search_name, d.search_last_name INTO NEW.search_name, NEW.search_last_name
      FROM debtors d WHERE d.id = NEW.debtor_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_debtor_search_names BEFORE INSERT OR UPDATE OF debtor_id ON "cases"
  FOR EACH ROW EXECUTE FUNCTION debtor_search_names_copied();--> statement-breakpoint
CREATE TRIGGER customers_search_names BEFORE INSERT OR UPDATE OF debtor_id ON "customers"
  FOR EACH ROW EXECUTE FUNCTION debtor_search_names_copied();--> statement-breakpoint
CREATE TRIGGER invoices_debtor_search_names BEFORE INSERT OR UPDATE OF debtor_id ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION debtor_search_names_copied();--> statement-breakpoint
-- A debtor's new name reaches the copies of its cases, customers and invoices.
CREATE FUNCTION debtor_search_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cases SET debtor_search_name = NEW.search_name, debtor_search_last_name = NEW.search_last_name
    WHERE debtor_id = NEW.id;
  UPDATE customers SET search_name = NEW.search_name, search_last_name = NEW.search_last_name
    WHERE debtor_id = NEW.id;
  UPDATE invoices SET debtor_search_name = NEW.search_name, debtor_search_last_name = NEW.search_last_name
    WHERE debtor_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER debtors_search_names_changed AFTER UPDATE OF search_name, search_last_name ON "debtors"
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name
    OR OLD.search_last_name IS DISTINCT FROM NEW.search_last_name)
  EXECUTE FUNCTION debtor_search_names_changed();--> statement-breakpoint
DROP INDEX "debtors_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "debtors_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "debtors_company_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "debtors_search_name_idx" ON "debtors" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "debtors_search_last_name_idx" ON "debtors" USING btree ("search_last_name" text_pattern_ops);--> statement-breakpoint
-- With what a page in list order needs, so that it is picked by an index-only scan.
CREATE INDEX "cases_client_search_name_idx" ON "cases" USING btree ("client_id", "debtor_search_name" text_pattern_ops)
  INCLUDE ("registration_date", "case_number", "id");--> statement-breakpoint
CREATE INDEX "cases_client_search_last_name_idx" ON "cases" USING btree ("client_id", "debtor_search_last_name" text_pattern_ops)
  INCLUDE ("registration_date", "case_number", "id");--> statement-breakpoint
CREATE INDEX "invoices_client_search_name_idx" ON "invoices" USING btree ("client_id", "debtor_search_name" text_pattern_ops)
  INCLUDE ("invoice_date", "invoice_number", "id");--> statement-breakpoint
CREATE INDEX "invoices_client_search_last_name_idx" ON "invoices" USING btree ("client_id", "debtor_search_last_name" text_pattern_ops)
  INCLUDE ("invoice_date", "invoice_number", "id");--> statement-breakpoint
CREATE INDEX "customers_client_search_name_idx" ON "customers" USING btree ("client_id", "search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_client_search_last_name_idx" ON "customers" USING btree ("client_id", "search_last_name" text_pattern_ops);
--> statement-breakpoint
-- A case or an invoice by the first digits of its number or OCR reference; an invoice by the
-- beginning of its number or the client's reference, a customer by the beginning of its number.
CREATE INDEX "cases_case_number_prefix_idx" ON "cases" USING btree ("case_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_ocr_reference_prefix_idx" ON "cases" USING btree ("ocr_reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_ocr_reference_prefix_idx" ON "invoices" USING btree ("ocr_reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_invoice_number_prefix_idx" ON "invoices" USING btree ("client_id", lower("invoice_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_client_reference_prefix_idx" ON "invoices" USING btree ("client_id", lower("client_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_customer_number_prefix_idx" ON "customers" USING btree ("client_id", lower("customer_number") text_pattern_ops);
