-- Written by hand: every move of catalog_version is also announced on the channel catalog_version (the new
-- version as the payload, delivered at commit). A process whose database lives inside it (PGlite) listens and
-- knows the version without asking for it on every request; see server/domains/shops/catalog-version.ts.
CREATE OR REPLACE FUNCTION crust_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO moved;
  PERFORM pg_notify('catalog_version', moved::text);
  RETURN NULL;
END
$$;
