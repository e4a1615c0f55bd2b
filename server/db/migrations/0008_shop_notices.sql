ALTER TABLE "orders" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delay_minutes" integer DEFAULT 0 NOT NULL;