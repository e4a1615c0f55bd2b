ALTER TABLE "shops" ADD COLUMN "slot_capacity" integer;--> statement-breakpoint
CREATE INDEX "orders_shop_min_eta_idx" ON "orders" USING btree ("shop_id","min_eta");