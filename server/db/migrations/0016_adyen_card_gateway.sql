CREATE TABLE "adyen_sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_gateway" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "card_gateway" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "interim_card_gateway" text;--> statement-breakpoint
CREATE INDEX "adyen_sandbox_objects_kind_idx" ON "adyen_sandbox_objects" USING btree ("kind","created_at");