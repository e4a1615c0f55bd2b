ALTER TABLE "orders" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "escalation_sms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unanswered_declined_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand: migration 0021's board event, now also when an unanswered order is escalated (the board alerts again).
CREATE OR REPLACE FUNCTION crust_board_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('awaiting_payment', 'payment_failed') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status
    AND OLD.driver_step IS NOT DISTINCT FROM NEW.driver_step
    AND OLD.min_eta = NEW.min_eta AND OLD.max_eta = NEW.max_eta
    AND OLD.adjusted_amount = NEW.adjusted_amount AND OLD.refunded_amount = NEW.refunded_amount
    AND OLD.void_reason IS NOT DISTINCT FROM NEW.void_reason
    AND OLD.escalated_at IS NOT DISTINCT FROM NEW.escalated_at THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(727036);
  INSERT INTO board_events (shop_id, order_id, status) VALUES (NEW.shop_id, NEW.id, NEW.status);
  RETURN NULL;
END
$$;
