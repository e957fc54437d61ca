CREATE TABLE "case_counts" (
	"client_id" uuid NOT NULL,
	"creditor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "case_counts_client_id_status_creditor_id_pk" PRIMARY KEY("client_id","status","creditor_id")
);
--> statement-breakpoint
ALTER TABLE "case_counts" ADD CONSTRAINT "case_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_counts" ADD CONSTRAINT "case_counts_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every statement that adds, removes or changes cases adds its difference per client, status and
-- creditor, in key order, so that transactions take the rows' locks in the same order.
CREATE FUNCTION case_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO case_counts (client_id, status, creditor_id, cases)
      SELECT client_id, status, creditor_id, count(*) FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (client_id, status, creditor_id) DO UPDATE SET cases = case_counts.cases + excluded.cases;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO case_counts (client_id, status, creditor_id, cases)
      SELECT client_id, status, creditor_id, -count(*) FROM removed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (client_id, status, creditor_id) DO UPDATE SET cases = case_counts.cases + excluded.cases;
  ELSE
    INSERT INTO case_counts (client_id, status, creditor_id, cases)
      SELECT client_id, status, creditor_id, sum(difference) FROM (
        SELECT client_id, status, creditor_id, 1 AS difference FROM added
        UNION ALL
        SELECT client_id, status, creditor_id, -1 FROM removed
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum(difference) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (client_id, status, creditor_id) DO UPDATE SET cases = case_counts.cases + excluded.cases;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER case_counts_insert AFTER INSERT ON cases REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION case_counts_follow();
--> statement-breakpoint
CREATE TRIGGER case_counts_update AFTER UPDATE ON cases REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION case_counts_follow();
--> statement-breakpoint
CREATE TRIGGER case_counts_delete AFTER DELETE ON cases REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION case_counts_follow();
--> statement-breakpoint
INSERT INTO case_counts (client_id, status, creditor_id, cases)
  SELECT client_id, status, creditor_id, count(*) FROM cases GROUP BY 1, 2, 3;
