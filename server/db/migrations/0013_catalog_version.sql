CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand below drizzle-kit's table: the one row, and the statement triggers that move it.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION crust_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER shops_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION crust_bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER shop_openings_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_openings" FOR EACH STATEMENT EXECUTE FUNCTION crust_bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER shop_pausings_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_pausings" FOR EACH STATEMENT EXECUTE FUNCTION crust_bump_catalog_version();
