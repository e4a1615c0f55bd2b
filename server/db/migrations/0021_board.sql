CREATE TABLE "board_action_keys" (
	"order_id" integer NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "board_action_keys_order_id_key_pk" PRIMARY KEY("order_id","key")
);
--> statement-breakpoint
CREATE TABLE "board_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_presence" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_staff" (
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_staff_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "board_action_keys" ADD CONSTRAINT "board_action_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD CONSTRAINT "shop_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD CONSTRAINT "shop_staff_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_events_shop_idx" ON "board_events" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "shop_staff_shop_idx" ON "shop_staff" USING btree ("shop_id");--> statement-breakpoint
-- Written by hand: every change of an order the kitchen has (placed or later: its status, driver step, estimate,
-- adjustment, refund or void reason) adds a board_events row, whoever made it (checkout, simulator, dispatch
-- control, the board). The transaction lock taken before the row's id is drawn is held until commit, so the ids
-- commit in increasing order: a board stream that has read every id up to n never meets a smaller one later,
-- on any replica (board_events.id is its Last-Event-ID).
CREATE OR REPLACE FUNCTION crust_board_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('awaiting_payment', 'payment_failed') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status
    AND OLD.driver_step IS NOT DISTINCT FROM NEW.driver_step
    AND OLD.min_eta = NEW.min_eta AND OLD.max_eta = NEW.max_eta
    AND OLD.adjusted_amount = NEW.adjusted_amount AND OLD.refunded_amount = NEW.refunded_amount
    AND OLD.void_reason IS NOT DISTINCT FROM NEW.void_reason THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(727036);
  INSERT INTO board_events (shop_id, order_id, status) VALUES (NEW.shop_id, NEW.id, NEW.status);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_board_event AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION crust_board_event();
