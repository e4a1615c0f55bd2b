-- Written by hand above drizzle-kit's statements: the bounding box of a GeoJSON Polygon's outer ring, as a
-- core `box` with (lng, lat) corners (null for a null zone). Every point of the polygon lies in it, so
-- `zone_box @> box(p, p)` is a superset of the exact point-in-polygon test the service runs on candidates.
CREATE FUNCTION crust_zone_box(zone jsonb) RETURNS box LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT box(point(min((c->>0)::float8), min((c->>1)::float8)), point(max((c->>0)::float8), max((c->>1)::float8)))
  FROM jsonb_array_elements(zone->'coordinates'->0) AS c
$$;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "zone_box" "box" GENERATED ALWAYS AS (crust_zone_box(delivery_zone)) STORED;--> statement-breakpoint
CREATE INDEX "shops_location_idx" ON "shops" USING gist (point("lon", "lat"));--> statement-breakpoint
CREATE INDEX "shops_zone_box_idx" ON "shops" USING gist ("zone_box");--> statement-breakpoint
CREATE INDEX "shops_state_idx" ON "shops" USING btree ("state");