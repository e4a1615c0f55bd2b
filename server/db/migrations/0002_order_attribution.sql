ALTER TABLE "orders" ADD COLUMN "customer_origin" text DEFAULT 'marketplace' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attribution_source" text;