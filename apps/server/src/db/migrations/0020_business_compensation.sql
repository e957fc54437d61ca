-- Whether the client claims the 450 kr förseningsersättning of lag (1981:739) 4 a § from business
-- debtors, in place of the reminder and collection fees; off until the client asks for it.
ALTER TABLE "clients" ADD COLUMN "business_compensation" boolean DEFAULT false NOT NULL;
