ALTER TABLE "payment_methods" ADD COLUMN "client_secret_hash" text;
