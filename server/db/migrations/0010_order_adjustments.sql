ALTER TABLE "orders" ADD COLUMN "adjusted_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adjusted_at" timestamp with time zone;