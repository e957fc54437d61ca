-- Where each reference rate was taken from (a staff member enters or imports a new half-year's), and the
-- published rates before 2022 (riksbank.se, "Referensränta"; SFS, "Tillkännagivande av uppgift om Riksbankens
-- referensränta"), so that a claim whose interest began earlier follows each half-year's own rate.
ALTER TABLE "reference_rates" ADD COLUMN "source" text NOT NULL DEFAULT 'Riksbanken, riksbank.se: Referensränta';--> statement-breakpoint
ALTER TABLE "reference_rates" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reference_rates" ADD CONSTRAINT "reference_rates_half_year" CHECK (to_char("valid_from", 'MM-DD') IN ('01-01', '07-01'));--> statement-breakpoint
INSERT INTO "reference_rates" ("valid_from", "rate_bp", "source") VALUES
	('2017-01-01', -50, 'Riksbanken, riksbank.se: Referensränta; SFS 2017:1'),
	('2017-07-01', -50, 'Riksbanken, riksbank.se: Referensränta; SFS 2017:843'),
	('2018-01-01', -50, 'Riksbanken, riksbank.se: Referensränta'),
	('2018-07-01', -50, 'Riksbanken, riksbank.se: Referensränta'),
	('2019-01-01', -50, 'Riksbanken, riksbank.se: Referensränta'),
	('2019-07-01', 0, 'Riksbanken, riksbank.se: Referensränta'),
	('2020-01-01', 0, 'Riksbanken, riksbank.se: Referensränta'),
	('2020-07-01', 0, 'Riksbanken, riksbank.se: Referensränta'),
	('2021-01-01', 0, 'Riksbanken, riksbank.se: Referensränta'),
	('2021-07-01', 0, 'Riksbanken, riksbank.se: Referensränta')
ON CONFLICT DO NOTHING;
