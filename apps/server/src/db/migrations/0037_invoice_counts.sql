-- How many invoices each client has in each status, kept by the statements that change invoices as
-- case_counts is kept for cases (migration 0008), so that an invoice list's total, unfiltered or by
-- status, is read from a few rows instead of counted over a client's whole ledger.
CREATE TABLE "invoice_counts" (
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"invoices" integer NOT NULL,
	CONSTRAINT "invoice_counts_client_id_status_pk" PRIMARY KEY("client_id","status")
);
--> statement-breakpoint
ALTER TABLE "invoice_counts" ADD CONSTRAINT "invoice_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every statement that adds, removes or changes invoices adds its difference per client and status, in
-- key order, so that transactions take the rows' locks in the same order.
CREATE FUNCTION invoice_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_counts (client_id, status, invoices)
      SELECT client_id, status, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (client_id, status) DO UPDATE SET invoices = invoice_counts.invoices + excluded.invoices;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_counts (client_id, status, invoices)
      SELECT client_id, status, -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (client_id, status) DO UPDATE SET invoices = invoice_counts.invoices + excluded.invoices;
  ELSE
    INSERT INTO invoice_counts (client_id, status, invoices)
      SELECT client_id, status, sum(difference) FROM (
        SELECT client_id, status, 1 AS difference FROM added
        UNION ALL
        SELECT client_id, status, -1 FROM removed
      ) AS changes
      GROUP BY 1, 2 HAVING sum(difference) <> 0 ORDER BY 1, 2
      ON CONFLICT (client_id, status) DO UPDATE SET invoices = invoice_counts.invoices + excluded.invoices;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_follow();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_follow();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_follow();
--> statement-breakpoint
INSERT INTO invoice_counts (client_id, status, invoices)
  SELECT client_id, status, count(*) FROM invoices GROUP BY 1, 2;
