CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"browser_id" uuid NOT NULL,
	"event" text NOT NULL,
	"page" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"utm" jsonb NOT NULL,
	"click_ids" jsonb NOT NULL,
	"journey" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_add_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"browser_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_add_requests" ADD CONSTRAINT "shop_add_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_browser_idx" ON "analytics_events" USING btree ("browser_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_add_requests_shop_browser_idx" ON "shop_add_requests" USING btree ("shop_id","browser_id");