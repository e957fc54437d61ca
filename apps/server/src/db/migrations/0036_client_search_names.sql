-- A client's name as a search compares it (packages/domain search-key.ts, `searchKey`), so that staff
-- find "Sjöbris" by "sjobris" as the clients' searches find debtors. Clients are written in few places
-- and read by staff, so the search form is a generated column of a function that computes `searchKey`
-- in SQL, the one migration 0026 used once (db/search-keys-migration.test.ts compares the two).
CREATE FUNCTION search_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(
      translate(lower(regexp_replace(normalize(name, NFKD),
        '[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]',
        '', 'g')), 'øłđðı', 'olddi'),
      'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th'),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_key("name")) STORED;
