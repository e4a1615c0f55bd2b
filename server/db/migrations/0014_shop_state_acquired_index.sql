DROP INDEX "shops_state_idx";--> statement-breakpoint
CREATE INDEX "shops_state_acquired_idx" ON "shops" USING btree ("state","acquired");