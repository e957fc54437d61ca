-- A client's search by a case number or OCR reference: one range of an index on the client and the number.
-- With the number alone in the index, PostgreSQL, estimating a prefix at the top of the numbers to find
-- thousands, joined it with every case of the client (100 000 at scale) and took 3 ms a branch; staff, who
-- search every client's cases, keep the indexes on the number alone.
CREATE INDEX "cases_client_case_number_idx" ON "cases" USING btree ("client_id","case_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_client_ocr_reference_idx" ON "cases" USING btree ("client_id","ocr_reference" text_pattern_ops);
