CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"gateway_key" text NOT NULL,
	"request_key" text,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_type" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_sequence_idx" ON "order_refunds" USING btree ("order_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_key_idx" ON "order_refunds" USING btree ("order_id","request_key");--> statement-breakpoint
-- orders adjusted before refunds were recorded: a paid order's adjustments were all refunded through its gateway
UPDATE "orders" SET "refunded_amount" = "adjusted_amount" WHERE "payment_method" IN ('credit', 'paypal') AND "payment_intent_id" IS NOT NULL;